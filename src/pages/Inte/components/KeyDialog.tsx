/** The key of a new client or of a rotation, shown this once to copy: it cannot be seen again. */
import { Alert, Button, Modal, Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export interface ShownKey {
  name: string;
  key: string;
  /** After a rotation: until when the old key still works (ISO time), or null when it stopped at once. */
  oldKeyUntil?: string | null;
}

export interface KeyDialogProps {
  shown?: ShownKey;
  onClose: () => void;
  /** How a time is written (the page's format). */
  formatTime: (iso: string) => string;
}

export default function KeyDialog({ shown, onClose, formatTime }: KeyDialogProps) {
  const t = usePageT(messages);
  const rotated = shown?.oldKeyUntil !== undefined;
  return (
    <Modal
      open={shown !== undefined}
      title={t(rotated ? 'integration.key.rotated.title' : 'integration.key.created.title', { name: shown?.name ?? '' })}
      maskClosable={false}
      closable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="key-dialog-close">
          {t('integration.key.close')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('integration.key.warning')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph code copyable={{ text: shown?.key }} style={{ wordBreak: 'break-all', fontSize: 14 }} data-testid="key-dialog-value">
        {shown?.key}
      </Typography.Paragraph>
      {rotated && (
        <Typography.Paragraph type="secondary">
          {shown?.oldKeyUntil
            ? t('integration.key.rotated.oldUntil', { time: formatTime(shown.oldKeyUntil) })
            : t('integration.key.rotated.oldStopped')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
