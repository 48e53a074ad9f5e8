/**
 * /userManage: the users of the caller's data scope, by organisation. The organisation tree
 * filters the list (an organisation includes those below it); buttons, columns and form
 * fields follow the caller's function and field rights, which the server enforces again.
 */
import { DownloadOutlined, DownOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Dropdown, Empty, Popconfirm, Space, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import useDict from '@/components/DictSelect/useDict';
import useCappedTotal from '@/hooks/useCappedTotal';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import useBackgroundExport from '@/hooks/useBackgroundExport';
import { fetchOrgTree } from '@/services/orgs';
import {
  deleteUser,
  exportUsers,
  fetchUsers,
  USER_IMPORT_TEMPLATE_URL,
  type User,
  type UserQuery,
} from '@/services/users';
import AllocationSystem from './components/AllocationSystem';
import ImportModal from './components/ImportModal';
import OrganTree from './components/OrganTree';
import SetModal from './components/SetModal';
import { LockedTag, StatusTag } from './components/tags';
import UserDetail from './components/UserDetail';
import UserForm from './components/UserForm';
import { filterOf, listQuery, type ListParams, type UserField } from './utils';
import { DICT } from '../../../server/plugins/dictionary/constants';
import { ACCOUNT_LINK_MODULE, ACCOUNT_LINK_PATH } from '../../../server/plugins/accountLinks/constants';
import messages from './messages';
import useKeptTable from '@/hooks/useKeptTable';
import { usePaneState, useReleaseWhenHidden } from '@/hooks/usePaneKeep';

const COLUMNS_PERSISTENCE_KEY = 'fssc-userManage-columns';

export default function UserManagePage() {
  const t = usePageT(messages);
  const usersTotal = useCappedTotal();
  const userStatus = useDict(DICT.userStatus);
  const access = useAdminAccess();
  const actionRef = useRef<ActionType>();
  // The filters and order of the rows shown: export takes exactly these.
  const shownQuery = useRef<UserQuery>({});
  const [orgId, setOrgId] = usePaneState<number | undefined>('userManage.orgId', undefined);
  const { data: orgs = [], loading: orgsLoading, refresh: reloadOrgs } = useRequest(fetchOrgTree);
  const [form, setForm] = useState<{ open: boolean; user?: User }>({ open: false });
  const [setting, setSetting] = useState<User>();
  const [allocating, setAllocating] = useState<User>();
  const { openTab } = useShellActions();
  const [detailId, setDetailId] = useState<number>();
  const [importing, setImporting] = useState(false);
  const { exporting, startExport: queueExport } = useBackgroundExport('user-export');
  // The row whose "more" menu is open: kept open while its delete confirmation is asked.
  const [moreOpen, setMoreOpen] = useState<number>();

  const shown = (field: UserField) => access.fieldMode('user', field) !== 'hidden';
  const reload = () => actionRef.current?.reload();
  const table = useKeptTable();
  // An open dialog or menu, or an export being queued, holds the page while it is hidden.
  const dialogOpen = form.open || !!setting || !!allocating || detailId !== undefined || importing;
  useReleaseWhenHidden(!dialogOpen && moreOpen === undefined && !exporting);

  const startExport = () => queueExport(() => exportUsers(filterOf(shownQuery.current)));

  async function remove(user: User) {
    try {
      await deleteUser(user.id);
    } catch {
      return; // Shown by the request client (a 409 says why, e.g. one's own account).
    }
    message.success(t('userManage.delete.success'));
    reload();
  }

  function moreItems(user: User): MenuProps['items'] {
    const items: MenuProps['items'] = [];
    if (access.can('user:update')) items.push({ key: 'set', label: t('userManage.action.set') });
    // The roles a user holds are read with the role module's view right.
    if (access.can('role:view')) items.push({ key: 'allocation', label: t('userManage.action.allocation') });
    // The accounts the user may switch into are kept on the shared accounts page (changed there by administrators only).
    if (access.can(`${ACCOUNT_LINK_MODULE}:view`)) items.push({ key: 'retail', label: t('userManage.action.retail') });
    if (access.can('user:delete'))
      items.push({
        key: 'delete',
        danger: true,
        label: (
          <Popconfirm
            title={t('userManage.delete.confirm', { name: user.name ?? user.account ?? user.userNo })}
            okText={t('userManage.confirm.ok')}
            cancelText={t('userManage.confirm.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(user)}
            onOpenChange={(open) => {
              if (!open) setMoreOpen(undefined);
            }}
          >
            <div data-testid={`user-delete-${user.id}`}>{t('userManage.action.delete')}</div>
          </Popconfirm>
        ),
      });
    return items;
  }

  const onMore = (user: User, key: string) => {
    if (key === 'delete') return; // Its confirmation answers.
    setMoreOpen(undefined);
    if (key === 'set') setSetting(user);
    if (key === 'allocation') setAllocating(user);
    if (key === 'retail') {
      const name = user.name ?? user.account ?? user.userNo;
      openTab({ title: t('userManage.action.retail'), src: `${ACCOUNT_LINK_PATH}?${new URLSearchParams({ userId: String(user.id), name })}` });
    }
  };

  const fieldColumns: (ProColumns<User> & { field?: UserField })[] = [
    {
      title: t('userManage.field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('userManage.keyword.placeholder') },
    },
    {
      title: t('userManage.field.account'),
      dataIndex: 'account',
      field: 'account',
      search: false,
      sorter: true,
      copyable: true,
      width: 140,
      ellipsis: true,
    },
    { title: t('userManage.field.name'), dataIndex: 'name', field: 'name', search: false, sorter: true, width: 120, ellipsis: true },
    { title: t('userManage.field.jobNo'), dataIndex: 'jobNo', field: 'jobNo', search: false, width: 110, ellipsis: true },
    { title: t('userManage.field.email'), dataIndex: 'email', field: 'email', search: false, width: 200, ellipsis: true },
    { title: t('userManage.field.phone'), dataIndex: 'phone', field: 'phone', search: false, width: 130 },
    { title: t('userManage.field.org'), dataIndex: 'orgName', field: 'orgId', search: false, width: 180, ellipsis: true },
    {
      title: t('userManage.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 90,
      valueEnum: {
        1: { text: userStatus.label(1), status: 'Success' },
        0: { text: userStatus.label(0), status: 'Default' },
      },
      render: (_, user) => <StatusTag status={user.status} />,
    },
    {
      title: t('userManage.field.locked'),
      dataIndex: 'locked',
      search: false,
      width: 90,
      render: (_, user) => <LockedTag locked={user.locked} />,
    },
    {
      title: t('userManage.field.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      width: 170,
    },
  ];

  const columns: ProColumns<User>[] = [
    ...fieldColumns.filter(({ field }) => !field || shown(field)).map(({ field: _field, ...column }) => column),
    {
      title: t('userManage.action.title'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 170,
      render: (_, user) => {
        const items = moreItems(user);
        return (
          <Space size="middle">
            <ActionLink onClick={() => setDetailId(user.id)}>{t('userManage.action.detail')}</ActionLink>
            {access.can('user:update') && (
              <ActionLink onClick={() => setForm({ open: true, user })} data-testid={`user-edit-${user.id}`}>
                {t('userManage.action.edit')}
              </ActionLink>
            )}
            {!!items?.length && (
              <Dropdown
                open={moreOpen === user.id}
                onOpenChange={(open, info) => {
                  // A menu click closes the menu in onMore, except for delete which waits for its confirmation.
                  if (info.source === 'trigger') setMoreOpen(open ? user.id : undefined);
                }}
                menu={{ items, onClick: ({ key }) => onMore(user, key) }}
              >
                <ActionLink data-testid={`user-more-${user.id}`}>
                  {t('userManage.action.more')} <DownOutlined />
                </ActionLink>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];

  const toolbar = [
    access.can('user:create') && (
      <Button
        key="new"
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setForm({ open: true })}
        data-testid="user-new"
      >
        {t('userManage.action.new')}
      </Button>
    ),
    access.can('user:import') && (
      <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="user-import">
        {t('userManage.action.import')}
      </Button>
    ),
    access.can('user:import') && (
      <Button key="template" type="link" href={USER_IMPORT_TEMPLATE_URL} data-testid="user-template">
        {t('userManage.action.template')}
      </Button>
    ),
    access.can('user:export') && (
      <Button
        key="export"
        icon={<DownloadOutlined />}
        loading={exporting}
        onClick={startExport}
        data-testid="user-export"
      >
        {t('userManage.action.export')}
      </Button>
    ),
  ].filter(Boolean);

  // Filtering by a hidden field is refused by the server: without the organisation there is no tree.
  const byOrg = shown('orgId');

  return (
    <div style={{ padding: 16, display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {byOrg && (
        <div style={{ width: 260, flex: 'none' }}>
          <OrganTree
            orgs={orgs}
            loading={orgsLoading}
            value={orgId}
            onChange={(next) => {
              if (next === orgId) return;
              setOrgId(next);
              actionRef.current?.setPageInfo?.({ current: 1 });
            }}
            // The rows show organisation names, which a change may have renamed.
            onChanged={() => {
              reloadOrgs();
              reload();
            }}
          />
        </div>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <ProTable<User, ListParams>
          rowKey="id"
          actionRef={actionRef}
          formRef={table.formRef}
          form={table.form}
          headerTitle={t('userManage.table.title')}
          columns={table.columns(columns)}
          params={{ orgId: byOrg ? orgId : undefined }}
          request={async (params, sort) => {
            table.keep(params, sort);
            const query = listQuery(params, sort);
            shownQuery.current = query;
            return usersTotal.tableData(await fetchUsers(query));
          }}
          // The request client has shown the failure.
          onRequestError={() => {}}
          search={{ labelWidth: 'auto' }}
          pagination={{ ...table.pagination, showSizeChanger: true, showTotal: usersTotal.showTotal }}
          columnsState={{ persistenceKey: COLUMNS_PERSISTENCE_KEY, persistenceType: 'localStorage' }}
          options={{ density: false, fullScreen: true, reload: true, setting: true }}
          scroll={{ x: 'max-content' }}
          // The horizontal scroll bar stays in view at the bottom of the window, so wide rows show they scroll.
          sticky
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userManage.table.empty')} />,
          }}
          toolBarRender={() => toolbar}
        />
      </div>
      <UserForm
        open={form.open}
        user={form.user}
        orgs={orgs}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={reload}
      />
      <SetModal user={setting} onClose={() => setSetting(undefined)} onChanged={reload} />
      <AllocationSystem user={allocating} onClose={() => setAllocating(undefined)} />
      <UserDetail userId={detailId} onClose={() => setDetailId(undefined)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </div>
  );
}
