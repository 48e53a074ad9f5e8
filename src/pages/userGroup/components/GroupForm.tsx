/** New and edit dialog of a user group. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { problemRule } from '@/pages/userManage/utils';
import { NUMBER_MAX } from '../../../../server/plugins/systems/constants';
import { GROUP_DESCRIPTION_MAX } from '../../../../server/plugins/userGroups/constants';
import { createUserGroup, updateUserGroup, type UserGroup } from '@/services/userGroups';
import {
  groupBody,
  groupDescriptionProblem,
  groupFormValues,
  groupNameProblem,
  groupNoProblem,
  type GroupValues,
} from '../utils';
import messages from '../messages';

export interface GroupFormProps {
  open: boolean;
  /** The group to edit; a new one when absent. */
  group?: UserGroup;
  onClose: () => void;
  onSaved: () => void;
}

export default function GroupForm({ open, group, onClose, onSaved }: GroupFormProps) {
  const t = usePageT(messages);

  async function save(values: GroupValues): Promise<boolean> {
    const body = groupBody(values);
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
      initialValues={group && groupFormValues(group)}
      onFinish={save}
    >
      <ProFormText
        name="groupNo"
        label={t('userGroup.field.groupNo')}
        placeholder={t('userGroup.field.groupNo.placeholder', { max: NUMBER_MAX })}
        rules={[problemRule(t, groupNoProblem)]}
      />
      <ProFormText name="name" label={t('userGroup.field.name')} rules={[problemRule(t, groupNameProblem)]} />
      <ProFormText
        name="nameEn"
        label={t('userGroup.field.nameEn')}
        rules={[problemRule(t, (value) => groupNameProblem(value, true), false)]}
      />
      <ProFormTextArea
        name="description"
        label={t('userGroup.field.description')}
        fieldProps={{ rows: 3, showCount: true, maxLength: GROUP_DESCRIPTION_MAX }}
        rules={[problemRule(t, groupDescriptionProblem, false)]}
      />
    </ModalForm>
  );
}
