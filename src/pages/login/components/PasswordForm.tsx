/**
 * The password tab: account, password and captcha; the server's loginMsg is shown on failure.
 * With the login mobile verification on, the right password answers loginFlag 6 and the form
 * turns into the second step: the code sent to the account's (masked) phone, "send again" with
 * its countdown, and verify.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import type { LoginPayload, LoginState } from '@/models/login';
import { createVerifyCode, type LoginResult } from '@/services/auth';
import { resendPhoneCode } from '@/services/phoneSignIn';
import CaptchaField from '@/components/CaptchaField';
import SendCodeButton from '@/components/PhoneSignInForm/SendCodeButton';
import SmsCodeField from '@/components/PhoneSignInForm/SmsCodeField';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../../../../server/plugins/users/constants';
import {
  LOGIN_FLAG_PHONE_CODE_REQUIRED as PHONE_CODE_REQUIRED,
  LOGIN_FLAG_STEP_EXPIRED as PHONE_STEP_EXPIRED,
} from '../../../../server/plugins/phoneSignIn/constants';
import styles from '../index.less';
import DemoAccounts from './DemoAccounts';
import messages from '../messages';

type FormValues = Omit<LoginPayload, 'token'>;

/** Flags whose loginMsg is not an error: signed in, and "enter the code" of the second step. */
const NOT_ERRORS = new Set<number>([0, PHONE_CODE_REQUIRED]);

export default function PasswordForm() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<FormValues>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);
  /** The masked number of the pending second step, or undefined on the password step. */
  const [maskedPhone, setMaskedPhone] = useState<string>();
  const { loginFlag, loginMsg } = useSelector((state: { login: LoginState }) => state.login);
  const captcha = useRequest(createVerifyCode);
  const captchaOn = captcha.data?.enabled !== false;
  const text = usePageT(messages);

  const refreshCaptcha = () => {
    form.setFieldValue('validateCode', '');
    captcha.run();
  };

  const handleSubmit = async (values: FormValues) => {
    setSubmitting(true);
    try {
      const result = (await dispatch({
        type: 'login/login',
        payload: { ...values, validateCode: values.validateCode ?? '', token: captcha.data?.token ?? '' },
      })) as unknown as LoginResult;
      // A captcha token is single-use: every failed attempt needs a new one.
      if (result.loginFlag !== 0) refreshCaptcha();
      if (result.loginFlag === PHONE_CODE_REQUIRED) setMaskedPhone(result.maskedPhone ?? '');
    } catch {
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const handleVerify = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      const result = (await dispatch({ type: 'login/verifyPhone', payload: { code: code.trim() } })) as unknown as LoginResult;
      if (result.loginFlag === PHONE_STEP_EXPIRED) setMaskedPhone(undefined);
      if (result.loginFlag !== 0) codeForm.setFieldValue('code', '');
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  const alert = loginFlag !== undefined && !NOT_ERRORS.has(loginFlag) && loginMsg && (
    <Alert type="error" showIcon message={loginMsg} className={styles.alert} data-testid="login-msg" />
  );

  if (maskedPhone !== undefined) {
    return (
      <Form<{ code: string }> key="code" form={codeForm} onFinish={handleVerify} size="large" className={styles.form} data-testid="phone-step">
        {alert}
        <p className={styles.stepHint}>{text('login.step.sentTo', { phone: maskedPhone })}</p>
        <div className={styles.codeRow}>
          <SmsCodeField className={styles.codeInput} autoFocus />
          <SendCodeButton onSend={resendPhoneCode} sentAlready size="large" />
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
          {text('login.step.verify')}
        </Button>
        <Button type="link" block onClick={() => setMaskedPhone(undefined)} className={styles.back}>
          {text('login.step.back')}
        </Button>
      </Form>
    );
  }

  return (
    // Keys keep the two forms apart: one Form element cannot change its form instance.
    <Form<FormValues> key="password" form={form} onFinish={handleSubmit} size="large" className={styles.form}>
      {alert}
      <Form.Item name="userName" rules={[{ required: true, message: text('login.account.required') }]}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={ACCOUNT_MAX}
          placeholder={text('login.account')}
          aria-label={text('login.account')}
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: text('login.password.required') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          placeholder={text('login.password')}
          aria-label={text('login.password')}
        />
      </Form.Item>
      {captchaOn && <CaptchaField verifyCode={captcha.data} loading={captcha.loading} onRefresh={refreshCaptcha} />}
      <Button type="primary" htmlType="submit" block loading={submitting} className={styles.submit}>
        {text('login.submit')}
      </Button>
      <DemoAccounts onPick={(userName, password) => form.setFieldsValue({ userName, password: password ?? '' })} />
    </Form>
  );
}
