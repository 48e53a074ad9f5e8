/** A user's detail, read fresh from the server; fields hidden from the caller are not shown. */
import { ProDescriptions, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Drawer } from 'antd';
import useAdminAccess from '@/hooks/useAdminAccess';
import { fetchUser, type User } from '@/services/users';
import type { UserField } from '../utils';
import { LockedTag, StatusTag } from './tags';

export interface UserDetailProps {
  /** The user shown; closed when absent. */
  userId?: number;
  onClose: () => void;
}

export default function UserDetail({ userId, onClose }: UserDetailProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const access = useAdminAccess();
  const shown = (field: UserField) => access.fieldMode('user', field) !== 'hidden';

  const columns: (ProDescriptionsItemProps<User> | false)[] = [
    { title: t('userManage.field.userNo'), dataIndex: 'userNo', copyable: true },
    shown('account') && { title: t('userManage.field.account'), dataIndex: 'account', copyable: true },
    shown('name') && { title: t('userManage.field.name'), dataIndex: 'name' },
    shown('jobNo') && { title: t('userManage.field.jobNo'), dataIndex: 'jobNo' },
    shown('email') && { title: t('userManage.field.email'), dataIndex: 'email' },
    shown('phone') && { title: t('userManage.field.phone'), dataIndex: 'phone' },
    shown('orgId') && { title: t('userManage.field.org'), dataIndex: 'orgName' },
    {
      title: t('userManage.field.status'),
      dataIndex: 'status',
      render: (_, user) => <StatusTag status={user.status} />,
    },
    {
      title: t('userManage.field.locked'),
      dataIndex: 'locked',
      render: (_, user) => <LockedTag locked={user.locked} />,
    },
    { title: t('userManage.field.lockedUntil'), dataIndex: 'lockedUntil', valueType: 'dateTime' },
    { title: t('userManage.field.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime' },
    { title: t('userManage.field.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime' },
  ];

  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      width={560}
      title={t('userManage.detail.title')}
      destroyOnHidden
    >
      {userId !== undefined && (
        <ProDescriptions<User>
          column={1}
          bordered
          size="small"
          params={{ id: userId }}
          request={async () => ({ success: true, data: await fetchUser(userId) })}
          columns={columns.filter((column): column is ProDescriptionsItemProps<User> => column !== false)}
        />
      )}
    </Drawer>
  );
}
