/** Asks how long the old key keeps working, then gives the client a new key. */
import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import { Alert } from 'antd';
import usePageT from '@/hooks/usePageT';
import { rotateIntegration, type Integration, type IntegrationKeyShown } from '@/services/integrations';
import { INTEGRATION_GRACE_MINUTES_DEFAULT } from '../../../../server/plugins/integrations/constants';
import { GRACE_CHOICES, graceLabel } from '../utils';
import messages from '../messages';

export interface RotateFormProps {
  item?: Integration;
  onClose: () => void;
  onRotated: (made: IntegrationKeyShown) => void;
}

export default function RotateForm({ item, onClose, onRotated }: RotateFormProps) {
  const t = usePageT(messages);
  return (
    <ModalForm<{ graceMinutes: number }>
      title={t('integration.rotate.title', { name: item?.name ?? '' })}
      open={item !== undefined}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('integration.rotate.submit'), resetText: t('integration.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={{ graceMinutes: INTEGRATION_GRACE_MINUTES_DEFAULT }}
      onFinish={async ({ graceMinutes }) => {
        if (!item) return false;
        try {
          onRotated(await rotateIntegration(item.id, graceMinutes));
        } catch {
          return false; // Shown by the request client.
        }
        return true;
      }}
    >
      <Alert type="info" showIcon message={t('integration.rotate.hint')} style={{ marginBottom: 16 }} />
      <ProFormSelect
        name="graceMinutes"
        label={t('integration.rotate.grace')}
        fieldProps={{ allowClear: false }}
        options={GRACE_CHOICES.map((minutes) => {
          const label = graceLabel(minutes);
          return { value: minutes, label: t(label.key, label.values) };
        })}
        rules={[{ required: true, message: t('integration.form.required', { field: t('integration.rotate.grace') }) }]}
      />
    </ModalForm>
  );
}
