/**
 * Captcha answer with its image; clicking the image (or Enter on it) fetches a new one.
 * A form item named `validateCode` of the surrounding antd Form (sign-in, switch account...).
 * Built from antd alone, so the login page stays light.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { Input } from '@/components/LightInput';
import type { VerifyCode } from '@/services/auth';
import { CAPTCHA_ANSWER_MAX } from '../../../server/plugins/auth/constants';
import styles from './index.less';

interface Props {
  verifyCode?: VerifyCode;
  loading: boolean;
  onRefresh: () => void;
}

export default function CaptchaField({ verifyCode, loading, onRefresh }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'login.captcha' });
  return (
    <div className={styles.captcha}>
      <Form.Item
        name="validateCode"
        className={styles.captchaInput}
        rules={[{ required: true, message: intl.formatMessage({ id: 'login.captcha.required' }) }]}
      >
        <Input
          size="large"
          prefix={<SafetyCertificateOutlined />}
          autoComplete="off"
          maxLength={CAPTCHA_ANSWER_MAX}
          placeholder={label}
          aria-label={label}
        />
      </Form.Item>
      {/* Faded while a new image loads: antd's Spin would add 4 KiB gzip to the login page. */}
      <img
        className={loading ? `${styles.captchaImage} ${styles.loading}` : styles.captchaImage}
        aria-busy={loading}
        src={verifyCode?.image}
        alt={intl.formatMessage({ id: 'login.captcha.image' })}
        title={intl.formatMessage({ id: 'login.captcha.refresh' })}
        data-testid="captcha-image"
        role="button"
        tabIndex={0}
        onClick={onRefresh}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onRefresh();
          }
        }}
      />
    </div>
  );
}
