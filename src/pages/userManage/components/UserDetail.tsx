/** A user's detail, read fresh from the server; fields hidden from the caller are not shown. */
import { useRequest } from 'ahooks';
import { Drawer, Spin } from 'antd';
import PropertyGrid, { type PropertyRow } from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { fetchUser } from '@/services/users';
import type { UserField } from '../utils';
import { LockedTag, StatusTag } from './tags';
import messages from '../messages';

export interface UserDetailProps {
  /** The user shown; closed when absent. */
  userId?: number;
  onClose: () => void;
}

export default function UserDetail({ userId, onClose }: UserDetailProps) {
  const t = usePageT(messages);
  const access = useAdminAccess();
  const shown = (field: UserField) => access.fieldMode('user', field) !== 'hidden';
  const { data } = useRequest(() => fetchUser(userId!), { ready: userId !== undefined, refreshDeps: [userId] });
  // The previous user's answer stays until this one's arrives.
  const user = data?.id === userId ? data : undefined;

  const rows: PropertyRow[] = user
    ? [
        { key: 'userNo', label: t('userManage.field.userNo'), value: user.userNo, format: 'copy' },
        { key: 'account', label: t('userManage.field.account'), value: user.account, format: 'copy', hidden: !shown('account') },
        { key: 'name', label: t('userManage.field.name'), value: user.name, hidden: !shown('name') },
        { key: 'jobNo', label: t('userManage.field.jobNo'), value: user.jobNo, hidden: !shown('jobNo') },
        { key: 'email', label: t('userManage.field.email'), value: user.email, hidden: !shown('email') },
        { key: 'phone', label: t('userManage.field.phone'), value: user.phone, hidden: !shown('phone') },
        { key: 'org', label: t('userManage.field.org'), value: user.orgName, hidden: !shown('orgId') },
        { key: 'status', label: t('userManage.field.status'), value: <StatusTag status={user.status} /> },
        { key: 'locked', label: t('userManage.field.locked'), value: <LockedTag locked={user.locked} /> },
        { key: 'lockedUntil', label: t('userManage.field.lockedUntil'), value: user.lockedUntil, format: 'dateTime' },
        { key: 'createdAt', label: t('userManage.field.createdAt'), value: user.createdAt, format: 'dateTime' },
        { key: 'updatedAt', label: t('userManage.field.updatedAt'), value: user.updatedAt, format: 'dateTime' },
      ]
    : [];

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
          <PropertyGrid column={1} bordered size="small" rows={rows} />
        </Spin>
      )}
    </Drawer>
  );
}
