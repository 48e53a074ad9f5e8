/**
 * Creates or edits a user (spec section 1 user options: the name is labelled "name", the job
 * number is shown and required, there is no type number and no account-type option, the phone
 * rule is on and the e-mail is required). Fields hidden by the caller's field rights are not
 * shown, read-only ones are shown disabled; neither is ever sent. The roles the user holds
 * directly and the posts are saved after the user itself.
 */
import { ModalForm, ProForm, ProFormSelect, ProFormText, type ProFormInstance } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Col } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import FormTreeSelect from '@/components/FormTreeSelect';
import SelectPostTree from '@/components/SelectPostTree';
import { localName } from '@/utils/localName';
import type { OrgNode } from '@/services/orgs';
import { fetchRoleOptions } from '@/services/roles';
import {
  createUser,
  fetchUserPosts,
  fetchUserRoles,
  saveUserPosts,
  saveUserRoles,
  updateUser,
  type User,
} from '@/services/users';
import {
  accountProblem,
  changeBody,
  createBody,
  emailProblem,
  jobNoProblem,
  nameProblem,
  orgTreeData,
  phoneProblem,
  problemRule,
  sameIds,
  USER_FIELDS,
  type FieldModes,
  type Problem,
  type UserFormValues,
} from '../utils';
import PasswordNotice, { type GeneratedPassword } from './PasswordNotice';
import messages from '../messages';

export interface UserFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; a new user when absent. */
  user?: User;
  orgs: OrgNode[];
  /** After a user was created or changed. */
  onSaved: () => void;
}

