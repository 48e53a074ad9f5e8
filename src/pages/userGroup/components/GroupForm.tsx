/** New and edit dialog of a user group. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { NUMBER_PATTERN } from '@/pages/application/utils';
import { NUMBER_MAX } from '../../../../server/plugins/systems/constants';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '../../../../server/plugins/userGroups/constants';
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
  const t = useT();
  const nameMaxRule = { max: GROUP_NAME_MAX, message: t('userGroup.field.max', { max: GROUP_NAME_MAX }) };

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
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
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
        placeholder={t('userGroup.field.groupNo.placeholder', { max: NUMBER_MAX })}
        rules={[
          { required: true, whitespace: true, message: t('userGroup.field.groupNo.required') },
          { pattern: NUMBER_PATTERN, message: t('userGroup.field.groupNo.pattern', { max: NUMBER_MAX }) },
        ]}
      />
      <ProFormText
        name="name"
        label={t('userGroup.field.name')}
        rules={[{ required: true, whitespace: true, message: t('userGroup.field.name.required') }, nameMaxRule]}
      />
      <ProFormText name="nameEn" label={t('userGroup.field.nameEn')} rules={[nameMaxRule]} />
      <ProFormTextArea
        name="description"
        label={t('userGroup.field.description')}
        fieldProps={{ rows: 3, showCount: true, maxLength: GROUP_DESCRIPTION_MAX }}
        rules={[
          { max: GROUP_DESCRIPTION_MAX, message: t('userGroup.field.description.max', { max: GROUP_DESCRIPTION_MAX }) },
        ]}
      />
    </ModalForm>
  );
}
