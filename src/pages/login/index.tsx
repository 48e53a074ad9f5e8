/** Sign-in: account, password and captcha; the server's loginMsg is shown on failure. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Form } from 'antd';
import type { LoginPayload, LoginState } from '@/models/login';
import { createVerifyCode, type LoginResult } from '@/services/auth';
import LocaleSwitch from '@/components/LocaleSwitch';
import CaptchaField from './components/CaptchaField';
import styles from './index.less';

type FormValues = Omit<LoginPayload, 'token'>;

export default function Login() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [form] = Form.useForm<FormValues>();
  const { loginFlag, loginMsg } = useSelector((state: { login: LoginState }) => state.login);
  const captcha = useRequest(createVerifyCode);
  const captchaOn = captcha.data?.enabled !== false;

  const refreshCaptcha = () => {
    form.setFieldValue('validateCode', '');
    captcha.run();
  };

  const handleSubmit = async (values: FormValues) => {
    try {
      const result = (await dispatch({
        type: 'login/login',
        payload: { ...values, validateCode: values.validateCode ?? '', token: captcha.data?.token ?? '' },
      })) as unknown as LoginResult;
      // A captcha token is single-use: every failed attempt needs a new one.
      if (result.loginFlag !== 0) refreshCaptcha();
    } catch {
      refreshCaptcha();
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LocaleSwitch />
      </div>
      <div className={styles.card}>
        <LoginForm<FormValues>
          form={form}
          title={intl.formatMessage({ id: 'app.title' })}
          subTitle={intl.formatMessage({ id: 'login.subtitle' })}
          submitter={{ searchConfig: { submitText: intl.formatMessage({ id: 'login.submit' }) } }}
          onFinish={handleSubmit}
        >
          {loginFlag !== undefined && loginFlag !== 0 && loginMsg && (
            <Alert type="error" showIcon message={loginMsg} style={{ marginBottom: 24 }} data-testid="login-msg" />
          )}
          <ProFormText
            name="userName"
            fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username', maxLength: 64 }}
            placeholder={intl.formatMessage({ id: 'login.account' })}
            rules={[{ required: true, message: intl.formatMessage({ id: 'login.account.required' }) }]}
          />
          <ProFormText.Password
            name="password"
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password', maxLength: 128 }}
            placeholder={intl.formatMessage({ id: 'login.password' })}
            rules={[{ required: true, message: intl.formatMessage({ id: 'login.password.required' }) }]}
          />
          {captchaOn && <CaptchaField verifyCode={captcha.data} loading={captcha.loading} onRefresh={refreshCaptcha} />}
        </LoginForm>
      </div>
    </div>
  );
}
