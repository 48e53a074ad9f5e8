/**
 * /authorized: who holds which role. The list shows every holding (a user directly, a user
 * group or a post); "by user" shows every role one user ends up with and how.
 */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Card, Empty, Tabs, Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import { fetchAuthorized, fetchRoleOptions, type AuthorizedRow, type AuthorizedVia } from '@/services/roles';
import { localName } from '@/utils/localName';
import UserRoles from './components/UserRoles';
import ViaTag from './components/ViaTag';
import messages from './messages';

export default function AuthorizedPage() {
  const t = usePageT(messages);
  const locale = getLocale();

  const columns: ProColumns<AuthorizedRow>[] = [
    {
      title: t('authorized.role'),
      dataIndex: 'roleId',
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', placeholder: t('authorized.role.placeholder') },
      request: async () =>
        (await fetchRoleOptions()).map((role) => ({
          value: role.id,
          label: `${localName(role, locale)} (${role.roleCode})`,
        })),
      render: (_, row) => (
        <>
          <div>{row.roleName}</div>
          <Typography.Text type="secondary">{row.roleCode}</Typography.Text>
        </>
      ),
    },
    {
      title: t('authorized.via'),
      dataIndex: 'via',
      valueType: 'select',
      width: 120,
      valueEnum: {
        user: { text: t('authorized.via.user') },
        group: { text: t('authorized.via.group') },
        post: { text: t('authorized.via.post') },
      },
      render: (_, row) => <ViaTag via={row.via} />,
    },
    { title: t('authorized.subjectCode'), dataIndex: 'subjectCode', search: false },
    { title: t('authorized.subjectName'), dataIndex: 'subjectName', search: false },
    {
      title: t('authorized.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('authorized.keyword.placeholder') },
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Tabs
        items={[
          {
            key: 'list',
            label: t('authorized.tab.list'),
            children: (
              <ProTable<AuthorizedRow>
                rowKey={(row) => `${row.roleId}-${row.via}-${row.subjectId}`}
                headerTitle={t('authorized.title')}
                columns={columns}
                search={{ labelWidth: 'auto' }}
                pagination={{ defaultPageSize: 10, showSizeChanger: true }}
                columnsState={{ persistenceKey: 'fssc-authorized-columns', persistenceType: 'localStorage' }}
                options={{ density: false, fullScreen: true, reload: true, setting: true }}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authorized.empty')} />,
                }}
                request={async (params) => {
                  const { list, total } = await fetchAuthorized({
                    current: params.current,
                    pageSize: params.pageSize,
                    roleId: params.roleId === undefined ? undefined : Number(params.roleId),
                    via: params.via as AuthorizedVia | undefined,
                    keyword: params.keyword?.trim() || undefined,
                  });
                  return { data: list, total, success: true };
                }}
              />
            ),
          },
          {
            key: 'byUser',
            label: t('authorized.tab.byUser'),
            children: (
              <Card>
                <UserRoles />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
