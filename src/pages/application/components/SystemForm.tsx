/** New and edit dialog of a system. */
import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createSystem, updateSystem, type SystemItem } from '@/services/systems';
import { NUMBER_PATTERN } from '../utils';
import { SORT_MAX } from '../../../../server/constants';
import { NUMBER_MAX } from '../../../../server/plugins/systems/constants';
import NameFields from './NameFields';
import messages from '../messages';

interface SystemValues {
  systemNo: string;
  name: string;
  nameEn?: string;
  sort?: number;
}

export interface SystemFormProps {
  open: boolean;
  /** The system to edit; a new one when absent. */
  system?: SystemItem;
  onClose: () => void;
  onSaved: () => void;
}

export default function SystemForm({ open, system, onClose, onSaved }: SystemFormProps) {
  const t = usePageT(messages);

  async function save(values: SystemValues): Promise<boolean> {
    const body = {
      systemNo: values.systemNo.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      sort: values.sort ?? 0,
    };
    try {
      if (system) await updateSystem(system.id, body);
      else await createSystem(body);
    } catch {
      // Shown by the request client (409 when the number is taken).
      return false;
    }
    message.success(
      t(system ? 'application.system.update.success' : 'application.system.create.success', { name: body.name }),
    );
    onSaved();
    return true;
  }

  return (
    <ModalForm<SystemValues>
      title={t(system ? 'application.system.edit.title' : 'application.system.create.title')}
      open={open}
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('application.save'), resetText: t('application.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={
        system
          ? { systemNo: system.systemNo, name: system.name, nameEn: system.nameEn ?? '', sort: system.sort }
          : { sort: 0 }
      }
      onFinish={save}
    >
      <ProFormText
        name="systemNo"
        label={t('application.system.systemNo')}
        placeholder={t('application.number.placeholder', { max: NUMBER_MAX })}
        extra={system ? t('application.system.systemNo.extra') : undefined}
        rules={[
          { required: true, whitespace: true, message: t('application.system.systemNo.required') },
          { pattern: NUMBER_PATTERN, message: t('application.number.pattern', { max: NUMBER_MAX }) },
        ]}
      />
      <NameFields />
      <ProFormDigit
        name="sort"
        label={t('application.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
    </ModalForm>
  );
}
