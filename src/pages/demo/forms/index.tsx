/** Gallery: the product's form fields and rules in a ProForm (/demo/forms). */
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { repeatsField } from '@/utils/formRules';
import ReimbursementForm from './components/ReimbursementForm';
import { FORMS_PROPS } from './props';
import messages from './messages';

export default function FormsDemo() {
  const t = usePageT(messages);

  return (
    <GalleryPage title={t('demoForms.title')} whenToUse={t('demoForms.whenToUse')} props={FORMS_PROPS}>
      <Variant title={t('demoForms.reimbursement')} description={t('demoForms.reimbursement.description')}>
        <ReimbursementForm />
      </Variant>
      <Variant title={t('demoForms.password')} description={t('demoForms.password.description')}>
        <ProForm
          layout="vertical"
          style={{ maxWidth: 360 }}
          submitter={{ searchConfig: { submitText: t('demoForms.save'), resetText: t('demoForms.reset') } }}
          onFinish={async () => {
            message.success(t('demoForms.password.ok'));
            return true;
          }}
        >
          <ProFormText.Password
            name="password"
            label={t('demoForms.field.newPassword')}
            rules={[{ required: true, message: t('demoForms.field.newPassword.required') }]}
          />
          <ProFormText.Password
            name="confirm"
            label={t('demoForms.field.confirmPassword')}
            dependencies={['password']}
            rules={[repeatsField('password', t('demoForms.field.confirmPassword.mismatch'))]}
          />
        </ProForm>
      </Variant>
    </GalleryPage>
  );
}
