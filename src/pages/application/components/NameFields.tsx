/** The Chinese and English name fields shared by the system and application forms. */
import { ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';

export default function NameFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <ProFormText
        name="name"
        label={t('application.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('application.field.name.required') },
          { max: 128, message: t('application.field.max128') },
        ]}
      />
      <ProFormText
        name="nameEn"
        label={t('application.field.nameEn')}
        rules={[{ max: 128, message: t('application.field.max128') }]}
      />
    </>
  );
}
