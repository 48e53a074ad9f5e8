/**
 * New task by hand: type (an enabled one), title, organisation (within the caller's reach),
 * applicant, amount and currency, priority, and where it comes from (source system and
 * reference, one task per pair). The server sets its number and due time and dispatches it.
 */
import { ModalForm, ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Col, TreeSelect } from 'antd';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createTask, type TaskOrgOption, type TaskType } from '@/services/tasks';
import { localName } from '@/utils/localName';
import {
  TASK_APPLICANT_MAX,
  TASK_CURRENCIES,
  TASK_PRIORITIES,
  TASK_PRIORITY,
  TASK_SOURCE_REF_MAX,
  TASK_SOURCE_SYSTEM_MAX,
  TASK_SOURCE_SYSTEM_PATTERN,
  TASK_TITLE_MAX,
} from '../../../../server/plugins/tasks/constants';
import { amountProblem, newTaskBody, orgTreeData, type NewTaskValues } from '../utils';
import messages from '../messages';

export interface NewTaskFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The enabled task types. */
  types: TaskType[];
  /** The organisations within the caller's data scope, those above them disabled. */
  orgs: TaskOrgOption[];
  /** After the task was created. */
  onSaved: () => void;
}

export default function NewTaskForm({ open, onOpenChange, types, orgs, onSaved }: NewTaskFormProps) {
  const t = usePageT(messages);
  const { locale } = useIntl();
  const max = (limit: number) => ({ max: limit, message: t('taskManage.form.max', { max: limit }) });

  return (
    <ModalForm<NewTaskValues>
      open={open}
      onOpenChange={onOpenChange}
      title={t('taskManage.new.title')}
      width={720}
      layout="vertical"
      grid
      colProps={{ span: 12 }}
      initialValues={{ currency: 'CNY', priority: TASK_PRIORITY.normal }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('taskManage.save'), resetText: t('taskManage.cancel') } }}
      onFinish={async (values) => {
        let task;
        try {
          task = await createTask(newTaskBody(values));
        } catch {
          return false; // Shown by the request client (a taken reference, an organisation out of reach).
        }
        message.success(t('taskManage.new.success', { taskNo: task.taskNo }));
        onSaved();
        return true;
      }}
    >
      <ProFormSelect
        name="typeId"
        label={t('task.field.type')}
        placeholder={t('taskManage.form.select')}
        options={types.map((type) => ({ value: type.id, label: localName(type, locale) }))}
        rules={[{ required: true, message: t('taskManage.form.type.required') }]}
      />
      <Col span={12}>
        <ProForm.Item name="orgId" label={t('task.field.org')} rules={[{ required: true, message: t('taskManage.form.org.required') }]}>
          <TreeSelect
            treeData={orgTreeData(orgs)}
            placeholder={t('taskManage.form.select')}
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            style={{ width: '100%' }}
          />
        </ProForm.Item>
      </Col>
      <ProFormText
        name="title"
        label={t('task.field.title')}
        colProps={{ span: 24 }}
        rules={[{ required: true, whitespace: true, message: t('taskManage.form.title.required') }, max(TASK_TITLE_MAX)]}
      />
      <ProFormText name="applicant" label={t('task.field.applicant')} rules={[max(TASK_APPLICANT_MAX)]} />
      <ProFormSelect
        name="priority"
        label={t('task.field.priority')}
        allowClear={false}
        options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: t(`task.priority.${priority}`) }))}
      />
      <ProFormText
        name="amount"
        label={t('task.field.amount')}
        placeholder="0.00"
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = amountProblem(value);
              return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
            },
          },
        ]}
      />
      <ProFormSelect
        name="currency"
        label={t('task.field.currency')}
        allowClear={false}
        options={TASK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
      />
      <ProFormText
        name="sourceSystem"
        label={t('task.field.sourceSystem')}
        rules={[max(TASK_SOURCE_SYSTEM_MAX), { pattern: new RegExp(TASK_SOURCE_SYSTEM_PATTERN), message: t('taskManage.form.sourceSystem.pattern') }]}
      />
      <ProFormText name="sourceRef" label={t('task.field.sourceRef')} rules={[max(TASK_SOURCE_REF_MAX)]} />
    </ModalForm>
  );
}
