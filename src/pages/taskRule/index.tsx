/**
 * /taskRule: the dispatch rules within the caller's data scope, in the order they are tried.
 * Each row shows its conditions, whom it dispatches to and how, the cap and the owner; a switch
 * enables or disables it, edit and detail open their own tabs, delete asks first.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Empty, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { deleteTaskRule, fetchTaskRuleFields, fetchTaskRules, setTaskRuleEnabled, type TaskRule } from '@/services/taskRules';
import { formatDateTime } from '@/utils/messages';
import { rulesChanged, useRulesChanged } from './components/changes';
import { ruleAddPath, ruleDetailPath, ruleModifyPath } from './components/navigation';
import { conditionText } from './utils';
import messages from './messages';

/** The list's filters as the form holds them. */
interface Filters {
  name?: string;
  enabled?: string;
}

const SHOWN_TARGETS = 3;

export default function TaskRulePage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();
  useRulesChanged(reload);
  // Task types' names for the conditions; the codes serve until they arrive.
  const { data: fields } = useRequest(fetchTaskRuleFields, { onError: () => {} });
  const [switching, setSwitching] = useState<number | null>(null);

  const typeNames = new Map((fields?.taskTypes ?? []).map((type) => [type.code, type.name]));
  const labels = {
    field: (field: string) => t(`taskRule.conditionField.${field}`),
    operator: (operator: string) => t(`taskRule.operator.${operator}`),
    taskType: (code: string) => typeNames.get(code) ?? code,
  };

  async function act(run: () => Promise<unknown>, successId: string, rule: TaskRule) {
    try {
      await run();
    } catch {
      return; // Shown by the request client.
    }
    message.success(t(successId, { name: rule.name }));
    rulesChanged();
  }

  async function toggle(rule: TaskRule, enabled: boolean) {
    setSwitching(rule.id);
    try {
      await act(() => setTaskRuleEnabled(rule.id, enabled), enabled ? 'taskRule.enable.success' : 'taskRule.disable.success', rule);
    } finally {
      setSwitching(null);
    }
  }

  const columns: ProColumns<TaskRule>[] = [
    { title: t('taskRule.field.sort'), dataIndex: 'sort', width: 70, search: false },
    {
      title: t('taskRule.field.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      render: (_, rule) => <ActionLink onClick={() => history.push(ruleDetailPath(rule.id))}>{rule.name}</ActionLink>,
    },
    {
      title: t('taskRule.field.conditions'),
      dataIndex: 'conditions',
      width: 300,
      search: false,
      render: (_, rule) => {
        const texts = rule.conditions.map((condition) => conditionText(condition, labels));
        return (
          <Tooltip title={texts.join('；')}>
            <Typography.Text ellipsis style={{ maxWidth: 280 }}>
              {texts.join('；')}
            </Typography.Text>
          </Tooltip>
        );
      },
    },
    {
      title: t('taskRule.field.targets'),
      dataIndex: 'targets',
      width: 240,
      search: false,
      render: (_, rule) => {
        const names = rule.targets.map((target) => target.name);
        return (
          <Tooltip title={names.join(', ')}>
            <Space size={[2, 2]} wrap>
              <Typography.Text type="secondary">{t(`taskRule.targetKind.${rule.targetKind}`)}:</Typography.Text>
              {rule.targets.slice(0, SHOWN_TARGETS).map((target) => (
                <Tag key={target.id} style={{ marginInlineEnd: 0 }}>
                  {target.name}
                </Tag>
              ))}
              {names.length > SHOWN_TARGETS && <Typography.Text type="secondary">{t('taskRule.more', { count: names.length - SHOWN_TARGETS })}</Typography.Text>}
            </Space>
          </Tooltip>
        );
      },
    },
    {
      title: t('taskRule.field.strategy'),
      dataIndex: 'strategy',
      width: 120,
      search: false,
      render: (_, rule) => t(`taskRule.strategy.${rule.strategy}`),
    },
    {
      title: t('taskRule.field.cap'),
      dataIndex: 'cap',
      width: 90,
      search: false,
      render: (_, rule) => rule.cap ?? t('taskRule.cap.none'),
    },
    {
      title: t('taskRule.field.owner'),
      dataIndex: 'owner',
      width: 110,
      ellipsis: true,
      search: false,
      render: (_, rule) => rule.owner?.name ?? '-',
    },
    {
      title: t('taskRule.field.enabled'),
      dataIndex: 'enabled',
      width: 90,
      valueType: 'select',
      valueEnum: { true: { text: t('taskRule.enabled.on') }, false: { text: t('taskRule.enabled.off') } },
      render: (_, rule) =>
        can('taskRule:update') ? (
          <Switch
            size="small"
            checked={rule.enabled}
            loading={switching === rule.id}
            aria-label={t('taskRule.enabled.label', { name: rule.name })}
            onChange={(checked) => toggle(rule, checked)}
          />
        ) : (
          <Tag color={rule.enabled ? 'green' : 'default'}>{t(rule.enabled ? 'taskRule.enabled.on' : 'taskRule.enabled.off')}</Tag>
        ),
    },
    {
      title: t('taskRule.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      search: false,
      render: (_, rule) => formatDateTime(rule.updatedAt),
    },
    {
      title: t('taskRule.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 150,
      render: (_, rule) =>
        [
          <ActionLink key="detail" onClick={() => history.push(ruleDetailPath(rule.id))}>
            {t('taskRule.detail')}
          </ActionLink>,
          can('taskRule:update') && (
            <ActionLink key="edit" onClick={() => history.push(ruleModifyPath(rule.id))}>
              {t('taskRule.edit')}
            </ActionLink>
          ),
          can('taskRule:delete') && (
            <Popconfirm
              key="delete"
              title={t('taskRule.delete.confirm', { name: rule.name })}
              description={t('taskRule.delete.hint')}
              okText={t('taskRule.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('taskRule.cancel')}
              onConfirm={() => act(() => deleteTaskRule(rule.id), 'taskRule.delete.success', rule)}
            >
              <ActionLink>{t('taskRule.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Alert type="info" showIcon message={t('taskRule.hint')} style={{ marginBottom: 16 }} />
      <ProTable<TaskRule, Filters>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('taskRule.title')}
        columns={columns}
        scroll={{ x: 1500 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskRule.empty')} /> }}
        request={async (params) => {
          const { list, total } = await fetchTaskRules({
            current: params.current,
            pageSize: params.pageSize,
            name: params.name?.trim() || undefined,
            enabled: params.enabled === 'true' || params.enabled === 'false' ? params.enabled : undefined,
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('taskRule:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(ruleAddPath())}>
              {t('taskRule.new')}
            </Button>
          ),
        ]}
      />
    </div>
  );
}
