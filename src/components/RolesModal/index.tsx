/** Picks the roles a user group or a post gives; saving replaces the whole list. */
import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import useT from '@/hooks/useT';
import { localName } from '@/utils/localName';
import { fetchRoleOptions } from '@/services/roles';

export interface RolesModalProps {
  title: string;
  /** The roles given now; the dialog is open while set. */
  roleIds?: number[];
  onClose: () => void;
  /** Saves the list; rejects when the server refused it (the request client shows why). */
  onSubmit: (roleIds: number[]) => Promise<unknown>;
}

export default function RolesModal({ title, roleIds, onClose, onSubmit }: RolesModalProps) {
  const intl = useIntl();
  const t = useT();
  const open = roleIds !== undefined;
  const { data, loading } = useRequest(fetchRoleOptions, { cacheKey: 'role-options', ready: open });
  const disabledText = t('rolesModal.disabled');
  const options = useMemo(
    () =>
      (data ?? []).map((role) => ({
        value: role.id,
        label: `${localName(role, intl.locale)} (${role.roleCode})${role.status === 1 ? '' : ` ${disabledText}`}`,
      })),
    [data, intl.locale, disabledText],
  );

  return (
    <ModalForm<{ roleIds?: number[] }>
      title={title}
      open={open}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('rolesModal.save'), resetText: t('rolesModal.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={{ roleIds }}
      onFinish={async (values) => {
        try {
          await onSubmit(values.roleIds ?? []);
        } catch {
          return false;
        }
        return true;
      }}
    >
      <ProFormSelect
        name="roleIds"
        label={t('rolesModal.label')}
        mode="multiple"
        options={options}
        extra={t('rolesModal.extra')}
        fieldProps={{
          loading,
          showSearch: true,
          optionFilterProp: 'label',
          placeholder: t('rolesModal.placeholder'),
          notFoundContent: t(loading ? 'rolesModal.loading' : 'rolesModal.empty'),
        }}
      />
    </ModalForm>
  );
}
