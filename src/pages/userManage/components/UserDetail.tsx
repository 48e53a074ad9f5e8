/** A user's detail, read fresh from the server; fields hidden from the caller are not shown. */
import { useRequest } from 'ahooks';
import { Descriptions, Drawer, Spin, Typography, type DescriptionsProps } from 'antd';
import useT from '@/hooks/useT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { formatDateTime } from '@/utils/messages';
import { fetchUser } from '@/services/users';
import type { UserField } from '../utils';
import { LockedTag, StatusTag } from './tags';

export interface UserDetailProps {
  /** The user shown; closed when absent. */
  userId?: number;
  onClose: () => void;
}

export default function UserDetail({ userId, onClose }: UserDetailProps) {
  const t = useT();
  const access = useAdminAccess();
  const shown = (field: UserField) => access.fieldMode('user', field) !== 'hidden';
  const { data } = useRequest(() => fetchUser(userId!), { ready: userId !== undefined, refreshDeps: [userId] });
  // The previous user's answer stays until this one's arrives.
  const user = data?.id === userId ? data : undefined;

  const items: DescriptionsProps['items'] =
    user &&
    [
      {
        key: 'userNo',
        label: t('userManage.field.userNo'),
        children: <Typography.Text copyable>{user.userNo}</Typography.Text>,
      },
      shown('account') && {
        key: 'account',
        label: t('userManage.field.account'),
        children: <Typography.Text copyable>{user.account}</Typography.Text>,
      },
      shown('name') && { key: 'name', label: t('userManage.field.name'), children: user.name },
      shown('jobNo') && { key: 'jobNo', label: t('userManage.field.jobNo'), children: user.jobNo || '-' },
      shown('email') && { key: 'email', label: t('userManage.field.email'), children: user.email || '-' },
      shown('phone') && { key: 'phone', label: t('userManage.field.phone'), children: user.phone || '-' },
      shown('orgId') && { key: 'org', label: t('userManage.field.org'), children: user.orgName || '-' },
      { key: 'status', label: t('userManage.field.status'), children: <StatusTag status={user.status} /> },
      { key: 'locked', label: t('userManage.field.locked'), children: <LockedTag locked={user.locked} /> },
      {
        key: 'lockedUntil',
        label: t('userManage.field.lockedUntil'),
        children: formatDateTime(user.lockedUntil ?? undefined) || '-',
      },
      { key: 'createdAt', label: t('userManage.field.createdAt'), children: formatDateTime(user.createdAt) },
      { key: 'updatedAt', label: t('userManage.field.updatedAt'), children: formatDateTime(user.updatedAt) },
    ].filter((item): item is Exclude<typeof item, false> => item !== false);

  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      width={560}
      title={t('userManage.detail.title')}
      destroyOnHidden
    >
      {userId !== undefined && (
        <Spin spinning={!user}>
          <Descriptions column={1} bordered size="small" items={items} />
        </Spin>
      )}
    </Drawer>
  );
}
