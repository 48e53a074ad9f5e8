/**
 * The to-do form of the add and modify pages: title, description, due and reminder times, the
 * colleagues it is shared with and its matters (an editable table). Saving sends the whole form.
 */
import { ProForm, ProFormDateTimePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { Col, Form } from 'antd';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createTodo, updateTodo, type TodoDetail } from '@/services/todos';
import { TODO_DESCRIPTION_MAX, TODO_TITLE_MAX } from '../../../../server/plugins/todos/constants';
import {
  descriptionProblem,
  NEW_TODO,
  remindProblem,
  titleProblem,
  todoBody,
  todoFormValues,
  type Problem,
  type TodoValues,
} from '../utils';
import AssigneePicker from './AssigneePicker';
import { todosChanged } from './changes';
import MattersTable from './MattersTable';
import messages from '../messages';

export interface TodoFormProps {
  /** The to-do to change; a new one when absent. */
  todo?: TodoDetail;
  /** After a save, with the to-do as saved. */
  onSaved: (todo: TodoDetail) => void;
  onCancel: () => void;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export default function TodoForm({ todo, onSaved, onCancel }: TodoFormProps) {
  const t = usePageT(messages);
  const [form] = Form.useForm<TodoValues>();

  /** A form rule of a check that reads other fields of the form. */
  const rule =
    (check: (value: unknown, values: TodoValues) => Problem | undefined): FormRule =>
    ({ getFieldsValue }) => ({
      validator: (_, value) => {
        const problem = check(value, getFieldsValue(true) as TodoValues);
        return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
      },
    });

  async function save(values: TodoValues): Promise<boolean> {
    const body = todoBody({ ...values, matters: form.getFieldValue('matters') });
    let saved: TodoDetail;
    try {
      saved = todo ? await updateTodo(todo.id, body) : await createTodo(body);
    } catch {
      // Shown by the request client (the field the server names); the form keeps what was typed.
      return false;
    }
    message.success(t(todo ? 'lazarToDo.save.updated' : 'lazarToDo.save.created', { title: body.title }));
    todosChanged();
    onSaved(saved);
    return true;
  }

  return (
    <ProForm<TodoValues>
      // Field ids are prefixed with the form's name: the list's filters have a title field too.
      name={todo ? `todo-${todo.id}` : 'todo-new'}
      form={form}
      layout="vertical"
      grid
      rowProps={{ gutter: 16 }}
      dateFormatter={false}
      initialValues={todo ? todoFormValues(todo) : NEW_TODO}
      onFinish={save}
      submitter={{
        searchConfig: { submitText: t('lazarToDo.save'), resetText: t('lazarToDo.cancel') },
        resetButtonProps: { onClick: onCancel },
        render: (_, buttons) => <div style={{ display: 'flex', gap: 8 }}>{[...buttons].reverse()}</div>,
      }}
    >
      <ProFormText
        name="title"
        label={t('lazarToDo.field.title')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: TODO_TITLE_MAX, showCount: true }}
        required
        rules={[rule((value) => titleProblem(value as string | undefined))]}
      />
      <ProFormDateTimePicker
        name="dueAt"
        label={t('lazarToDo.field.dueAt')}
        colProps={{ xs: 24, md: 12 }}
        fieldProps={{ format: DATE_TIME, showTime: { format: 'HH:mm' }, style: { width: '100%' } }}
      />
      <ProFormDateTimePicker
        name="remindAt"
        label={t('lazarToDo.field.remindAt')}
        tooltip={t('lazarToDo.field.remindAt.tooltip')}
        colProps={{ xs: 24, md: 12 }}
        dependencies={['dueAt']}
        fieldProps={{ format: DATE_TIME, showTime: { format: 'HH:mm' }, style: { width: '100%' } }}
        rules={[rule((value, all) => remindProblem(value as TodoValues['remindAt'], all.dueAt, todo?.remindAt ?? null))]}
      />
      <ProFormTextArea
        name="description"
        label={t('lazarToDo.field.description')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: TODO_DESCRIPTION_MAX, showCount: true, autoSize: { minRows: 2, maxRows: 6 } }}
        rules={[rule((value) => descriptionProblem(value as string | undefined))]}
      />
      <Col span={24}>
        <ProForm.Item name="assignees" label={t('lazarToDo.field.assignees')} tooltip={t('lazarToDo.field.assignees.tooltip')}>
          <AssigneePicker ownerId={todo?.owner.id} />
        </ProForm.Item>
      </Col>
      <div style={{ width: '100%' }}>
        <MattersTable title={t('lazarToDo.field.matters')} />
      </div>
    </ProForm>
  );
}
