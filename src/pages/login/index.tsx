/**
 * Sign-in: account, password and captcha; the server's loginMsg is shown on failure.
 * Built from antd's Form and Input alone, so the page's chunks stay small and the form shows
 * from the first bytes (no layout or ProForm on this page).
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import type { LoginPayload, LoginState } from '@/models/login';
import { createVerifyCode, type LoginResult } from '@/services/auth';
import CaptchaField from '@/components/CaptchaField';
import LocaleSwitch from '@/components/LocaleSwitch';
import { useDocumentTitle } from '@/utils/documentTitle';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../../../server/plugins/users/constants';
import styles from './index.less';

type FormValues = Omit<LoginPayload, 'token'>;

export default function Login() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const { loginFlag, loginMsg } = useSelector((state: { login: LoginState }) => state.login);
  const captcha = useRequest(createVerifyCode);
  const captchaOn = captcha.data?.enabled !== false;
  const text = useT();
  useDocumentTitle(text('login.submit'));

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
    } catch {
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LocaleSwitch className={styles.langButton} />
      </div>
      <main className={styles.card}>
        <h1 className={styles.title}>{text('app.title')}</h1>
        <p className={styles.subtitle}>{text('login.subtitle')}</p>
        <Form<FormValues> form={form} onFinish={handleSubmit} size="large" className={styles.form}>
          {loginFlag !== undefined && loginFlag !== 0 && loginMsg && (
            <Alert type="error" showIcon message={loginMsg} className={styles.alert} data-testid="login-msg" />
          )}
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
        </Form>
      </main>
    </div>
  );
}
