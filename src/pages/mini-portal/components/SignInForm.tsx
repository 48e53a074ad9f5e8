/**
 * Signing in on the mini-portal: account, password and the captcha (the same rules, lock-out and
 * messages as the login page), and, with the login mobile verification on, the second step (the
 * code sent to the account's phone); the user stays in the mini-portal, on the page they opened.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import CaptchaField from '@/components/CaptchaField';
import SendCodeButton from '@/components/PhoneSignInForm/SendCodeButton';
import SmsCodeField from '@/components/PhoneSignInForm/SmsCodeField';
import usePageT from '@/hooks/usePageT';
import { createVerifyCode, signin, type LoginResult } from '@/services/auth';
import { resendPhoneCode, verifyPhoneCode } from '@/services/phoneSignIn';
import { CLIENT_KIND_NAMES } from '../../../../server/plugins/devices/constants';
import { LOGIN_FLAG_PHONE_CODE_REQUIRED, LOGIN_FLAG_STEP_EXPIRED } from '../../../../server/plugins/phoneSignIn/constants';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../../../../server/plugins/users/constants';
import styles from './mini.less';
import messages from '../messages';

interface Values {
  account: string;
  password: string;
  validateCode?: string;
}

export interface SignInFormProps {
  /** After a successful sign-in (the session cookie is set). */
  onSignedIn: () => void;
}

export default function SignInForm({ onSignedIn }: SignInFormProps) {
  const t = usePageT(messages);
  const [form] = Form.useForm<Values>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [failure, setFailure] = useState<string>();
  /** The masked number of the pending second step, or undefined on the password step. */
  const [maskedPhone, setMaskedPhone] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useRequest(createVerifyCode, { onError: () => {} });
  const captchaOn = captcha.data?.enabled !== false;

  const newCaptcha = () => {
    form.setFieldValue('validateCode', '');
    captcha.run();
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result = await signin(
        {
          device: CLIENT_KIND_NAMES[0],
          account: values.account,
          password: values.password,
          validateCode: values.validateCode ?? '',
        },
        captcha.data?.token ?? '',
      );
      if (result.loginFlag === 0) {
        onSignedIn();
        return;
      }
      newCaptcha();
      if (result.loginFlag === LOGIN_FLAG_PHONE_CODE_REQUIRED) setMaskedPhone(result.maskedPhone ?? '');
      else setFailure(result.loginMsg);
    } catch (error) {
      setFailure((error as Error).message || undefined);
      newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const verify = async ({ code }: { code: string }) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result: LoginResult = await verifyPhoneCode(code.trim(), CLIENT_KIND_NAMES[0]);
      if (result.loginFlag === 0) {
        onSignedIn();
        return;
      }
      setFailure(result.loginMsg);
      codeForm.setFieldValue('code', '');
      if (result.loginFlag === LOGIN_FLAG_STEP_EXPIRED) setMaskedPhone(undefined);
    } catch (error) {
      setFailure((error as Error).message || undefined);
    } finally {
      setSubmitting(false);
    }
  };

  const alert = failure && (
    <Alert type="error" showIcon message={failure} className={styles.details} data-testid="mini-sign-in-failure" />
  );

  if (maskedPhone !== undefined) {
    return (
      <Form<{ code: string }>
        key="code"
        form={codeForm}
        layout="vertical"
        size="large"
        className={styles.form}
        onFinish={verify}
        data-testid="mini-phone-step"
      >
        {alert}
        <Typography.Paragraph>{t('miniPortal.step.sentTo', { phone: maskedPhone })}</Typography.Paragraph>
        <SmsCodeField />
        <div className={styles.actions}>
          <SendCodeButton onSend={resendPhoneCode} sentAlready size="large" />
          <Button type="primary" htmlType="submit" block loading={submitting} className={styles.touch}>
            {t('miniPortal.step.verify')}
          </Button>
          <Button type="link" block className={styles.touch} onClick={() => setMaskedPhone(undefined)}>
            {t('miniPortal.step.back')}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <Form<Values>
      key="password"
      form={form}
      layout="vertical"
      size="large"
      className={styles.form}
      onFinish={submit}
      data-testid="mini-sign-in"
    >
      {alert}
      <Form.Item name="account" rules={[{ required: true, message: t('miniPortal.signIn.account.required') }]}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={ACCOUNT_MAX}
          placeholder={t('miniPortal.signIn.account')}
          aria-label={t('miniPortal.signIn.account')}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('miniPortal.signIn.passwordField.required') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          placeholder={t('miniPortal.signIn.passwordField')}
          aria-label={t('miniPortal.signIn.passwordField')}
        />
      </Form.Item>
      {captchaOn && <CaptchaField verifyCode={captcha.data} loading={captcha.loading} onRefresh={newCaptcha} />}
      <Button type="primary" htmlType="submit" block loading={submitting} className={styles.touch}>
        {t('miniPortal.signIn.submit')}
      </Button>
    </Form>
  );
}
