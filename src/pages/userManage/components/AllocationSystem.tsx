/**
 * Which roles a user holds and how: directly, through a user group or through a post. The
 * roles decide which systems, applications and functions the user reaches. Read only.
 */
import { useRequest } from 'ahooks';
import { Alert, Drawer, Empty, Table, Tag } from 'antd';
import usePageT from '@/hooks/usePageT';
import { fetchUserAuthorizations, type AuthorizedVia, type UserAuthorization } from '@/services/roles';
import type { User } from '@/services/users';
import messages from '../messages';

const VIA_COLORS: Record<AuthorizedVia, string> = { user: 'blue', group: 'purple', post: 'cyan' };

export interface AllocationSystemProps {
  /** The user shown; closed when absent. */
  user?: User;
  onClose: () => void;
}

export default function AllocationSystem({ user, onClose }: AllocationSystemProps) {
  const t = usePageT(messages);
  const { data, loading } = useRequest(() => fetchUserAuthorizations(user!.id), {
    ready: !!user,
    refreshDeps: [user?.id],
  });

  return (
    <Drawer
      open={!!user}
      onClose={onClose}
      width={640}
      title={user && t('userManage.allocation.title', { name: user.name ?? user.account ?? user.userNo })}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('userManage.allocation.hint')} style={{ marginBottom: 16 }} />
      <Table<UserAuthorization>
        size="small"
        loading={loading}
        // No rows of the user shown before while the next one loads.
        dataSource={loading ? [] : data}
        rowKey={(row) => `${row.roleId}-${row.via}-${row.viaId}`}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userManage.allocation.empty')} />,
        }}
        columns={[
          { title: t('userManage.allocation.role'), dataIndex: 'roleName' },
          { title: t('userManage.allocation.roleCode'), dataIndex: 'roleCode' },
          {
            title: t('userManage.allocation.via'),
            dataIndex: 'via',
            render: (via: AuthorizedVia) => <Tag color={VIA_COLORS[via]}>{t(`userManage.allocation.via.${via}`)}</Tag>,
          },
          {
            title: t('userManage.allocation.viaName'),
            dataIndex: 'viaName',
            render: (name: string, row) => (row.via === 'user' ? '-' : name),
          },
        ]}
        data-testid="allocation-table"
      />
    </Drawer>
  );
}
