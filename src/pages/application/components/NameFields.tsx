/** The Chinese and English name fields shared by the system and application forms. */
import { ProFormText } from '@ant-design/pro-components';
import useT from '@/hooks/useT';
import { SYSTEM_NAME_MAX } from '../../../../server/plugins/systems/constants';

export default function NameFields() {
  const t = useT();
  const maxRule = { max: SYSTEM_NAME_MAX, message: t('application.field.max', { max: SYSTEM_NAME_MAX }) };
  return (
    <>
      <ProFormText
        name="name"
        label={t('application.field.name')}
        rules={[{ required: true, whitespace: true, message: t('application.field.name.required') }, maxRule]}
      />
      <ProFormText name="nameEn" label={t('application.field.nameEn')} rules={[maxRule]} />
    </>
  );
}
