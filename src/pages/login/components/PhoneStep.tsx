/**
 * The password tab's second step, when the login mobile verification is on (loginFlag 6): the
 * code sent to the account's masked phone, "send again" with its countdown, verify, and back to
 * the password. Loaded only when a sign-in needs it.
 */
import { useDispatch } from '@umijs/max';
import { Button, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import type { LoginResult } from '@/services/auth';
import { resendPhoneCode } from '@/services/phoneSignIn';
import SendCodeButton from '@/components/PhoneSignInForm/SendCodeButton';
import SmsCodeField from '@/components/PhoneSignInForm/SmsCodeField';
import { LOGIN_FLAG_STEP_EXPIRED as PHONE_STEP_EXPIRED } from '../../../../server/plugins/phoneSignIn/constants';
import styles from '../index.less';
import messages from '../messages';

export interface PhoneStepProps {
  /** Where the code went, as the server masked it. */
  maskedPhone: string;
  /** The server's message of a failed attempt, drawn by the password form. */
  alert: ReactNode;
  /** Back to the password step; also when the step has expired. */
  onBack: () => void;
}

export default function PhoneStep({ maskedPhone, alert, onBack }: PhoneStepProps) {
  const dispatch = useDispatch();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const text = usePageT(messages);

  const handleVerify = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      const result = (await dispatch({ type: 'login/verifyPhone', payload: { code: code.trim() } })) as unknown as LoginResult;
      if (result.loginFlag === PHONE_STEP_EXPIRED) onBack();
      else if (result.loginFlag !== 0) codeForm.setFieldValue('code', '');
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<{ code: string }> form={codeForm} onFinish={handleVerify} size="large" className={styles.form} data-testid="phone-step">
      {alert}
      <p className={styles.stepHint}>{text('login.step.sentTo', { phone: maskedPhone })}</p>
      <div className={styles.codeRow}>
        <SmsCodeField className={styles.codeInput} autoFocus />
        <SendCodeButton onSend={resendPhoneCode} sentAlready size="large" />
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
        {text('login.step.verify')}
      </Button>
      <Button type="link" block onClick={onBack} className={styles.back}>
        {text('login.step.back')}
      </Button>
    </Form>
  );
}
