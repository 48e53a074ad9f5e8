/**
 * A rule's conditions, edited in place inside the rule form: the field picks the operators that
 * fit it, the operator the value's input. A cell the server refused shows its message under it
 * (the form sets it: see RuleForm).
 */
import type { ProColumns } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import EditableTable, { ERRORS_UNDER_CELL } from '@/components/EditableTable';
import usePageT from '@/hooks/usePageT';
import type { TaskRuleFields } from '@/services/taskRules';
import { CONDITION_FIELDS, RULE_CONDITIONS_MAX, type ConditionField } from '../../../../server/plugins/taskRules/constants';
import { conditionValueProblem, newConditionKey, operatorsOf, valueInputOf, type ConditionRow } from '../utils';
import ConditionValueInput from './ConditionValueInput';
import messages from '../messages';

const NAME = 'conditions';

/** The form's current row at an index. */
const rowAt = (form: FormInstance, index: number): ConditionRow => form.getFieldValue([NAME, index]) ?? { key: '' };

export default function ConditionsTable({ fields, title }: { fields: TaskRuleFields; title: string }) {
  const t = usePageT(messages);
  const fieldOptions = (Object.keys(CONDITION_FIELDS) as ConditionField[]).map((field) => ({ value: field, label: t(`taskRule.conditionField.${field}`) }));
  const clear = (tableForm: FormInstance, rowName: (string | number)[], ...columns: string[]) =>
    columns.forEach((column) => tableForm.setFieldValue([...rowName, column], undefined));

  const columns: ProColumns<ConditionRow>[] = [
    {
      title: t('taskRule.condition.field'),
      dataIndex: 'field',
      width: '24%',
      valueType: 'select',
      fieldProps: (tableForm: FormInstance, { rowKey }: { rowKey: (string | number)[] }) => ({
        options: fieldOptions,
        placeholder: t('taskRule.condition.field.placeholder'),
        // Another field: the operator and the value may no longer fit.
        onChange: () => clear(tableForm, rowKey, 'operator', 'value'),
      }),
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, message: t('taskRule.condition.field.required') }] },
    },
    {
      title: t('taskRule.condition.operator'),
      dataIndex: 'operator',
      width: '20%',
      valueType: 'select',
      fieldProps: (tableForm: FormInstance, { rowKey, rowIndex }: { rowKey: (string | number)[]; rowIndex: number }) => ({
        options: operatorsOf(rowAt(tableForm, rowIndex).field).map((operator) => ({ value: operator, label: t(`taskRule.operator.${operator}`) })),
        placeholder: t('taskRule.condition.operator.placeholder'),
        // One value, a list or a range: the value is typed again.
        onChange: () => clear(tableForm, rowKey, 'value'),
      }),
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, message: t('taskRule.condition.operator.required') }] },
    },
    {
      title: t('taskRule.condition.value'),
      dataIndex: 'value',
      formItemProps: (tableForm: FormInstance, { rowIndex }: { rowIndex: number }) => ({
        ...ERRORS_UNDER_CELL,
        rules: [
          {
            validator: (_: unknown, value: ConditionRow['value']) => {
              const problem = conditionValueProblem({ ...rowAt(tableForm, rowIndex), value });
              return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
            },
          },
        ],
      }),
      renderFormItem: (schema, _config, tableForm) => {
        const row = rowAt(tableForm, (schema as { index?: number }).index ?? 0);
        return <ConditionValueInput input={valueInputOf(row.field, row.operator)} taskTypes={fields.taskTypes} />;
      },
    },
  ];

  return (
    <EditableTable<ConditionRow>
      name={NAME}
      title={title}
      tooltip={t('taskRule.field.conditions.tooltip')}
      columns={columns}
      newRow={() => ({ key: newConditionKey() })}
      addText={t('taskRule.condition.add')}
      emptyText={t('taskRule.conditions.empty')}
      deleteConfirm={t('taskRule.condition.delete.confirm')}
      max={RULE_CONDITIONS_MAX}
      rules={[{ type: 'array', min: 1, message: t('taskRule.conditions.required') }]}
      actionWidth={70}
    />
  );
}
