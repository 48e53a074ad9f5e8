/**
 * Change of the signed-in user's password. The server owns the password policy: its
 * messages are shown on the field they concern (a wrong current password on that field,
 * policy violations on the new password). The client only checks that the new password
 * was typed the same twice.
 */
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { updatePassword } from '@/services/user';
import { passwordErrorOf } from '@/utils/callerError';
import { DEFAULT_ERROR_MESSAGE } from '@/utils/errorDisplay';
import { repeatsField } from '@/utils/formRules';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function ChangePasswordModal({ open, onOpenChange }: ChangePasswordModalProps) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();

  async function submit({ oldPassword, newPassword }: PasswordValues) {
    try {
      await updatePassword({ oldPassword, newPassword });
    } catch (error) {
      const { field, message: text } = passwordErrorOf(error);
      if (field && text) form.setFields([{ name: field, errors: [text] }]);
      else message.error(text || DEFAULT_ERROR_MESSAGE);
      return false;
    }
    message.success(t('header.password.success'));
    return true;
  }

  return (
    <ModalForm<PasswordValues>
      title={t('header.user.changePassword')}
      width={440}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      modalProps={{ afterClose: () => form.resetFields(), maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('header.form.submit'), resetText: t('header.form.cancel') } }}
      onFinish={submit}
    >
      <ProFormText.Password
        name="oldPassword"
        label={t('header.password.current')}
        fieldProps={{ autoComplete: 'current-password' }}
        rules={[{ required: true, message: t('header.password.current.required') }]}
      />
      <ProFormText.Password
        name="newPassword"
        label={t('header.password.new')}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[{ required: true, message: t('header.password.new.required') }]}
      />
      <ProFormText.Password
        name="confirmPassword"
        label={t('header.password.confirm')}
        dependencies={['newPassword']}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('header.password.confirm.required') },
          repeatsField('newPassword', t('header.password.confirm.mismatch')),
        ]}
      />
    </ModalForm>
  );
}
