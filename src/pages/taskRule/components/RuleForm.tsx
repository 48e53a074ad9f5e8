/**
 * The rule form of the add and modify pages: name, order, enabled; whom it dispatches to (named
 * users, a user group or a post); the strategy and the cap per person; the owner; and the
 * conditions in an editable table. Saving sends the whole rule; condition cells the server
 * refuses show its message under them.
 */
import { ProForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Col, Form } from 'antd';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createTaskRule, updateTaskRule, type TaskRule, type TaskRuleFields } from '@/services/taskRules';
import {
  RULE_CAP_MAX,
  RULE_NAME_MAX,
  RULE_SORT_MAX,
  RULE_STRATEGIES,
  RULE_TARGET_KINDS,
  RULE_TARGET_USERS_MAX,
} from '../../../../server/plugins/taskRules/constants';
import { conditionCellName, newRuleValues, rulePayload, ruleValuesOf, serverProblemsOf, type RuleValues } from '../utils';
import { rulesChanged } from './changes';
import ConditionsTable from './ConditionsTable';
import OwnerField from './OwnerField';
import UserTargets from './UserTargets';
import messages from '../messages';

export interface RuleFormProps {
  /** The rule to change; a new one when absent. */
  rule?: TaskRule;
  fields: TaskRuleFields;
  /** After a save, with the rule as saved. */
  onSaved: (rule: TaskRule) => void;
  onCancel: () => void;
}

export default function RuleForm({ rule, fields, onSaved, onCancel }: RuleFormProps) {
  const t = usePageT(messages);
  const [form] = Form.useForm<RuleValues>();

  async function save(values: RuleValues): Promise<boolean> {
    const body = rulePayload({ ...values, conditions: form.getFieldValue('conditions') ?? [] });
    let saved: TaskRule;
    try {
      saved = rule ? await updateTaskRule(rule.id, body) : await createTaskRule(body);
    } catch (error) {
      // The request client shows the server's message; refused conditions are marked in their cells too.
      const problems = serverProblemsOf(error);
      // The cells are named by EditableProTable, outside the form's own type.
      if (problems?.length)
        form.setFields(problems.map((problem) => ({ name: conditionCellName(problem.row, problem.column), errors: [problem.message] })) as never);
      return false;
    }
    message.success(t(rule ? 'taskRule.save.updated' : 'taskRule.save.created', { name: saved.name }));
    rulesChanged();
    onSaved(saved);
    return true;
  }

  const memberOptions = (options: TaskRuleFields['groups']) =>
    options.map((option) => ({ value: option.id, label: t('taskRule.target.members', { name: option.name, count: option.members }), disabled: option.members === 0 }));

  return (
    <ProForm<RuleValues>
      // Field ids are prefixed with the form's name: the list's filters have a name field too.
      name={rule ? `task-rule-${rule.id}` : 'task-rule-new'}
      form={form}
      layout="vertical"
      grid
      rowProps={{ gutter: 16 }}
      initialValues={rule ? ruleValuesOf(rule) : newRuleValues()}
      onFinish={save}
      submitter={{
        searchConfig: { submitText: t('taskRule.save'), resetText: t('taskRule.cancel') },
        resetButtonProps: { onClick: onCancel },
        render: (_, buttons) => <div style={{ display: 'flex', gap: 8 }}>{[...buttons].reverse()}</div>,
      }}
    >
      <ProFormText
        name="name"
        label={t('taskRule.field.name')}
        colProps={{ xs: 24, md: 12 }}
        fieldProps={{ maxLength: RULE_NAME_MAX, showCount: true, placeholder: t('taskRule.field.name.placeholder') }}
        rules={[
          { required: true, whitespace: true, message: t('taskRule.field.name.required') },
          { max: RULE_NAME_MAX, message: t('taskRule.field.name.max', { max: RULE_NAME_MAX }) },
        ]}
      />
      <ProFormDigit
        name="sort"
        label={t('taskRule.field.sort')}
        tooltip={t('taskRule.field.sort.tooltip')}
        colProps={{ xs: 12, md: 6 }}
        min={1}
        max={RULE_SORT_MAX}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
        rules={[{ required: true, message: t('taskRule.field.sort.required', { max: RULE_SORT_MAX }) }]}
      />
      <ProFormSwitch name="enabled" label={t('taskRule.field.enabled')} colProps={{ xs: 12, md: 6 }} />
      <ProFormRadio.Group
        name="targetKind"
        label={t('taskRule.field.targetKind')}
        colProps={{ xs: 24, md: 12 }}
        radioType="button"
        options={RULE_TARGET_KINDS.map((kind) => ({ value: kind, label: t(`taskRule.targetKind.${kind}`) }))}
        fieldProps={{ onChange: () => form.setFieldsValue({ targetId: undefined }) }}
      />
      <ProFormDependency name={['targetKind']}>
        {({ targetKind }) =>
          targetKind === 'users' ? (
            <Col xs={24} md={12}>
              <ProForm.Item
                name="userIds"
                label={t('taskRule.field.users')}
                tooltip={t('taskRule.field.users.tooltip')}
                required
                rules={[
                  { type: 'array', min: 1, message: t('taskRule.field.users.required') },
                  { type: 'array', max: RULE_TARGET_USERS_MAX, message: t('taskRule.field.users.max', { max: RULE_TARGET_USERS_MAX }) },
                ]}
              >
                <UserTargets known={rule?.targetKind === 'users' ? rule.targets : []} />
              </ProForm.Item>
            </Col>
          ) : (
            <ProFormSelect
              key={targetKind}
              name="targetId"
              label={t(targetKind === 'group' ? 'taskRule.field.group' : 'taskRule.field.post')}
              colProps={{ xs: 24, md: 12 }}
              showSearch
              options={memberOptions(targetKind === 'group' ? fields.groups : fields.posts)}
              placeholder={t(targetKind === 'group' ? 'taskRule.field.group.placeholder' : 'taskRule.field.post.placeholder')}
              rules={[{ required: true, message: t(targetKind === 'group' ? 'taskRule.field.group.required' : 'taskRule.field.post.required') }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormRadio.Group
        name="strategy"
        label={t('taskRule.field.strategy')}
        colProps={{ xs: 24, md: 12 }}
        options={RULE_STRATEGIES.map((strategy) => ({ value: strategy, label: t(`taskRule.strategy.${strategy}`) }))}
        extra={
          <ProFormDependency name={['strategy']}>{({ strategy }) => (strategy ? t(`taskRule.strategy.${strategy}.hint`) : null)}</ProFormDependency>
        }
      />
      <ProFormDigit
        name="cap"
        label={t('taskRule.field.cap')}
        tooltip={t('taskRule.field.cap.tooltip')}
        colProps={{ xs: 12, md: 6 }}
        min={1}
        max={RULE_CAP_MAX}
        fieldProps={{ precision: 0, style: { width: '100%' }, placeholder: t('taskRule.field.cap.placeholder') }}
      />
      <Col xs={24} md={12}>
        <ProForm.Item name="ownerId" label={t('taskRule.field.owner')} tooltip={t('taskRule.field.owner.tooltip')}>
          <OwnerField current={rule?.owner} />
        </ProForm.Item>
      </Col>
      <div style={{ width: '100%' }}>
        <ConditionsTable fields={fields} title={t('taskRule.field.conditions')} />
      </div>
    </ProForm>
  );
}
