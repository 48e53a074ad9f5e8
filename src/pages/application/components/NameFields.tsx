/** The Chinese and English name fields shared by the system and application forms. */
import { ProFormText } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import { SYSTEM_NAME_MAX } from '../../../../server/plugins/systems/constants';
import messages from '../messages';

export default function NameFields() {
  const t = usePageT(messages);
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
