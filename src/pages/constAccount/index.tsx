/**
 * /constAccount (module constAccount): shared accounts, i.e. which staff member may act as which
 * account with "switch retail account" in the user menu, from when to when. The list shows the
 * links whose two users lie within the caller's data scope, filtered by staff, account and state;
 * administrators create, edit and delete links (a link hands the account's rights over). Opened from
 * the users page with `?userId=` (and `name=`), it shows that staff member's links only.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Alert, Button, Empty, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { deleteAccountLink, fetchAccountLinks, type AccountLink } from '@/services/accountLinks';
import { formatDateTime } from '@/utils/messages';
import { ACCOUNT_LINK_KEYWORD_MAX, ACCOUNT_LINK_MODULE, ACCOUNT_LINK_STATES } from '../../../server/plugins/accountLinks/constants';
import LinkForm from './components/LinkForm';
import { STATE_COLORS, linkQuery, userIdParam, userLabel, type LinkSearch } from './utils';
import messages from './messages';

const keyOf = (link: AccountLink) => `${link.staff.id}-${link.account.id}`;

export default function ConstAccountPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  // A link hands an account's rights over: only administrators change links.
  const admin = can('*');
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = userIdParam(searchParams.get('userId'));
  const userName = searchParams.get('name') || (userId ? `#${userId}` : '');
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<AccountLink | 'new'>();
  const reload = () => actionRef.current?.reload();

  async function remove(link: AccountLink) {
    try {
      await deleteAccountLink(link.staff.id, link.account.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('constAccount.deleted'));
    reload();
  }

  const keyword = (placeholder: string) => ({
    fieldProps: { maxLength: ACCOUNT_LINK_KEYWORD_MAX, placeholder: t(placeholder) },
    formItemProps: { rules: [{ max: ACCOUNT_LINK_KEYWORD_MAX, message: t('constAccount.rule.keywordMax', { max: ACCOUNT_LINK_KEYWORD_MAX }) }] },
  });
  const time = (value: string | null, blank: string) => (value ? formatDateTime(value) : <Typography.Text type="secondary">{t(blank)}</Typography.Text>);

  const columns: ProColumns<AccountLink>[] = [
    {
      title: t('constAccount.field.staff'),
      dataIndex: 'staff',
      width: 200,
      ellipsis: true,
      hideInSearch: userId !== undefined,
      ...keyword('constAccount.search.placeholder'),
      render: (_, link) => userLabel(link.staff),
    },
    {
      title: t('constAccount.field.org'),
      key: 'org',
      width: 160,
      ellipsis: true,
      search: false,
      render: (_, link) => link.staff.orgName ?? '-',
    },
    {
      title: t('constAccount.field.account'),
      dataIndex: 'account',
      width: 200,
      ellipsis: true,
      ...keyword('constAccount.search.placeholder'),
      render: (_, link) => (
        <>
          {userLabel(link.account)}
          {link.account.status !== 1 && (
            <Tag style={{ marginInlineStart: 6 }} title={t('constAccount.disabled.hint')}>
              {t('constAccount.disabled')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('constAccount.field.validFrom'), dataIndex: 'validFrom', width: 150, search: false, render: (_, link) => time(link.validFrom, 'constAccount.validFrom.none') },
    { title: t('constAccount.field.validTo'), dataIndex: 'validTo', width: 150, search: false, render: (_, link) => time(link.validTo, 'constAccount.validTo.none') },
    {
      title: t('constAccount.field.state'),
      dataIndex: 'state',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(ACCOUNT_LINK_STATES.map((state) => [state, { text: t(`constAccount.state.${state}`) }])),
      render: (_, link) => <Tag color={STATE_COLORS[link.state]}>{t(`constAccount.state.${link.state}`)}</Tag>,
    },
    { title: t('constAccount.field.remark'), dataIndex: 'remark', width: 200, ellipsis: true, search: false, render: (_, link) => link.remark || '-' },
    {
      title: t('constAccount.field.createdBy'),
      key: 'createdBy',
      width: 160,
      ellipsis: true,
      search: false,
      render: (_, link) => (link.createdBy ? userLabel(link.createdBy) : '-'),
    },
    { title: t('constAccount.field.createdAt'), dataIndex: 'createdAt', width: 150, search: false, render: (_, link) => formatDateTime(link.createdAt) },
    {
      title: t('constAccount.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 120,
      hideInTable: !admin,
      render: (_, link) =>
        [
          can(`${ACCOUNT_LINK_MODULE}:update`) && (
            <ActionLink key="edit" onClick={() => setEditing(link)} data-testid={`link-edit-${keyOf(link)}`}>
              {t('constAccount.edit.short')}
            </ActionLink>
          ),
          can(`${ACCOUNT_LINK_MODULE}:delete`) && (
            <Popconfirm
              key="delete"
              title={t('constAccount.delete.confirm', { staff: userLabel(link.staff), account: userLabel(link.account) })}
              description={t('constAccount.delete.hint')}
              okText={t('constAccount.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('constAccount.cancel')}
              onConfirm={() => remove(link)}
            >
              <ActionLink data-testid={`link-delete-${keyOf(link)}`}>{t('constAccount.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      {userId !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('constAccount.filter.user', { name: userName })}
          action={
            <Button size="small" type="link" onClick={() => setSearchParams({})}>
              {t('constAccount.filter.clear')}
            </Button>
          }
        />
      )}
      <ProTable<AccountLink>
        rowKey={keyOf}
        actionRef={actionRef}
        headerTitle={t('constAccount.title')}
        tooltip={t('constAccount.hint')}
        columns={columns}
        params={{ userId }}
        scroll={{ x: 1600 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('constAccount.empty')} /> }}
        toolBarRender={() =>
          admin && can(`${ACCOUNT_LINK_MODULE}:create`)
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {t('constAccount.new')}
                </Button>,
              ]
            : []
        }
        request={async (params) => {
          const { list, total } = await fetchAccountLinks(linkQuery(params as LinkSearch, userId));
          return { data: list, total, success: true };
        }}
      />
      <LinkForm
        open={editing !== undefined}
        link={editing === 'new' ? undefined : editing}
        staff={userId !== undefined ? { value: userId, label: userName } : undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </div>
  );
}
