/** Add and modify dialog of a module: its own fields, then its buttons and its fields. */
import { ModalForm, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Cascader, Col } from 'antd';
import { useMemo } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { applicationOptions } from '@/utils/applications';
import { createModule, updateModule, type ModuleItem } from '@/services/modules';
import type { SystemNode } from '@/services/systems';
import { CODE_PATTERN, itemInputs, itemRows, type ItemRow } from '../utils';
import ItemsTable from './ItemsTable';
import { SORT_MAX } from '../../../../server/constants';
import { CODE_MAX, MODULE_NAME_MAX } from '../../../../server/plugins/modules/constants';
import messages from '../messages';

interface ModuleValues {
  moduleNo: string;
  name: string;
  nameEn?: string;
  application?: [string, string];
  sort?: number;
  buttons?: ItemRow[];
  fields?: ItemRow[];
}

export interface BaseFormProps {
  open: boolean;
  /** The module to modify; a new one when absent. */
  module?: ModuleItem;
  systems: SystemNode[];
  onClose: () => void;
  onSaved: () => void;
}

export default function BaseForm({ open, module, systems, onClose, onSaved }: BaseFormProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const nameMaxRule = { max: MODULE_NAME_MAX, message: t('moduleManage.field.max', { max: MODULE_NAME_MAX }) };

  // Row keys are made once per module: the editable tables open their rows by them.
  const initialValues = useMemo<Partial<ModuleValues>>(
    () =>
      module
        ? {
            moduleNo: module.moduleNo,
            name: module.name,
            nameEn: module.nameEn ?? '',
            application: module.systemNo && module.applicationNo ? [module.systemNo, module.applicationNo] : undefined,
            sort: module.sort,
            buttons: itemRows(module.buttons),
            fields: itemRows(module.fields),
          }
        : { sort: 0, buttons: [], fields: [] },
    [module],
  );

  async function save(values: ModuleValues): Promise<boolean> {
    const [systemNo, applicationNo] = values.application ?? [null, null];
    const body = {
      moduleNo: values.moduleNo.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      systemNo,
      applicationNo,
      sort: values.sort ?? 0,
      buttons: itemInputs(values.buttons ?? []),
      fields: itemInputs(values.fields ?? []),
    };
    try {
      if (module) await updateModule(module.id, body);
      else await createModule(body);
    } catch {
      // Shown by the request client (409 taken number, 400 repeated code).
      return false;
    }
    message.success(t(module ? 'moduleManage.update.success' : 'moduleManage.create.success', { name: body.name }));
    onSaved();
    return true;
  }

  return (
    <ModalForm<ModuleValues>
      title={t(module ? 'moduleManage.modify.title' : 'moduleManage.add.title')}
      open={open}
      width={920}
      grid
      rowProps={{ gutter: 16 }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('moduleManage.save'), resetText: t('moduleManage.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={initialValues}
      onFinish={save}
    >
      <ProFormText
        name="moduleNo"
        label={t('moduleManage.field.moduleNo')}
        colProps={{ span: 12 }}
        extra={module ? t('moduleManage.field.moduleNo.extra') : undefined}
        placeholder={t('moduleManage.field.moduleNo.placeholder', { max: CODE_MAX })}
        rules={[
          { required: true, whitespace: true, message: t('moduleManage.field.moduleNo.required') },
          { pattern: CODE_PATTERN, message: t('moduleManage.field.moduleNo.pattern', { max: CODE_MAX }) },
        ]}
      />
      <ProFormText
        name="name"
        label={t('moduleManage.field.name')}
        colProps={{ span: 12 }}
        rules={[{ required: true, whitespace: true, message: t('moduleManage.field.name.required') }, nameMaxRule]}
      />
      <ProFormText name="nameEn" label={t('moduleManage.field.nameEn')} colProps={{ span: 12 }} rules={[nameMaxRule]} />
      {/* antd's Cascader itself: ProFormCascader passes a prop antd has deprecated (`onDropdownVisibleChange`). */}
      <Col span={12}>
        <ProForm.Item name="application" label={t('moduleManage.field.application')}>
          <Cascader
            options={applicationOptions(systems, intl.locale)}
            allowClear
            placeholder={t('moduleManage.field.application.placeholder')}
            style={{ width: '100%' }}
          />
        </ProForm.Item>
      </Col>
      <ProFormDigit
        name="sort"
        label={t('moduleManage.field.sort')}
        colProps={{ span: 12 }}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
      <div style={{ width: '100%' }}>
        <ItemsTable name="buttons" title={t('moduleManage.buttons')} />
        <ItemsTable name="fields" title={t('moduleManage.fields')} />
      </div>
    </ModalForm>
  );
}
