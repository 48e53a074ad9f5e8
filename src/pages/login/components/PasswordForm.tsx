/**
 * The password tab: account, password and captcha; the server's loginMsg is shown on failure.
 * With the login mobile verification on, the right password answers loginFlag 6 and the form
 * turns into the second step (./PhoneStep, loaded when needed): the code sent to the account's
 * (masked) phone, "send again" with its countdown, and verify.
 */
import { CloseCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Form } from 'antd';
import { Input, Password } from '@/components/LightInput';
import { Suspense, useState } from 'react';
import usePageT from '@/hooks/usePageT';
import type { LoginPayload, LoginState } from '@/models/login';
import { createVerifyCode, type LoginResult } from '@/services/auth';
import CaptchaField from '@/components/CaptchaField';
import { lazyDefault } from '@/utils/lazyDefault';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../../../../server/plugins/users/constants';
import { LOGIN_FLAG_PHONE_CODE_REQUIRED as PHONE_CODE_REQUIRED } from '../../../../server/plugins/phoneSignIn/constants';
import styles from '../index.less';
import DemoAccounts from './DemoAccounts';
import messages from '../messages';

const PhoneStep = lazyDefault(() => import('./PhoneStep'));

type FormValues = Omit<LoginPayload, 'token'>;

/** Flags whose loginMsg is not an error: signed in, and "enter the code" of the second step. */
const NOT_ERRORS = new Set<number>([0, PHONE_CODE_REQUIRED]);

export default function PasswordForm() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<FormValues>();
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

  const alert = loginFlag !== undefined && !NOT_ERRORS.has(loginFlag) && loginMsg && (
    // As antd's error Alert, without its code (types, closing, actions) on the login page.
    <div role="alert" className={styles.alert} data-testid="login-msg">
      <CloseCircleFilled className={styles.alertIcon} />
      <span>{loginMsg}</span>
    </div>
  );

  if (maskedPhone !== undefined) {
    return (
      <Suspense fallback={null}>
        <PhoneStep maskedPhone={maskedPhone} alert={alert} onBack={() => setMaskedPhone(undefined)} />
      </Suspense>
    );
  }

  return (
    <Form<FormValues> form={form} onFinish={handleSubmit} size="large" className={styles.form}>
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
        <Password
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
