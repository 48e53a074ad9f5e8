/**
 * The task types: code (what rules and other systems name it by), names, service level in hours
 * (from intake to the due time), enabled, order. With task:update, add, edit, enable and
 * disable them; a type is never deleted (tasks name it), it is disabled instead.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Switch } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { createTaskType, fetchTaskTypes, updateTaskType, type TaskType } from '@/services/tasks';
import { formatDateTime } from '@/utils/messages';
import { SORT_MAX } from '../../../../server/constants';
import {
  TASK_SERVICE_HOURS_MAX,
  TASK_TYPE_CODE_MAX,
  TASK_TYPE_CODE_PATTERN,
  TASK_TYPE_NAME_MAX,
} from '../../../../server/plugins/tasks/constants';
import { newTypeBody, typeChange, type TypeValues } from '../utils';
import messages from '../messages';

export interface TaskTypesProps {
  /** After a type changed: the task forms and filters list the types. */
  onChanged: () => void;
}

export default function TaskTypes({ onChanged }: TaskTypesProps) {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const editable = can('task:update');
  const actionRef = useRef<ActionType>();
  const [form, setForm] = useState<{ open: boolean; type?: TaskType }>({ open: false });
  const [switching, setSwitching] = useState<number>();
  const max = (limit: number) => ({ max: limit, message: t('taskManage.form.max', { max: limit }) });

  function changed() {
    actionRef.current?.reload();
    onChanged();
  }

  async function setEnabled(type: TaskType, enabled: boolean) {
    setSwitching(type.id);
    try {
      await updateTaskType(type.id, { enabled });
    } catch {
      return; // Shown by the request client.
    } finally {
      setSwitching(undefined);
    }
    message.success(t(enabled ? 'taskManage.type.enable.success' : 'taskManage.type.disable.success', { name: type.name }));
    changed();
  }

  const columns: ProColumns<TaskType>[] = [
    { title: t('taskManage.type.code'), dataIndex: 'code', width: 180, ellipsis: true, copyable: true },
    { title: t('taskManage.type.name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('taskManage.type.nameEn'), dataIndex: 'nameEn', width: 180, ellipsis: true, render: (_, type) => type.nameEn || '-' },
    { title: t('taskManage.type.serviceHours'), dataIndex: 'serviceHours', width: 130, align: 'right' },
    {
      title: t('taskManage.type.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (_, type) => (
        <Switch
          size="small"
          checked={type.enabled}
          disabled={!editable}
          loading={switching === type.id}
          onChange={(enabled) => setEnabled(type, enabled)}
          aria-label={t('taskManage.type.enabled')}
          data-testid={`type-enabled-${type.id}`}
        />
      ),
    },
    { title: t('taskManage.type.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    { title: t('task.field.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (_, type) => formatDateTime(type.updatedAt) },
    {
      title: t('taskManage.actions'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 80,
      hideInTable: !editable,
      render: (_, type) => [
        <ActionLink key="edit" onClick={() => setForm({ open: true, type })} data-testid={`type-edit-${type.id}`}>
          {t('taskManage.edit')}
        </ActionLink>,
      ],
    },
  ];

  const editing = form.type;

  return (
    <>
      <ProTable<TaskType>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('taskManage.tab.types')}
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        options={{ density: false, fullScreen: false, reload: true, setting: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskManage.type.empty')} /> }}
        request={async () => {
          const list = await fetchTaskTypes();
          return { data: list, total: list.length, success: true };
        }}
        onRequestError={() => {}}
        toolBarRender={() =>
          editable
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="type-new">
                  {t('taskManage.type.new')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<TypeValues>
        key={editing?.id ?? 'new'}
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        title={t(editing ? 'taskManage.type.edit.title' : 'taskManage.type.new.title')}
        width={640}
        layout="vertical"
        grid
        colProps={{ span: 12 }}
        initialValues={
          editing
            ? { code: editing.code, name: editing.name, nameEn: editing.nameEn ?? undefined, serviceHours: editing.serviceHours, enabled: editing.enabled, sort: editing.sort }
            : { enabled: true, sort: 0, serviceHours: 24 }
        }
        modalProps={{ destroyOnHidden: true, maskClosable: false }}
        submitter={{ searchConfig: { submitText: t('taskManage.save'), resetText: t('taskManage.cancel') } }}
        onFinish={async (values) => {
          try {
            if (editing) {
              const change = typeChange(editing, values);
              if (change) await updateTaskType(editing.id, change);
            } else {
              await createTaskType(newTypeBody(values));
            }
          } catch {
            return false; // Shown by the request client (a taken code names it).
          }
          message.success(t('taskManage.type.saved', { name: values.name?.trim() ?? '' }));
          changed();
          return true;
        }}
      >
        <ProFormText
          name="code"
          label={t('taskManage.type.code')}
          tooltip={t('taskManage.type.code.tip')}
          rules={[
            { required: true, whitespace: true, message: t('taskManage.type.code.required') },
            max(TASK_TYPE_CODE_MAX),
            { pattern: new RegExp(TASK_TYPE_CODE_PATTERN), message: t('taskManage.type.code.pattern') },
          ]}
        />
        <ProFormDigit
          name="serviceHours"
          label={t('taskManage.type.serviceHours')}
          min={1}
          max={TASK_SERVICE_HOURS_MAX}
          fieldProps={{ precision: 0, style: { width: '100%' } }}
          rules={[{ required: true, message: t('taskManage.type.serviceHours.required', { max: TASK_SERVICE_HOURS_MAX }) }]}
        />
        <ProFormText
          name="name"
          label={t('taskManage.type.name')}
          rules={[{ required: true, whitespace: true, message: t('taskManage.type.name.required') }, max(TASK_TYPE_NAME_MAX)]}
        />
        <ProFormText name="nameEn" label={t('taskManage.type.nameEn')} rules={[max(TASK_TYPE_NAME_MAX)]} />
        <ProFormDigit name="sort" label={t('taskManage.type.sort')} min={0} max={SORT_MAX} fieldProps={{ precision: 0, style: { width: '100%' } }} />
        <ProFormSwitch name="enabled" label={t('taskManage.type.enabled')} />
      </ModalForm>
    </>
  );
}
