/** A reimbursement's lines edited in place and saved with the form; the total follows the amounts. */
import { ProForm, type ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import EditableTable, { ERRORS_UNDER_CELL } from '@/components/EditableTable';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { EXPENSE_TYPES, INITIAL_LINES, invoiceNoProblem, linesTotal, newRowKey, type ExpenseLine } from '../utils';
import messages from '../messages';

function Total() {
  const t = usePageT(messages);
  const form = ProForm.useFormInstance();
  const lines = ProForm.useWatch('lines', form) as ExpenseLine[] | undefined;
  return <Typography.Text strong>{t('testTable.total', { total: linesTotal(lines).toFixed(2) })}</Typography.Text>;
}

export default function ExpenseLines() {
  const t = usePageT(messages);
  const columns: ProColumns<ExpenseLine>[] = [
    {
      title: t('testTable.expenseType'),
      dataIndex: 'expenseType',
      valueType: 'select',
      width: 140,
      fieldProps: {
        placeholder: t('testTable.expenseType.placeholder'),
        options: EXPENSE_TYPES.map((type) => ({ value: type, label: t(`testTable.expenseType.${type}`) })),
      },
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, message: t('testTable.expenseType.required') }] },
    },
    {
      title: t('testTable.invoiceNo'),
      dataIndex: 'invoiceNo',
      width: 220,
      fieldProps: { placeholder: t('testTable.invoiceNo.placeholder') },
      formItemProps: {
        ...ERRORS_UNDER_CELL,
        rules: [
          {
            validator: (_: unknown, value: string | undefined) => {
              const problem = invoiceNoProblem(value);
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ],
      },
    },
    {
      title: t('testTable.amount'),
      dataIndex: 'amount',
      valueType: 'digit',
      width: 140,
      fieldProps: { min: 0.01, precision: 2, placeholder: t('testTable.amount.placeholder'), style: { width: '100%' } },
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, message: t('testTable.amount.required') }] },
    },
    { title: t('testTable.note'), dataIndex: 'note', fieldProps: { placeholder: t('testTable.note.placeholder'), maxLength: 100 } },
  ];

  return (
    <ProForm<{ lines: ExpenseLine[] }>
      initialValues={{ lines: INITIAL_LINES }}
      submitter={{ searchConfig: { submitText: t('testTable.save'), resetText: t('testTable.reset') } }}
      onFinish={async ({ lines }) => {
        message.success(t('testTable.saved', { count: lines.length, total: linesTotal(lines).toFixed(2) }));
        return true;
      }}
    >
      <EditableTable<ExpenseLine>
        name="lines"
        title={t('testTable.lines')}
        columns={columns}
        newRow={() => ({ key: newRowKey() })}
        addText={t('testTable.lines.add')}
        emptyText={t('testTable.lines.empty')}
        deleteConfirm={t('testTable.lines.delete.confirm')}
        rules={[{ type: 'array', min: 1, message: t('testTable.lines.required') }]}
      />
      <div style={{ margin: '8px 0 16px', textAlign: 'right' }}>
        <Total />
      </div>
    </ProForm>
  );
}
