/**
 * /Inte (module integration): the clients other systems call the API with. Each has one key,
 * shown once when the client is made or its key rotated (the old key works on for the grace
 * period asked), scopes, the addresses it may call from, a rate limit and a switch. Revoking ends
 * both keys for good; deleting removes the client. Buttons follow the caller's rights; the server
 * checks them again.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  deleteIntegration,
  fetchIntegrations,
  revokeIntegration,
  setIntegrationEnabled,
  type Integration,
  type IntegrationKeyShown,
} from '@/services/integrations';
import { formatDateTime } from '@/utils/messages';
import { INTEGRATION_KEYWORD_MAX, INTEGRATION_STATES } from '../../../server/plugins/integrations/constants';
import ClientForm from './components/ClientForm';
import KeyDialog, { type ShownKey } from './components/KeyDialog';
import RotateForm from './components/RotateForm';
import { STATE_COLORS, integrationQuery, type IntegrationSearch } from './utils';
import messages from './messages';

export default function IntegrationsPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const [form, setForm] = useState<{ item?: Integration }>();
  const [rotating, setRotating] = useState<Integration>();
  const [shown, setShown] = useState<ShownKey>();
  const reload = () => actionRef.current?.reload();

  /** Runs a change and says what it did; a refusal is shown by the request client. */
  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
    } catch {
      return;
    }
    message.success(done);
    reload();
  }

  function keyShown(made: IntegrationKeyShown, rotated: boolean) {
    setForm(undefined);
    setRotating(undefined);
    setShown({ name: made.item.name, key: made.key, ...(rotated && { oldKeyUntil: made.item.previousKeyExpiresAt }) });
    reload();
  }

  const columns: ProColumns<Integration>[] = [
    {
      title: t('integration.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { maxLength: INTEGRATION_KEYWORD_MAX, placeholder: t('integration.keyword.placeholder') },
    },
    { title: t('integration.field.name'), dataIndex: 'name', width: 180, ellipsis: true, search: false },
    { title: t('integration.field.sourceSystem'), dataIndex: 'sourceSystem', width: 120, ellipsis: true, search: false },
    {
      title: t('integration.field.scopes'),
      dataIndex: 'scopes',
      width: 200,
      search: false,
      render: (_, item) => (
        <Space size={[4, 4]} wrap>
          {item.scopes.map((scope) => (
            <Tooltip key={scope} title={scope}>
              <Tag color="blue">{t(`integration.scope.${scope}`)}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      title: t('integration.field.allowedAddresses'),
      dataIndex: 'allowedAddresses',
      width: 200,
      ellipsis: true,
      search: false,
      render: (_, item) =>
        item.allowedAddresses.length ? (
          <Typography.Text ellipsis={{ tooltip: item.allowedAddresses.join(', ') }} style={{ width: 180 }}>
            {item.allowedAddresses.join(', ')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('integration.addresses.any')}</Typography.Text>
        ),
    },
    {
      title: t('integration.field.rateLimitPerMinute'),
      dataIndex: 'rateLimitPerMinute',
      width: 120,
      search: false,
      render: (_, item) => t('integration.rateLimit.value', { count: item.rateLimitPerMinute }),
    },
    {
      title: t('integration.field.enabled'),
      dataIndex: 'enabled',
      width: 90,
      search: false,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.enabled}
          disabled={!can('integration:update') || item.state === 'revoked'}
          aria-label={`${t('integration.field.enabled')} ${item.name}`}
          onChange={(enabled) =>
            run(() => setIntegrationEnabled(item.id, enabled), t(enabled ? 'integration.enabled.on' : 'integration.enabled.off', { name: item.name }))
          }
        />
      ),
    },
    {
      title: t('integration.field.keyPrefix'),
      dataIndex: 'keyPrefix',
      width: 150,
      search: false,
      render: (_, item) => <Typography.Text code>{`${item.keyPrefix}…`}</Typography.Text>,
    },
    {
      title: t('integration.field.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 150,
      search: false,
      render: (_, item) => (item.lastUsedAt ? formatDateTime(item.lastUsedAt) : t('integration.neverUsed')),
    },
    {
      title: t('integration.field.rotatedAt'),
      dataIndex: 'rotatedAt',
      width: 170,
      search: false,
      render: (_, item) =>
        item.rotatedAt ? (
          <Tooltip title={item.previousKeyExpiresAt ? t('integration.oldKeyUntil', { time: formatDateTime(item.previousKeyExpiresAt) }) : undefined}>
            <span>
              {formatDateTime(item.rotatedAt)}
              {item.previousKeyExpiresAt && <Tag style={{ marginInlineStart: 4 }}>{t('integration.oldKeyValid')}</Tag>}
            </span>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      title: t('integration.field.state'),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(INTEGRATION_STATES.map((state) => [state, { text: t(`integration.state.${state}`) }])),
      render: (_, item) => <Tag color={STATE_COLORS[item.state]}>{t(`integration.state.${item.state}`)}</Tag>,
    },
    {
      title: t('integration.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 220,
      render: (_, item) =>
        [
          can('integration:update') && (
            <Button key="edit" type="link" size="small" onClick={() => setForm({ item })} data-testid={`client-edit-${item.id}`}>
              {t('integration.edit')}
            </Button>
          ),
          can('integration:update') && item.state !== 'revoked' && (
            <Button key="rotate" type="link" size="small" onClick={() => setRotating(item)} data-testid={`client-rotate-${item.id}`}>
              {t('integration.rotate')}
            </Button>
          ),
          can('integration:update') && item.state !== 'revoked' && (
            <Popconfirm
              key="revoke"
              title={t('integration.revoke.confirm', { name: item.name })}
              description={t('integration.revoke.hint')}
              okText={t('integration.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('integration.cancel')}
              onConfirm={() => run(() => revokeIntegration(item.id), t('integration.revoke.success', { name: item.name }))}
            >
              <Button type="link" size="small" danger data-testid={`client-revoke-${item.id}`}>
                {t('integration.revoke')}
              </Button>
            </Popconfirm>
          ),
          can('integration:delete') && (
            <Popconfirm
              key="delete"
              title={t('integration.delete.confirm', { name: item.name })}
              description={t('integration.delete.hint')}
              okText={t('integration.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('integration.cancel')}
              onConfirm={() => run(() => deleteIntegration(item.id), t('integration.delete.success', { name: item.name }))}
            >
              <Button type="link" size="small" danger data-testid={`client-delete-${item.id}`}>
                {t('integration.delete')}
              </Button>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<Integration>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('integration.title')}
        columns={columns}
        scroll={{ x: 1700 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('integration.empty')} /> }}
        request={async (params) => {
          const { list, total } = await fetchIntegrations(integrationQuery(params as IntegrationSearch));
          return { data: list, total, success: true };
        }}
        toolBarRender={() =>
          can('integration:create')
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({})} data-testid="client-new">
                  {t('integration.new')}
                </Button>,
              ]
            : []
        }
      />
      <ClientForm
        open={form !== undefined}
        item={form?.item}
        onClose={() => setForm(undefined)}
        onCreated={(made) => keyShown(made, false)}
        onSaved={() => {
          setForm(undefined);
          reload();
        }}
      />
      <RotateForm item={rotating} onClose={() => setRotating(undefined)} onRotated={(made) => keyShown(made, true)} />
      <KeyDialog shown={shown} onClose={() => setShown(undefined)} formatTime={formatDateTime} />
    </div>
  );
}
