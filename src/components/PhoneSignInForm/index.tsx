/**
 * Sign-in by phone code: the number, "send code" (then a 60 s countdown), the code and submit.
 * It never navigates: the login page enters the app through its model, the mobile portal does
 * what it needs in `onSignedIn`. antd only, so the login page stays light.
 */
import { MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { loginByPhoneNumber, sendSmsCode, type LoginResult, type PhoneSignInPayload } from '@/services/phoneSignIn';
import { PHONE_INPUT_MAX } from '../../../server/plugins/phoneSignIn/constants';
import SendCodeButton from './SendCodeButton';
import SmsCodeField from './SmsCodeField';
import { compactPhone, isPhoneNumber } from './utils';
import styles from './index.less';

interface FormValues {
  phoneNumber: string;
  code: string;
}

export interface PhoneSignInFormProps {
  /** Called with the answer once signed in (loginFlag 0). */
  onSignedIn?: (result: LoginResult) => void;
  /** How to sign in; by default the API call itself (the login page passes its model's effect). */
  signIn?: (payload: PhoneSignInPayload) => Promise<LoginResult>;
  /** Sent as `device`, as the password sign-in does. */
  device?: string;
  size?: 'large' | 'middle' | 'small';
}

export default function PhoneSignInForm({ onSignedIn, signIn = loginByPhoneNumber, device, size = 'large' }: PhoneSignInFormProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const sendCode = async () => {
    const { phoneNumber } = await form.validateFields(['phoneNumber']);
    return sendSmsCode(compactPhone(phoneNumber));
  };

  const submit = async ({ phoneNumber, code }: FormValues) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result = await signIn({ phoneNumber: compactPhone(phoneNumber), code: code.trim(), ...(device ? { device } : {}) });
      if (result.loginFlag === 0) onSignedIn?.(result);
      else {
        setFailure(result.loginMsg);
        form.setFieldValue('code', '');
      }
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<FormValues> form={form} onFinish={submit} size={size} data-testid="phone-sign-in">
      {failure && <Alert type="error" showIcon message={failure} className={styles.alert} data-testid="phone-login-msg" />}
      <Form.Item
        name="phoneNumber"
        rules={[
          { required: true, message: t('phoneSignIn.phone.required') },
          { validator: async (_, value?: string) => { if (value && !isPhoneNumber(value)) throw new Error(t('phoneSignIn.phone.invalid')); } },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX}
          placeholder={t('phoneSignIn.phone')}
          aria-label={t('phoneSignIn.phone')}
        />
      </Form.Item>
      <div className={styles.codeRow}>
        <SmsCodeField className={styles.codeInput} />
        <SendCodeButton onSend={sendCode} size={size} />
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('phoneSignIn.submit')}
      </Button>
    </Form>
  );
}
