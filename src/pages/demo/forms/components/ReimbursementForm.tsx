/** The reimbursement form of the forms page: our fields and rules in a two-column ProForm. */
import { ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Col, Typography } from 'antd';
import { useState } from 'react';
import { ProFormDict } from '@/components/DictSelect';
import FormTreeSelect from '@/components/FormTreeSelect';
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import type { PickedPerson } from '@/utils/people';
import { DICT } from '../../../../../server/plugins/dictionary/constants';
import {
  AMOUNT_MAX,
  COST_CENTRES,
  TITLE_MAX,
  amountProblem,
  reimbursementPayload,
  type ReimbursementValues,
} from '../utils';
import messages from '../messages';

export default function ReimbursementForm() {
  const t = usePageT(messages);
  const [sent, setSent] = useState<string>();
  return (
    <>
      <ProForm<ReimbursementValues>
        layout="vertical"
        grid
        colProps={{ xs: 24, md: 12 }}
        submitter={{ searchConfig: { submitText: t('demoForms.save'), resetText: t('demoForms.reset') } }}
        onFinish={async (values) => {
          setSent(JSON.stringify(reimbursementPayload(values)));
          return true;
        }}
      >
        <ProFormText
          name="title"
          label={t('demoForms.field.title')}
          placeholder={t('demoForms.field.title.placeholder')}
          rules={[
            { required: true, whitespace: true, message: t('demoForms.field.title.required') },
            { max: TITLE_MAX, message: t('demoForms.field.title.max', { max: TITLE_MAX }) },
          ]}
        />
        <ProFormDigit
          name="amount"
          label={t('demoForms.field.amount')}
          fieldProps={{ precision: 2, style: { width: '100%' } }}
          rules={[
            {
              required: true,
              validator: (_: unknown, value: unknown) => {
                const problem = amountProblem(value);
                return problem
                  ? Promise.reject(
                      new Error(t(`demoForms.field.amount.${problem}`, { max: AMOUNT_MAX.toLocaleString() })),
                    )
                  : Promise.resolve();
              },
            },
          ]}
        />
        <FormTreeSelect
          name="costCentre"
          label={t('demoForms.field.costCentre')}
          placeholder={t('demoForms.field.costCentre.placeholder')}
          treeData={COST_CENTRES}
          rules={[{ required: true, message: t('demoForms.field.costCentre.required') }]}
        />
        <ProFormDict
          name="priority"
          label={t('demoForms.field.priority')}
          code={DICT.taskPriority}
          fieldProps={{ allowClear: true }}
        />
        {/* A form item of our own in a grid form takes its column itself, as FormTreeSelect does. */}
        <Col span={24}>
          <ProForm.Item name="approver" label={t('demoForms.field.approver')}>
            <ApproverField />
          </ProForm.Item>
        </Col>
      </ProForm>
      {sent && (
        <Typography.Paragraph data-testid="forms-sent" code>
          {t('demoForms.submitted', { payload: sent })}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** UserPicker as a form control: ProForm.Item hands it value and onChange. */
function ApproverField({
  value,
  onChange,
}: {
  value?: PickedPerson | null;
  onChange?: (value: PickedPerson | null) => void;
}) {
  return <UserPicker value={value ?? null} onChange={(_, picked) => onChange?.(picked ?? null)} />;
}
