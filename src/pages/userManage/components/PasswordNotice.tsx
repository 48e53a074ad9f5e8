/**
 * Shows a password the server has just generated. The server answers it only once and keeps
 * only its hash, so this is the one chance to copy it; closing needs an explicit click.
 */
import { Alert, Button, Modal, Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export interface GeneratedPassword {
  account: string;
  password: string;
  /** After a reset rather than a creation. */
  reset?: boolean;
}

export default function PasswordNotice({ value, onClose }: { value?: GeneratedPassword; onClose: () => void }) {
  const t = usePageT(messages);
  return (
    <Modal
      open={!!value}
      title={t(value?.reset ? 'userManage.password.resetTitle' : 'userManage.password.title')}
      maskClosable={false}
      keyboard={false}
      closable={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="password-close">
          {t('userManage.password.close')}
        </Button>
      }
      destroyOnHidden
    >
      {value && (
        <>
          <Typography.Paragraph>{t('userManage.password.intro', { account: value.account })}</Typography.Paragraph>
          <Typography.Paragraph
            code
            copyable={{
              text: value.password,
              tooltips: [t('userManage.password.copy'), t('userManage.password.copied')],
            }}
            style={{ fontSize: 18 }}
            data-testid="generated-password"
          >
            {value.password}
          </Typography.Paragraph>
          <Alert type="warning" showIcon message={t('userManage.password.note')} />
        </>
      )}
    </Modal>
  );
}