export default function UserForm({ open, onOpenChange, user, orgs, onSaved }: UserFormProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const access = useAdminAccess();
  // A form of its own per opening (destroyOnHidden), reached through the ref.
  const formRef = useRef<ProFormInstance<UserFormValues>>();
  const [notice, setNotice] = useState<GeneratedPassword>();
  // The roles and posts as loaded, so that only a real change is saved.
  const held = useRef<{ roleIds: number[]; postIds: number[] }>({ roleIds: [], postIds: [] });

  const modes = Object.fromEntries(USER_FIELDS.map((field) => [field, access.fieldMode('user', field)])) as FieldModes;
  // Roles and posts are saved with user:update, also right after a creation.
  const assigns = access.can('user:update');
  const orgOptions = useMemo(() => orgTreeData(orgs, intl.locale), [orgs, intl.locale]);

  useEffect(() => {
    held.current = { roleIds: [], postIds: [] };
    if (!open || !user || !assigns) return;
    let current = true;
    Promise.all([fetchUserRoles(user.id), fetchUserPosts(user.id)]).then(
      ([{ roleIds }, { postIds }]) => {
        if (!current) return;
        held.current = { roleIds, postIds };
        formRef.current?.setFieldsValue({ roleIds, postIds });
      },
      () => {}, // The request client has shown the failure.
    );
    return () => {
      current = false;
    };
  }, [open, user, assigns]);

  const rule = (check: (value: string | undefined) => Problem | undefined, required = true) =>
    problemRule(t, check, required);
  /** Props of a field by the caller's field rights: read-only fields are disabled and unchecked. */
  const restricted = (field: keyof FieldModes, rules: Rule[]) =>
    modes[field] === 'readonly' ? { disabled: true, tooltip: t('userManage.form.readonly') } : { rules };

  async function saveAssignments(id: number, values: UserFormValues) {
    if (!assigns) return;
    const roleIds = values.roleIds ?? [];
    const postIds = values.postIds ?? [];
    if (!sameIds(roleIds, held.current.roleIds)) await saveUserRoles(id, roleIds);
    if (!sameIds(postIds, held.current.postIds)) await saveUserPosts(id, postIds);
  }

  async function submit(values: UserFormValues): Promise<boolean> {
    if (user) {
      try {
        const change = changeBody(values, user, modes);
        if (Object.keys(change).length) await updateUser(user.id, change);
        await saveAssignments(user.id, values);
      } catch {
        return false; // Shown by the request client; the form stays open to correct it.
      }
      message.success(t('userManage.update.success'));
      onSaved();
      return true;
    }
    let created;
    const body = createBody(values, modes);
    try {
      created = await createUser(body);
    } catch {
      return false;
    }
    try {
      await saveAssignments(created.user.id, values);
    } catch {
      // The user exists: close the form (a second submit would create it again); the failure
      // was shown and the roles or posts can be set by editing the user.
    }
    message.success(t('userManage.create.success'));
    onSaved();
    if (created.password) setNotice({ account: created.user.account ?? body.account, password: created.password });
    return true;
  }

  return (
    <>
      <ModalForm<UserFormValues>
        title={t(user ? 'userManage.form.edit' : 'userManage.form.create')}
        width={640}
        open={open}
        onOpenChange={onOpenChange}
        formRef={formRef}
        grid
        rowProps={{ gutter: 16 }}
        colProps={{ span: 12 }}
        initialValues={
          user
            ? {
                account: user.account,
                name: user.name,
                jobNo: user.jobNo ?? undefined,
                email: user.email ?? undefined,
                phone: user.phone ?? undefined,
                orgId: user.orgId ?? undefined,
              }
            : undefined
        }
        modalProps={{ destroyOnHidden: true, maskClosable: false }}
        submitter={{
          searchConfig: { submitText: t('userManage.form.submit'), resetText: t('userManage.form.cancel') },
        }}
        onFinish={submit}
      >
        {modes.account !== 'hidden' && (
          <ProFormText
            name="account"
            label={t('userManage.field.account')}
            placeholder={t('userManage.form.account.placeholder')}
            fieldProps={{ autoComplete: 'off' }}
            {...restricted('account', [rule(accountProblem)])}
          />
        )}
        {modes.name !== 'hidden' && (
          <ProFormText name="name" label={t('userManage.field.name')} {...restricted('name', [rule(nameProblem)])} />
        )}
        {modes.jobNo !== 'hidden' && (
          <ProFormText
            name="jobNo"
            label={t('userManage.field.jobNo')}
            {...restricted('jobNo', [rule(jobNoProblem)])}
          />
        )}
        {modes.email !== 'hidden' && (
          <ProFormText
            name="email"
            label={t('userManage.field.email')}
            {...restricted('email', [rule(emailProblem)])}
          />
        )}
        {modes.phone !== 'hidden' && (
          <ProFormText
            name="phone"
            label={t('userManage.field.phone')}
            {...restricted('phone', [rule(phoneProblem, false)])}
          />
        )}
        {modes.orgId !== 'hidden' && (
          <FormTreeSelect
            name="orgId"
            label={t('userManage.field.org')}
            placeholder={t('userManage.form.org.placeholder')}
            disabled={modes.orgId === 'readonly'}
            tooltip={modes.orgId === 'readonly' ? t('userManage.form.readonly') : undefined}
            treeData={orgOptions}
          />
        )}
        {assigns && (
          <ProFormSelect
            name="roleIds"
            label={t('userManage.field.roles')}
            tooltip={t('userManage.form.roles.tooltip')}
            placeholder={t('userManage.form.roles.placeholder')}
            mode="multiple"
            colProps={{ span: 24 }}
            fieldProps={{ optionFilterProp: 'label', maxTagCount: 'responsive' }}
            request={async () =>
              (await fetchRoleOptions()).map((role) => ({
                value: role.id,
                label:
                  role.status === 1
                    ? localName(role, intl.locale)
                    : `${localName(role, intl.locale)} (${t('userManage.form.disabledRole')})`,
              }))
            }
          />
        )}
        {assigns && (
          // ProForm.Item takes no grid column of its own: without one it shrinks to its content.
          <Col span={24}>
            <ProForm.Item name="postIds" label={t('userManage.field.posts')}>
              <SelectPostTree />
            </ProForm.Item>
          </Col>
        )}
      </ModalForm>
      <PasswordNotice value={notice} onClose={() => setNotice(undefined)} />
    </>
  );
}
