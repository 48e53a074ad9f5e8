/** New and edit dialog of a user group. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { message } from 'antd';
import { NUMBER_PATTERN } from '@/pages/application/utils';
import { createUserGroup, updateUserGroup, type UserGroup } from '@/services/userGroups';

interface GroupValues {
  groupNo: string;
  name: string;
  nameEn?: string;
  description?: string;
}

export interface GroupFormProps {
  open: boolean;
  /** The group to edit; a new one when absent. */
  group?: UserGroup;
  onClose: () => void;
  onSaved: () => void;
}

export default function GroupForm({ open, group, onClose, onSaved }: GroupFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  async function save(values: GroupValues): Promise<boolean> {
    const body = {
      groupNo: values.groupNo.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      description: values.description?.trim() || null,
    };
    try {
      if (group) await updateUserGroup(group.id, body);
      else await createUserGroup(body);
    } catch {
      // Shown by the request client (409 when the number is taken).
      return false;
    }
    message.success(t(group ? 'userGroup.update.success' : 'userGroup.create.success', { name: body.name }));
    onSaved();
    return true;
  }

  return (
    <ModalForm<GroupValues>
      title={t(group ? 'userGroup.edit.title' : 'userGroup.create.title')}
      open={open}
      width={560}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('userGroup.save'), resetText: t('userGroup.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={
        group
          ? {
              groupNo: group.groupNo,
              name: group.name,
              nameEn: group.nameEn ?? '',
              description: group.description ?? '',
            }
          : undefined
      }
      onFinish={save}
    >
      <ProFormText
        name="groupNo"
        label={t('userGroup.field.groupNo')}
        placeholder={t('userGroup.field.groupNo.placeholder')}
        rules={[
          { required: true, whitespace: true, message: t('userGroup.field.groupNo.required') },
          { pattern: NUMBER_PATTERN, message: t('userGroup.field.groupNo.pattern') },
        ]}
      />
      <ProFormText
        name="name"
        label={t('userGroup.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('userGroup.field.name.required') },
          { max: 64, message: t('userGroup.field.max64') },
        ]}
      />
      <ProFormText
        name="nameEn"
        label={t('userGroup.field.nameEn')}
        rules={[{ max: 64, message: t('userGroup.field.max64') }]}
      />
      <ProFormTextArea
        name="description"
        label={t('userGroup.field.description')}
        fieldProps={{ rows: 3, showCount: true, maxLength: 256 }}
        rules={[{ max: 256, message: t('userGroup.field.description.max') }]}
      />
    </ModalForm>
  );
}
