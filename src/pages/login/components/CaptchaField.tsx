/** Captcha answer with its image; clicking the image fetches a new one. */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Spin } from 'antd';
import type { VerifyCode } from '@/services/auth';

interface Props {
  verifyCode?: VerifyCode;
  loading: boolean;
  onRefresh: () => void;
}

export default function CaptchaField({ verifyCode, loading, onRefresh }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'login.captcha' });
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <ProFormText
        name="validateCode"
        formItemProps={{ style: { flex: 1 } }}
        fieldProps={{ size: 'large', prefix: <SafetyCertificateOutlined />, autoComplete: 'off', maxLength: 16 }}
        placeholder={label}
        rules={[{ required: true, message: intl.formatMessage({ id: 'login.captcha.required' }) }]}
      />
      <Spin spinning={loading} size="small">
        <img
          src={verifyCode?.image}
          alt={intl.formatMessage({ id: 'login.captcha.image' })}
          title={intl.formatMessage({ id: 'login.captcha.refresh' })}
          data-testid="captcha-image"
          onClick={onRefresh}
          style={{ width: 120, height: 40, cursor: 'pointer', border: '1px solid #d9d9d9', borderRadius: 6 }}
        />
      </Spin>
    </div>
  );
}
