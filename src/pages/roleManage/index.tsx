/**
 * /roleManage: the roles, with their form, detail, and what each one authorises: data scope,
 * module buttons and menus, field rights, and who holds it (users, user groups, posts).
 */
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Button, Dropdown, Empty, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { deleteRole, fetchRoles, type RoleItem } from '@/services/roles';
import AddRole from './components/AddRole';
import DataAuthorization from './components/DataAuthorization';
import FieldDrawer from './components/FieldDrawer';
import FunctionAuthorization from './components/FunctionAuthorization';
import ModifyRole from './components/ModifyRole';
import RelationModel from './components/RelationModel';
import RoleDetail from './components/RoleDetail';
import RoleStatusTag from './components/RoleStatusTag';
import { sorterParam } from './utils';
import { localName } from '@/utils/localName';
import messages from './messages';
import useKeptTable from '@/hooks/useKeptTable';
import { useReleaseWhenHidden } from '@/hooks/usePaneKeep';

type Authorisation = 'data' | 'function' | 'field' | 'relation';

export default function RoleManagePage() {
  const t = usePageT(messages);
  const locale = getLocale();
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const [adding, setAdding] = useState(false);
  const [modifying, setModifying] = useState<RoleItem>();
  const [viewing, setViewing] = useState<RoleItem>();
  const [authorising, setAuthorising] = useState<{ kind: Authorisation; role: RoleItem }>();
  const roleFor = (kind: Authorisation) => (authorising?.kind === kind ? authorising.role : undefined);
  const closeAuthorisation = () => setAuthorising(undefined);
  const reload = () => actionRef.current?.reload();
  const table = useKeptTable();
  useReleaseWhenHidden(!adding && !modifying && !viewing && !authorising);

  async function remove(role: RoleItem) {
    try {
      await deleteRole(role.id);
    } catch {
      // Shown by the request client (409 while users, groups or posts hold the role).
      return;
    }
    message.success(t('roleManage.delete.success', { name: localName(role, locale) }));
    reload();
  }

  const columns: ProColumns<RoleItem>[] = [
    {
      title: t('roleManage.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('roleManage.keyword.placeholder') },
    },
    {
      title: t('roleManage.field.roleCode'),
      dataIndex: 'roleCode',
      sorter: true,
      search: false,
      copyable: true,
      width: 160,
    },
    {
      title: t('roleManage.field.name'),
      dataIndex: 'name',
      sorter: true,
      search: false,
      width: 200,
      render: (_, role) => (
        <Space size={4} wrap={false}>
          <Typography.Text ellipsis={{ tooltip: role.name }} style={{ maxWidth: role.isAdmin ? 96 : 176 }}>
            {role.name}
          </Typography.Text>
          {role.isAdmin && (
            <Tooltip title={t('roleManage.admin.allRights')}>
              <Tag color="gold">{t('roleManage.admin')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('roleManage.field.nameEn'), dataIndex: 'nameEn', search: false, width: 160, ellipsis: true },
    {
      title: t('roleManage.field.dataScope'),
      dataIndex: 'dataScope',
      search: false,
      width: 160,
      ellipsis: true,
      render: (_, role) => (role.isAdmin ? t('roleManage.dataScope.1') : t(`roleManage.dataScope.${role.dataScope}`)),
    },
    {
      title: t('roleManage.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 90,
      valueEnum: {
        1: { text: t('roleManage.status.enabled') },
        0: { text: t('roleManage.status.disabled') },
      },
      render: (_, role) => <RoleStatusTag status={role.status} />,
    },
    { title: t('roleManage.field.userCount'), dataIndex: 'userCount', search: false, width: 90 },
    { title: t('roleManage.field.groupCount'), dataIndex: 'groupCount', search: false, width: 90 },
    { title: t('roleManage.field.postCount'), dataIndex: 'postCount', search: false, width: 90 },
    { title: t('roleManage.field.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
    {
      title: t('roleManage.field.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      sorter: true,
      search: false,
      width: 170,
    },
    {
      title: t('roleManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 240,
      render: (_, role) =>
        [
          <ActionLink key="detail" onClick={() => setViewing(role)}>
            {t('roleManage.detail')}
          </ActionLink>,
          can('role:update') && (
            <ActionLink key="modify" onClick={() => setModifying(role)}>
              {t('roleManage.modify')}
            </ActionLink>
          ),
          can('role:update') && (
            <Dropdown
              key="authorise"
              trigger={['click']}
              menu={{
                // An administrator role passes every check: scopes and rights do not apply to it.
                items: [
                  { key: 'data', label: t('roleManage.authorise.data'), disabled: role.isAdmin },
                  { key: 'function', label: t('roleManage.authorise.function'), disabled: role.isAdmin },
                  { key: 'field', label: t('roleManage.authorise.field'), disabled: role.isAdmin },
                  { key: 'relation', label: t('roleManage.authorise.relation') },
                ],
                onClick: ({ key }) => setAuthorising({ kind: key as Authorisation, role }),
              }}
            >
              <ActionLink>
                {t('roleManage.authorise')} <DownOutlined />
              </ActionLink>
            </Dropdown>
          ),
          !can('role:update') && (
            <ActionLink key="relation" onClick={() => setAuthorising({ kind: 'relation', role })}>
              {t('roleManage.authorise.relation')}
            </ActionLink>
          ),
          can('role:delete') && !role.isAdmin && (
            <Popconfirm
              key="delete"
              title={t('roleManage.delete.confirm', { name: localName(role, locale) })}
              description={t('roleManage.delete.hint')}
              okText={t('roleManage.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('roleManage.form.cancel')}
              onConfirm={() => remove(role)}
            >
              <ActionLink>{t('roleManage.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<RoleItem>
        rowKey="id"
        actionRef={actionRef}
        formRef={table.formRef}
        form={table.form}
        headerTitle={t('roleManage.title')}
        columns={table.columns(columns)}
        scroll={{ x: 'max-content' }}
        // The horizontal scroll bar stays in view at the bottom of the window, so wide rows show they scroll.
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ ...table.pagination, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-roleManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.empty')} /> }}
        request={async (params, sort) => {
          table.keep(params, sort);
          const { list, total } = await fetchRoles({
            current: params.current,
            pageSize: params.pageSize,
            keyword: params.keyword?.trim() || undefined,
            status: params.status === undefined ? undefined : Number(params.status),
            sorter: sorterParam(sort),
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('role:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('roleManage.new')}
            </Button>
          ),
        ]}
      />
      <AddRole open={adding} onOpenChange={setAdding} onCreated={reload} />
      <ModifyRole role={modifying} onClose={() => setModifying(undefined)} onSaved={reload} />
      <RoleDetail role={viewing} onClose={() => setViewing(undefined)} />
      <DataAuthorization role={roleFor('data')} onClose={closeAuthorisation} onSaved={reload} />
      <FunctionAuthorization role={roleFor('function')} onClose={closeAuthorisation} />
      <FieldDrawer role={roleFor('field')} onClose={closeAuthorisation} />
      <RelationModel
        role={roleFor('relation')}
        editable={can('role:update')}
        onClose={closeAuthorisation}
        onChanged={reload}
      />
    </div>
  );
}
