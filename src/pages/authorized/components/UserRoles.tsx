/** "By user": every role one user holds, and whether directly, through a group or a post. */
import { useRequest } from 'ahooks';
import { Empty, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import { fetchUserAuthorizations, type UserAuthorization } from '@/services/roles';
import UserPicker from '@/components/UserPicker';
import ViaTag from './ViaTag';
import messages from '../messages';

export default function UserRoles() {
  const t = usePageT(messages);
  const [userId, setUserId] = useState<number>();
  const { data, loading } = useRequest(() => fetchUserAuthorizations(userId!), {
    ready: userId !== undefined,
    refreshDeps: [userId],
  });
  const rows = userId === undefined ? [] : (data ?? []);

  return (
    <>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('authorized.byUser.user')}>
          <UserPicker style={{ width: 320 }} placeholder={t('authorized.byUser.placeholder')} onChange={setUserId} />
        </Form.Item>
      </Form>
      <Table<UserAuthorization>
        size="small"
        rowKey={(row) => `${row.roleId}-${row.via}-${row.viaId}`}
        loading={loading}
        dataSource={rows}
        pagination={false}
        data-testid="authorized-user-roles"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(userId === undefined ? 'authorized.byUser.pick' : 'authorized.byUser.none')}
            />
          ),
        }}
        columns={[
          {
            title: t('authorized.role'),
            key: 'role',
            render: (_, row) => (
              <>
                <div>{row.roleName}</div>
                <Typography.Text type="secondary">{row.roleCode}</Typography.Text>
              </>
            ),
          },
          { title: t('authorized.via'), dataIndex: 'via', width: 120, render: (_, row) => <ViaTag via={row.via} /> },
          {
            title: t('authorized.byUser.viaName'),
            dataIndex: 'viaName',
            render: (_, row) => (row.via === 'user' ? t('authorized.byUser.direct') : row.viaName),
          },
        ]}
      />
    </>
  );
}
