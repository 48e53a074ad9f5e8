/**
 * /taskRule/detail?id=<id>: one rule as it stands: order, state, whom it dispatches to and how,
 * the cap, the owner and every condition as a sentence; edit and delete for those who may.
 */
import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { deleteTaskRule } from '@/services/taskRules';
import { formatDateTime } from '@/utils/messages';
import { rulesChanged } from '../components/changes';
import { ruleModifyPath, useCloseTo } from '../components/navigation';
import { useRule } from '../components/useRule';
import { conditionText } from '../utils';
import messages from '../messages';

export default function TaskRuleDetailPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const closeTo = useCloseTo();
  const { rule, fields, placeholder } = useRule();

  async function remove() {
    if (!rule) return;
    try {
      await deleteTaskRule(rule.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('taskRule.delete.success', { name: rule.name }));
    rulesChanged();
    closeTo();
  }

  const typeNames = new Map((fields?.taskTypes ?? []).map((type) => [type.code, type.name]));
  const labels = {
    field: (field: string) => t(`taskRule.conditionField.${field}`),
    operator: (operator: string) => t(`taskRule.operator.${operator}`),
    taskType: (code: string) => typeNames.get(code) ?? code,
  };

  return (
    <PageContainer
      title={rule ? rule.name : t('taskRule.detail.title')}
      onBack={() => closeTo()}
      extra={
        rule && (
          <Space>
            {can('taskRule:update') && (
              <Button type="primary" onClick={() => history.push(ruleModifyPath(rule.id))}>
                {t('taskRule.edit')}
              </Button>
            )}
            {can('taskRule:delete') && (
              <Popconfirm
                title={t('taskRule.delete.confirm', { name: rule.name })}
                description={t('taskRule.delete.hint')}
                okText={t('taskRule.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('taskRule.cancel')}
                onConfirm={remove}
              >
                <Button danger>{t('taskRule.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      <ProCard>
        {rule ? (
          <ProDescriptions column={2} bordered size="small">
            <ProDescriptions.Item label={t('taskRule.field.sort')}>{rule.sort}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.enabled')}>
              <Tag color={rule.enabled ? 'green' : 'default'}>{t(rule.enabled ? 'taskRule.enabled.on' : 'taskRule.enabled.off')}</Tag>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.targetKind')}>{t(`taskRule.targetKind.${rule.targetKind}`)}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.targets')}>
              <Space size={[4, 4]} wrap>
                {rule.targets.map((target) => (
                  <Tag key={target.id}>{target.name}</Tag>
                ))}
              </Space>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.strategy')}>{t(`taskRule.strategy.${rule.strategy}`)}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.cap')}>{rule.cap ?? t('taskRule.cap.none')}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.owner')}>{rule.owner?.name ?? '-'}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.org')}>{rule.org?.name ?? '-'}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.createdAt')}>{formatDateTime(rule.createdAt)}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.updatedAt')}>{formatDateTime(rule.updatedAt)}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('taskRule.field.conditions')} span={2}>
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {rule.conditions.map((condition, at) => (
                  // Rows have no id of their own: their place is their name (the form's too).
                  <li key={at}>
                    <Typography.Text>{conditionText(condition, labels)}</Typography.Text>
                  </li>
                ))}
              </ol>
            </ProDescriptions.Item>
          </ProDescriptions>
        ) : (
          placeholder
        )}
      </ProCard>
    </PageContainer>
  );
}
