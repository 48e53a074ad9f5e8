/**
 * /userGroup: user groups, whose roles every member holds. New, edit and delete; the detail
 * drawer lists and changes the members; the roles dialog sets what the group gives.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Empty, Popconfirm } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { localName } from '@/utils/localName';
import {
  deleteUserGroup,
  fetchUserGroups,
  setGroupRoles,
  type UserGroup,
  type UserGroupQuery,
} from '@/services/userGroups';
import GroupDetail from './components/GroupDetail';
import GroupForm from './components/GroupForm';
import RolesModal from '@/components/RolesModal';
import messages from './messages';
import useKeptTable from '@/hooks/useKeptTable';
import { useReleaseWhenHidden } from '@/hooks/usePaneKeep';

const SORTABLE = ['groupNo', 'name', 'createdAt'];

/** ProTable's sort as the API's `field:order`; columns the API cannot sort by are ignored. */
function sorterOf(sort: Record<string, SortOrder>): UserGroupQuery['sorter'] {
  const found = Object.entries(sort).find(([field, order]) => SORTABLE.includes(field) && order);
  return found ? (`${found[0]}:${found[1]}` as UserGroupQuery['sorter']) : undefined;
}

export default function UserGroupPage() {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const [form, setForm] = useState<{ group?: UserGroup }>();
  const [viewingId, setViewingId] = useState<number>();
  const [rolesOf, setRolesOf] = useState<UserGroup>();
  const reload = () => actionRef.current?.reload();
  const table = useKeptTable();
  useReleaseWhenHidden(!form && viewingId === undefined && !rolesOf);

  async function remove(group: UserGroup) {
    try {
      await deleteUserGroup(group.id);
    } catch {
      return;
    }
    message.success(t('userGroup.delete.success', { name: localName(group, intl.locale) }));
    reload();
  }

  const columns: ProColumns<UserGroup>[] = [
    {
      title: t('userGroup.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('userGroup.keyword.placeholder') },
    },
    {
      title: t('userGroup.field.groupNo'),
      dataIndex: 'groupNo',
      sorter: true,
      search: false,
      copyable: true,
      width: 160,
    },
    { title: t('userGroup.field.name'), dataIndex: 'name', sorter: true, search: false },
    { title: t('userGroup.field.nameEn'), dataIndex: 'nameEn', search: false, ellipsis: true },
    { title: t('userGroup.field.description'), dataIndex: 'description', search: false, ellipsis: true },
    { title: t('userGroup.field.memberCount'), dataIndex: 'memberCount', search: false, width: 100 },
    {
      title: t('userGroup.field.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      sorter: true,
      search: false,
      width: 170,
    },
    {
      title: t('userGroup.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 200,
      render: (_, group) =>
        [
          <ActionLink key="detail" onClick={() => setViewingId(group.id)}>
            {t('userGroup.detail')}
          </ActionLink>,
          can('userGroup:update') && (
            <ActionLink key="edit" onClick={() => setForm({ group })}>
              {t('userGroup.edit')}
            </ActionLink>
          ),
          can('userGroup:update') && (
            <ActionLink key="roles" onClick={() => setRolesOf(group)}>
              {t('userGroup.roles')}
            </ActionLink>
          ),
          can('userGroup:delete') && (
            <Popconfirm
              key="delete"
              title={t('userGroup.delete.confirm', { name: localName(group, intl.locale) })}
              description={t('userGroup.delete.hint', { count: group.memberCount })}
              okText={t('userGroup.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('userGroup.cancel')}
              onConfirm={() => remove(group)}
            >
              <ActionLink>{t('userGroup.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<UserGroup>
        rowKey="id"
        actionRef={actionRef}
        formRef={table.formRef}
        form={table.form}
        headerTitle={t('userGroup.title')}
        columns={table.columns(columns)}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ ...table.pagination, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-userGroup-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userGroup.empty')} /> }}
        request={async (params, sort) => {
          table.keep(params, sort);
          const { list, total } = await fetchUserGroups({
            current: params.current,
            pageSize: params.pageSize,
            keyword: (params.keyword as string | undefined)?.trim() || undefined,
            sorter: sorterOf(sort),
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('userGroup:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              {t('userGroup.new')}
            </Button>
          ),
        ]}
      />
      <GroupForm open={form !== undefined} group={form?.group} onClose={() => setForm(undefined)} onSaved={reload} />
      <GroupDetail groupId={viewingId} onClose={() => setViewingId(undefined)} onMembersChanged={reload} />
      <RolesModal
        title={rolesOf ? t('userGroup.roles.title', { name: localName(rolesOf, intl.locale) }) : ''}
        roleIds={rolesOf?.roleIds}
        onClose={() => setRolesOf(undefined)}
        onSubmit={async (roleIds) => {
          await setGroupRoles(rolesOf!.id, roleIds);
          message.success(t('userGroup.roles.success'));
          reload();
        }}
      />
    </div>
  );
}
