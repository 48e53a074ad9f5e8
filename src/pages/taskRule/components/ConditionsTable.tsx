/**
 * A rule's conditions, edited in place inside the rule form: every row is always open; the field
 * picks the operators that fit it, the operator the value's input. "Add condition" adds a row at
 * the end, a row is deleted with a confirmation. A cell the server refused shows its message
 * under it (the form sets it: see RuleForm).
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import type { TaskRuleFields } from '@/services/taskRules';
import { CONDITION_FIELDS, RULE_CONDITIONS_MAX, type ConditionField } from '../../../../server/plugins/taskRules/constants';
import { conditionValueProblem, newConditionKey, operatorsOf, valueInputOf, type ConditionRow } from '../utils';
import ConditionValueInput from './ConditionValueInput';

/**
 * Cell errors show under the cell: by default a popover shows them only once the cell is
 * clicked. (`errorType` is read by the cell but missing from the column typings.)
 */
const ERRORS_UNDER_CELL: object = { errorType: 'default' };

const NAME = 'conditions';

/** The form's current row at an index. */
const rowAt = (form: FormInstance, index: number): ConditionRow => form.getFieldValue([NAME, index]) ?? { key: '' };

export default function ConditionsTable({ fields, title }: { fields: TaskRuleFields; title: string }) {
  const t = useT();
  const form = ProForm.useFormInstance();
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(() =>
    ((form.getFieldValue(NAME) as ConditionRow[] | undefined) ?? []).map((row) => row.key),
  );
  const rows = ProForm.useWatch(NAME, form) as ConditionRow[] | undefined;
  const full = (rows?.length ?? 0) >= RULE_CONDITIONS_MAX;

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
    { title: t('taskRule.action'), valueType: 'option', width: 70 },
  ];

  return (
    <EditableProTable<ConditionRow>
      name={NAME}
      rowKey="key"
      headerTitle={title}
      tooltip={t('taskRule.field.conditions.tooltip')}
      size="small"
      columns={columns}
      recordCreatorProps={
        full
          ? false
          : {
              position: 'bottom',
              // Straight into the form's list: conditions are saved with the rule, not one by one.
              newRecordType: 'dataSource',
              record: () => ({ key: newConditionKey() }),
              creatorButtonText: t('taskRule.condition.add'),
            }
      }
      locale={{ emptyText: t('taskRule.conditions.empty') }}
      formItemProps={{ rules: [{ type: 'array', min: 1, message: t('taskRule.conditions.required') }] }}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        deletePopconfirmMessage: t('taskRule.condition.delete.confirm'),
        deleteText: t('taskRule.delete'),
        actionRender: (_, __, dom) => [dom.delete],
      }}
    />
  );
}
