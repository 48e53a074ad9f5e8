/**
 * Signing in on the mini-portal: account, password and the captcha (the same rules, lock-out and
 * messages as the login page); the user stays in the mini-portal, on the page they opened.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import CaptchaField from '@/components/CaptchaField';
import useT from '@/hooks/useT';
import { createVerifyCode, signin } from '@/services/auth';
import { CLIENT_KIND_NAMES } from '../../../../server/plugins/devices/constants';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../../../../server/plugins/users/constants';
import styles from './mini.less';

interface Values {
  account: string;
  password: string;
  validateCode?: string;
}

export interface SignInFormProps {
  /** After a successful sign-in (the session cookie is set). */
  onSignedIn: () => void;
  /** A line above the form, e.g. why signing in is needed. */
  note?: string;
}

export default function SignInForm({ onSignedIn, note }: SignInFormProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string>();
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
        { device: CLIENT_KIND_NAMES[0], account: values.account, password: values.password, validateCode: values.validateCode ?? '' },
        captcha.data?.token ?? '',
      );
      if (result.loginFlag === 0) {
        onSignedIn();
        return;
      }
      setFailure(result.loginMsg);
      newCaptcha();
    } catch (error) {
      setFailure((error as Error).message || undefined);
      newCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" size="large" className={styles.form} onFinish={submit} data-testid="mini-sign-in">
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon message={failure} className={styles.details} data-testid="mini-sign-in-failure" />}
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
