/**
 * /lazarToDo: the caller's to-dos and those colleagues shared with them, in tabs (all, mine,
 * shared with me), due first. Filters by part of the title, done and due date; each row shows
 * its due time (red when overdue), matters done, whom it is shared with and a done switch.
 * New and edit open the form in a tab of its own; delete asks first.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Empty, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { deleteTodo, fetchTodos, markTodoDone, type Todo } from '@/services/todos';
import { formatDateTime } from '@/utils/messages';
import { TODO_KEYWORD_MAX, TODO_VIEWS, type TodoView } from '../../../server/plugins/todos/constants';
import { todosChanged, useTodosChanged } from './components/changes';
import { todoAddPath, todoDetailPath, todoModifyPath } from './components/navigation';
import { personLabel } from '@/utils/people';
import { isOverdue, isView, matterProgress, todoQuery, type TodoFilters } from './utils';
import messages from './messages';

const SHOWN_ASSIGNEES = 3;

export default function LazarToDoPage() {
  const t = usePageT(messages);
  const actionRef = useRef<ActionType>();
  const [view, setView] = useState<TodoView>('all');
  const [switching, setSwitching] = useState<number>();
  const reload = () => actionRef.current?.reload();
  useTodosChanged(reload);

  async function setDone(todo: Todo, done: boolean) {
    setSwitching(todo.id);
    try {
      await markTodoDone(todo.id, done);
    } catch {
      return; // Shown by the request client.
    } finally {
      setSwitching(undefined);
    }
    todosChanged();
  }

  async function remove(todo: Todo) {
    try {
      await deleteTodo(todo.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('lazarToDo.delete.success', { title: todo.title }));
    todosChanged();
  }

  const columns: ProColumns<Todo>[] = [
    {
      title: t('lazarToDo.field.title'),
      dataIndex: 'title',
      width: 260,
      ellipsis: true,
      fieldProps: { placeholder: t('lazarToDo.keyword.placeholder'), maxLength: TODO_KEYWORD_MAX },
      render: (_, todo) => (
        <ActionLink onClick={() => history.push(todoDetailPath(todo.id))}>
          <Typography.Text delete={todo.done} style={{ color: 'inherit' }}>
            {todo.title}
          </Typography.Text>
        </ActionLink>
      ),
    },
    {
      title: t('lazarToDo.field.dueAt'),
      dataIndex: 'dueAt',
      width: 170,
      search: false,
      render: (_, todo) => {
        if (!todo.dueAt) return '-';
        return isOverdue(todo) ? (
          <Typography.Text type="danger">
            {formatDateTime(todo.dueAt)} <Tag color="error">{t('lazarToDo.state.overdue')}</Tag>
          </Typography.Text>
        ) : (
          formatDateTime(todo.dueAt)
        );
      },
    },
    {
      title: t('lazarToDo.field.dueRange'),
      dataIndex: 'dueRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (range: [string, string]) => ({
          dueFrom: dayjs(range[0]).startOf('day').toISOString(),
          dueTo: dayjs(range[1]).endOf('day').toISOString(),
        }),
      },
    },
    {
      title: t('lazarToDo.field.matters'),
      dataIndex: 'matterCount',
      width: 90,
      search: false,
      render: (_, todo) => matterProgress(todo) || '-',
    },
    {
      title: t('lazarToDo.field.owner'),
      dataIndex: 'owner',
      width: 140,
      ellipsis: true,
      search: false,
      render: (_, todo) => (todo.mine ? <Tag>{t('lazarToDo.me')}</Tag> : personLabel(todo.owner)),
    },
    {
      title: t('lazarToDo.field.assignees'),
      dataIndex: 'assignees',
      width: 220,
      search: false,
      render: (_, todo) => {
        if (!todo.assignees.length) return '-';
        const names = todo.assignees.map(personLabel);
        return (
          <Tooltip title={names.join(', ')}>
            <Space size={[2, 2]} wrap>
              {names.slice(0, SHOWN_ASSIGNEES).map((name, at) => (
                <Tag key={todo.assignees[at].id} style={{ marginInlineEnd: 0 }}>
                  {name}
                </Tag>
              ))}
              {names.length > SHOWN_ASSIGNEES && (
                <Typography.Text type="secondary">
                  {t('lazarToDo.assignees.more', { count: names.length - SHOWN_ASSIGNEES })}
                </Typography.Text>
              )}
            </Space>
          </Tooltip>
        );
      },
    },
    {
      title: t('lazarToDo.field.done'),
      dataIndex: 'done',
      width: 90,
      valueType: 'select',
      valueEnum: {
        false: { text: t('lazarToDo.state.open') },
        true: { text: t('lazarToDo.state.done') },
      },
      render: (_, todo) => (
        <Switch
          size="small"
          checked={todo.done}
          loading={switching === todo.id}
          aria-label={t('lazarToDo.done.of', { title: todo.title })}
          onChange={(checked) => setDone(todo, checked)}
        />
      ),
    },
    {
      title: t('lazarToDo.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 160,
      render: (_, todo) =>
        [
          <ActionLink key="detail" onClick={() => history.push(todoDetailPath(todo.id))}>
            {t('lazarToDo.detail')}
          </ActionLink>,
          todo.mine && (
            <ActionLink key="edit" onClick={() => history.push(todoModifyPath(todo.id))}>
              {t('lazarToDo.edit')}
            </ActionLink>
          ),
          todo.mine && (
            <Popconfirm
              key="delete"
              title={t('lazarToDo.delete.confirm', { title: todo.title })}
              okText={t('lazarToDo.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('lazarToDo.cancel')}
              onConfirm={() => remove(todo)}
            >
              <ActionLink>{t('lazarToDo.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<Todo, TodoFilters & { view: TodoView }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ view }}
        scroll={{ x: 1200 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lazarToDo.empty')} /> }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: view,
            items: TODO_VIEWS.map((key) => ({ key, label: t(`lazarToDo.view.${key}`) })),
            onChange: (key) => {
              if (isView(key)) setView(key);
            },
          },
        }}
        request={async (params) => {
          const { list, total } = await fetchTodos(todoQuery(view, params));
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(todoAddPath())}>
            {t('lazarToDo.new')}
          </Button>,
        ]}
      />
    </div>
  );
}
