/** New and edit dialog of a client: name, source system, scopes, allowed addresses, rate limit, enabled. Never the key. */
import { ModalForm, ProFormCheckbox, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createIntegration, updateIntegration, type Integration, type IntegrationKeyShown } from '@/services/integrations';
import {
  INTEGRATION_NAME_MAX,
  INTEGRATION_RATE_LIMIT_MAX,
  INTEGRATION_RATE_LIMIT_MIN,
  INTEGRATION_SCOPES,
  INTEGRATION_SOURCE_SYSTEM_MAX,
  INTEGRATION_SOURCE_SYSTEM_PATTERN,
} from '../../../../server/plugins/integrations/constants';
import { addressProblem, clientBody, clientValues, type ClientValues } from '../utils';
import messages from '../messages';

export interface ClientFormProps {
  open: boolean;
  /** The client to edit; none: a new one. */
  item?: Integration;
  onClose: () => void;
  /** A new client, with its key to show once. */
  onCreated: (made: IntegrationKeyShown) => void;
  onSaved: () => void;
}

export default function ClientForm({ open, item, onClose, onCreated, onSaved }: ClientFormProps) {
  const t = usePageT(messages);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('integration.form.required', { field: t(field) }) });
  const max = (field: string, limit: number) => ({ max: limit, message: t('integration.form.max', { field: t(field), max: limit }) });

  async function save(values: ClientValues): Promise<boolean> {
    const body = clientBody(values);
    try {
      if (item) {
        await updateIntegration(item.id, body);
        message.success(t('integration.saved', { name: body.name }));
        onSaved();
      } else {
        onCreated(await createIntegration(body));
      }
    } catch {
      return false; // Shown by the request client.
    }
    return true;
  }

  return (
    <ModalForm<ClientValues>
      title={t(item ? 'integration.edit.title' : 'integration.new.title')}
      open={open}
      width={680}
      layout="vertical"
      grid
      rowProps={{ gutter: 16 }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('integration.save'), resetText: t('integration.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={clientValues(item)}
      onFinish={save}
    >
      <ProFormText
        name="name"
        label={t('integration.field.name')}
        placeholder={t('integration.field.name.placeholder')}
        colProps={{ span: 12 }}
        rules={[required('integration.field.name'), max('integration.field.name', INTEGRATION_NAME_MAX)]}
      />
      <ProFormText
        name="sourceSystem"
        label={t('integration.field.sourceSystem')}
        tooltip={t('integration.field.sourceSystem.tip')}
        colProps={{ span: 12 }}
        rules={[
          required('integration.field.sourceSystem'),
          max('integration.field.sourceSystem', INTEGRATION_SOURCE_SYSTEM_MAX),
          { pattern: new RegExp(INTEGRATION_SOURCE_SYSTEM_PATTERN), message: t('integration.form.sourceSystem.pattern') },
        ]}
      />
      <ProFormCheckbox.Group
        name="scopes"
        label={t('integration.field.scopes')}
        colProps={{ span: 24 }}
        options={INTEGRATION_SCOPES.map((scope) => ({ value: scope, label: `${t(`integration.scope.${scope}`)} (${scope})` }))}
        rules={[{ required: true, type: 'array', min: 1, message: t('integration.form.scopes.required') }]}
      />
      <ProFormTextArea
        name="addresses"
        label={t('integration.field.allowedAddresses')}
        tooltip={t('integration.field.allowedAddresses.tip')}
        placeholder={t('integration.field.allowedAddresses.placeholder')}
        colProps={{ span: 24 }}
        fieldProps={{ rows: 3 }}
        rules={[
          {
            validator: async (_: unknown, value?: string) => {
              const problem = addressProblem(value);
              if (problem) throw new Error(t(problem.key, problem.values));
            },
          },
        ]}
      />
      <ProFormDigit
        name="rateLimitPerMinute"
        label={t('integration.field.rateLimitPerMinute')}
        colProps={{ span: 12 }}
        min={INTEGRATION_RATE_LIMIT_MIN}
        max={INTEGRATION_RATE_LIMIT_MAX}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: t('integration.form.required', { field: t('integration.field.rateLimitPerMinute') }) }]}
      />
      <ProFormSwitch name="enabled" label={t('integration.field.enabled')} colProps={{ span: 12 }} />
    </ModalForm>
  );
}
