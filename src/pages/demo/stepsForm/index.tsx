/** Gallery: StepsForm, a reimbursement entered in three steps (/demo/stepsForm). */
import { ProFormDigit, ProFormList, ProFormSelect, ProFormText, StepsForm } from '@ant-design/pro-components';
import { Button, Result } from 'antd';
import { useState } from 'react';
import FormTreeSelect from '@/components/FormTreeSelect';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import PropertyGrid from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import { centsText } from '@/utils/money';
import { COST_CENTRES } from '../forms/utils';
import { STEPS_FORM_PROPS } from './props';
import { CATEGORIES, invoiceCount, totalCents, type ReimbursementDraft } from './utils';
import messages from './messages';

export default function StepsFormDemo() {
  const t = usePageT(messages);
  const [draft, setDraft] = useState<ReimbursementDraft>({});
  const [done, setDone] = useState<string>();
  // A new key starts the form over, empty, at its first step.
  const [round, setRound] = useState(0);
  const keep = async (values: ReimbursementDraft) => {
    setDraft((current) => ({ ...current, ...values }));
    return true;
  };

  return (
    <GalleryPage title={t('demoStepsForm.title')} whenToUse={t('demoStepsForm.whenToUse')} props={STEPS_FORM_PROPS}>
      <Variant title={t('demoStepsForm.reimbursement')} description={t('demoStepsForm.reimbursement.description')}>
        {done ? (
          <Result
            status="success"
            title={done}
            extra={
              <Button
                type="primary"
                onClick={() => {
                  setDone(undefined);
                  setDraft({});
                  setRound(round + 1);
                }}
              >
                {t('demoStepsForm.again')}
              </Button>
            }
          />
        ) : (
          <StepsForm<ReimbursementDraft>
            key={round}
            stepsProps={{ responsive: true }}
            submitter={{
              render: (props) => {
                const step = props.step;
                return [
                  step > 0 && (
                    <Button key="previous" onClick={() => props.onPre?.()}>
                      {t('demoStepsForm.previous')}
                    </Button>
                  ),
                  <Button key="next" type="primary" onClick={() => props.onSubmit?.()}>
                    {step === 2 ? t('demoStepsForm.submit') : t('demoStepsForm.next')}
                  </Button>,
                ];
              },
            }}
            onFinish={async (values) => {
              setDone(t('demoStepsForm.done', { total: centsText(totalCents({ ...draft, ...values }.lines)) }));
              return true;
            }}
          >
            <StepsForm.StepForm<ReimbursementDraft> name="basic" title={t('demoStepsForm.step.basic')} layout="vertical" onFinish={keep}>
              <ProFormText
                name="purpose"
                label={t('demoStepsForm.field.purpose')}
                width="lg"
                rules={[{ required: true, whitespace: true, message: t('demoStepsForm.field.purpose.required') }]}
              />
              <FormTreeSelect
                name="costCentre"
                label={t('demoStepsForm.field.costCentre')}
                treeData={COST_CENTRES}
                rules={[{ required: true, message: t('demoStepsForm.field.costCentre.required') }]}
              />
            </StepsForm.StepForm>
            <StepsForm.StepForm<ReimbursementDraft>
              name="lines"
              title={t('demoStepsForm.step.lines')}
              layout="vertical"
              initialValues={{ lines: [{ category: 'travel', invoices: 1 }] }}
              onFinish={keep}
            >
              <ProFormList name="lines" min={1} creatorButtonProps={{ creatorButtonText: t('demoStepsForm.addLine') }}>
                <ProFormSelect
                  name="category"
                  label={t('demoStepsForm.field.category')}
                  width="sm"
                  options={CATEGORIES.map((category) => ({ value: category, label: t(`demoStepsForm.category.${category}`) }))}
                  rules={[{ required: true, message: t('demoStepsForm.field.category.required') }]}
                />
                <ProFormDigit
                  name="amount"
                  label={t('demoStepsForm.field.amount')}
                  width="sm"
                  min={0.01}
                  fieldProps={{ precision: 2 }}
                  rules={[{ required: true, message: t('demoStepsForm.field.amount.required') }]}
                />
                <ProFormDigit name="invoices" label={t('demoStepsForm.field.invoices')} width="xs" min={0} fieldProps={{ precision: 0 }} />
              </ProFormList>
            </StepsForm.StepForm>
            <StepsForm.StepForm<ReimbursementDraft> name="confirm" title={t('demoStepsForm.step.confirm')} layout="vertical">
              <PropertyGrid
                bordered
                size="small"
                column={{ xs: 1, md: 2 }}
                data-testid="steps-summary"
                rows={[
                  { key: 'purpose', label: t('demoStepsForm.field.purpose'), value: draft.purpose },
                  { key: 'costCentre', label: t('demoStepsForm.field.costCentre'), value: draft.costCentre },
                  { key: 'total', label: t('demoStepsForm.summary.total'), value: centsText(totalCents(draft.lines)) },
                  { key: 'lines', label: t('demoStepsForm.summary.lines'), value: draft.lines?.length ?? 0 },
                  { key: 'invoices', label: t('demoStepsForm.summary.invoices'), value: invoiceCount(draft.lines) },
                ]}
              />
              <ProFormText
                name="payee"
                label={t('demoStepsForm.field.payee')}
                width="md"
                rules={[{ required: true, whitespace: true, message: t('demoStepsForm.field.payee.required') }]}
              />
              <ProFormText
                name="bankAccount"
                label={t('demoStepsForm.field.bankAccount')}
                width="md"
                rules={[{ required: true, whitespace: true, message: t('demoStepsForm.field.bankAccount.required') }]}
              />
            </StepsForm.StepForm>
          </StepsForm>
        )}
      </Variant>
    </GalleryPage>
  );
}
