/** Approval steps with a most-rows limit: at three steps the add button goes away. */
import { ProForm, type ProColumns } from '@ant-design/pro-components';
import EditableTable, { ERRORS_UNDER_CELL } from '@/components/EditableTable';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { APPROVAL_STEPS_MAX, INITIAL_STEPS, newRowKey, type ApprovalStep } from '../utils';
import messages from '../messages';

export default function ApprovalSteps() {
  const t = usePageT(messages);
  const columns: ProColumns<ApprovalStep>[] = [
    {
      title: t('testTable.approver'),
      dataIndex: 'approver',
      fieldProps: { placeholder: t('testTable.approver.placeholder'), maxLength: 50 },
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, whitespace: true, message: t('testTable.approver.required') }] },
    },
    {
      title: t('testTable.limit'),
      dataIndex: 'limit',
      valueType: 'digit',
      width: 180,
      fieldProps: { min: 0, precision: 2, style: { width: '100%' } },
    },
  ];
  return (
    <ProForm<{ steps: ApprovalStep[] }>
      initialValues={{ steps: INITIAL_STEPS }}
      submitter={{ searchConfig: { submitText: t('testTable.save'), resetText: t('testTable.reset') } }}
      onFinish={async ({ steps }) => {
        message.success(t('testTable.steps.saved', { count: steps.length }));
        return true;
      }}
    >
      <EditableTable<ApprovalStep>
        name="steps"
        title={t('testTable.steps')}
        tooltip={t('testTable.steps.tooltip', { max: APPROVAL_STEPS_MAX })}
        columns={columns}
        newRow={() => ({ key: newRowKey() })}
        addText={t('testTable.steps.add')}
        emptyText={t('testTable.steps.empty')}
        deleteConfirm={t('testTable.steps.delete.confirm')}
        max={APPROVAL_STEPS_MAX}
      />
    </ProForm>
  );
}
