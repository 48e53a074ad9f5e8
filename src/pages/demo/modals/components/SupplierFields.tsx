/** The supplier's fields, the same in the new dialog and the edit drawer. */
import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import { PAYMENT_DAYS } from '../utils';
import messages from '../messages';

const TAX_NO = /^[0-9A-Z]{18}$/;

export default function SupplierFields() {
  const t = usePageT(messages);
  return (
    <>
      <ProFormText name="supplierNo" label={t('demoModals.field.supplierNo')} rules={[{ required: true, whitespace: true, message: t('demoModals.field.supplierNo.required') }]} />
      <ProFormText name="name" label={t('demoModals.field.name')} rules={[{ required: true, whitespace: true, message: t('demoModals.field.name.required') }]} />
      <ProFormText name="taxNo" label={t('demoModals.field.taxNo')} rules={[{ pattern: TAX_NO, message: t('demoModals.field.taxNo.pattern') }]} />
      <ProFormText name="bank" label={t('demoModals.field.bank')} />
      <ProFormSelect
        name="paymentDays"
        label={t('demoModals.field.paymentDays')}
        options={PAYMENT_DAYS.map((days) => ({ value: days, label: t('demoModals.paymentDays', { days }) }))}
      />
    </>
  );
}
