/**
 * The SMS code field of every sign-in form (the phone tab, the password's second step, the mobile
 * portal): required, the code's digits only, with the phone's one-time-code autofill.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { Input } from '@/components/LightInput';
import useT from '@/hooks/useT';
import { CODE_LENGTH } from '../../../server/plugins/phoneSignIn/constants';
import { isSmsCode } from './utils';

export default function SmsCodeField({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const t = useT();
  return (
    <Form.Item
      name="code"
      className={className}
      rules={[
        { required: true, message: t('phoneSignIn.code.required') },
        {
          validator: async (_, value?: string) => {
            if (value && !isSmsCode(value)) throw new Error(t('phoneSignIn.code.invalid', { length: CODE_LENGTH }));
          },
        },
      ]}
    >
      <Input
        prefix={<SafetyCertificateOutlined />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder={t('phoneSignIn.code')}
        aria-label={t('phoneSignIn.code')}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
