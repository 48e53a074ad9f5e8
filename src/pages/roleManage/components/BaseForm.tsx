/** The role form of "new" and "modify": code, names, description, status and order. */
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import type { RoleInput } from '@/services/roles';
import { SORT_MAX } from '../../../../server/constants';
import {
  ROLE_CODE_MAX,
  ROLE_CODE_PATTERN,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
} from '../../../../server/plugins/roles/constants';
import messages from '../messages';

export type RoleFormValues = Pick<RoleInput, 'roleCode' | 'name' | 'nameEn' | 'description' | 'sort'> & {
  status: 0 | 1;
};

interface FormState {
  roleCode?: string;
  name?: string;
  nameEn?: string | null;
  description?: string | null;
  status?: boolean;
  sort?: number | null;
}

export interface BaseFormProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues?: Partial<RoleFormValues>;
  /** Resolves true when saved (the dialog closes), false to keep it open. */
  onFinish: (values: RoleFormValues) => Promise<boolean>;
}

/** Empty optional texts are stored as null, so clearing a field clears it on the server too. */
function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export default function BaseForm({ title, open, onOpenChange, initialValues, onFinish }: BaseFormProps) {
  const t = usePageT(messages);

  return (
    <ModalForm<FormState>
      title={title}
      width={560}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={{
        ...initialValues,
        status: (initialValues?.status ?? 1) === 1,
        sort: initialValues?.sort ?? 0,
      }}
      submitter={{ searchConfig: { submitText: t('roleManage.form.submit'), resetText: t('roleManage.form.cancel') } }}
      onFinish={(values) =>
        onFinish({
          roleCode: values.roleCode!.trim(),
          name: values.name!.trim(),
          nameEn: textOrNull(values.nameEn),
          description: textOrNull(values.description),
          status: values.status ? 1 : 0,
          sort: values.sort ?? 0,
        })
      }
    >
      <ProFormText
        name="roleCode"
        label={t('roleManage.field.roleCode')}
        placeholder={t('roleManage.form.roleCode.placeholder')}
        rules={[
          { required: true, whitespace: true, message: t('roleManage.form.roleCode.required') },
          {
            pattern: new RegExp(ROLE_CODE_PATTERN),
            message: t('roleManage.form.roleCode.pattern', { max: ROLE_CODE_MAX }),
          },
        ]}
      />
      <ProFormText
        name="name"
        label={t('roleManage.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('roleManage.form.name.required') },
          { max: ROLE_NAME_MAX, message: t('roleManage.form.maxLength', { max: ROLE_NAME_MAX }) },
        ]}
      />
      <ProFormText
        name="nameEn"
        label={t('roleManage.field.nameEn')}
        rules={[{ max: ROLE_NAME_MAX, message: t('roleManage.form.maxLength', { max: ROLE_NAME_MAX }) }]}
      />
      <ProFormTextArea
        name="description"
        label={t('roleManage.field.description')}
        fieldProps={{ rows: 3, showCount: true, maxLength: ROLE_DESCRIPTION_MAX }}
        rules={[{ max: ROLE_DESCRIPTION_MAX, message: t('roleManage.form.maxLength', { max: ROLE_DESCRIPTION_MAX }) }]}
      />
      <ProFormSwitch
        name="status"
        label={t('roleManage.field.status')}
        fieldProps={{
          checkedChildren: t('roleManage.status.enabled'),
          unCheckedChildren: t('roleManage.status.disabled'),
        }}
      />
      <ProFormDigit
        name="sort"
        label={t('roleManage.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
        extra={t('roleManage.form.sort.extra')}
      />
    </ModalForm>
  );
}
