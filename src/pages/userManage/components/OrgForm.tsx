/**
 * New (at the top level or under an organisation) and edit dialog of an organisation. A new
 * parent moves the organisation with everything below it; an edit sends only what changed.
 */
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { message } from '@/components/AppMessages';
import FormTreeSelect from '@/components/FormTreeSelect';
import usePageT from '@/hooks/usePageT';
import { createOrg, updateOrg, type Org, type OrgNode } from '@/services/orgs';
import { SORT_MAX } from '../../../../server/constants';
import {
  orgChangeBody,
  orgCreateBody,
  orgFormValues,
  orgNameProblem,
  orgNoProblem,
  orgParentOptions,
  problemRule,
  orgTreeData,
  type OrgFormValues,
} from '../utils';
import messages from '../messages';

/** What the dialog edits: an organisation, or a new one under `parentId` (null at the top level). */
export type OrgTarget = { org: Org } | { parentId: number | null };

export interface OrgFormProps {
  /** Closed when absent. */
  target?: OrgTarget;
  /** The whole tree, to pick the parent from. */
  orgs: OrgNode[];
  onClose: () => void;
  /** After the organisation was created or changed, with its saved fields. */
  onSaved: (org: Org) => void;
}

export default function OrgForm({ target, orgs, onClose, onSaved }: OrgFormProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const org = target && 'org' in target ? target.org : undefined;
  const parents = useMemo(
    () => orgParentOptions(orgTreeData(orgs, intl.locale), org?.id),
    [orgs, intl.locale, org?.id],
  );

  const initialValues: OrgFormValues | undefined = !target
    ? undefined
    : org
      ? orgFormValues(org)
      : { parentId: (target as { parentId: number | null }).parentId ?? undefined, sort: 0, status: true };

  async function save(values: OrgFormValues): Promise<boolean> {
    let saved: Org;
    try {
      if (org) {
        const change = orgChangeBody(values, org);
        // The server refuses an empty change; nothing to save is simply done.
        if (Object.keys(change).length === 0) return true;
        saved = await updateOrg(org.id, change);
      } else {
        saved = await createOrg(orgCreateBody(values));
      }
    } catch {
      // Shown by the request client (409 taken number, 400 parent below the organisation).
      return false;
    }
    message.success(t(org ? 'userManage.org.update.success' : 'userManage.org.create.success', { name: saved.name }));
    onSaved(saved);
    return true;
  }

  return (
    <ModalForm<OrgFormValues>
      title={t(org ? 'userManage.org.edit.title' : 'userManage.org.create.title')}
      open={target !== undefined}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{
        searchConfig: { submitText: t('userManage.form.submit'), resetText: t('userManage.form.cancel') },
      }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={initialValues}
      onFinish={save}
    >
      <FormTreeSelect
        name="parentId"
        label={t('userManage.org.field.parent')}
        tooltip={org ? t('userManage.org.field.parent.tooltip') : undefined}
        placeholder={t('userManage.org.field.parent.root')}
        treeData={parents}
      />
      <ProFormText
        name="orgNo"
        label={t('userManage.org.field.orgNo')}
        placeholder={t('userManage.org.field.orgNo.placeholder')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[problemRule(t, orgNoProblem)]}
      />
      <ProFormText name="name" label={t('userManage.org.field.name')} rules={[problemRule(t, orgNameProblem)]} />
      <ProFormText
        name="nameEn"
        label={t('userManage.org.field.nameEn')}
        rules={[problemRule(t, (value) => orgNameProblem(value, true), false)]}
      />
      <ProFormDigit
        name="sort"
        label={t('userManage.org.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
      <ProFormSwitch
        name="status"
        label={t('userManage.org.field.status')}
        fieldProps={{
          checkedChildren: t('userManage.status.enabled'),
          unCheckedChildren: t('userManage.status.disabled'),
        }}
      />
    </ModalForm>
  );
}
