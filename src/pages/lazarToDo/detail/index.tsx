/**
 * /lazarToDo/detail?id=<id>: one to-do to read and work through: its times, owner, colleagues and
 * description; its matters to tick; mark it done or not. The owner also adds matters ("Add
 * matter"), edits and deletes it.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Checkbox, Descriptions, Empty, Input, List, Popconfirm, Progress, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { addMatter, deleteTodo, markTodoDone, tickMatter, type TodoDetail } from '@/services/todos';
import { formatDateTime } from '@/utils/messages';
import { TODO_MATTER_MAX, TODO_MATTERS_MAX } from '../../../../server/plugins/todos/constants';
import { todosChanged } from '../components/changes';
import { todoModifyPath, useCloseTo } from '../components/navigation';
import { useTodo } from '../components/useTodo';
import { personLabel } from '@/utils/people';
import { isOverdue, matterProblem } from '../utils';
import messages from '../messages';

/** This page's token for the change events: its own changes are shown already. */
const SELF = {};

function AddMatter({ todo, onAdded }: { todo: TodoDetail; onAdded: (todo: TodoDetail) => void }) {
  const t = usePageT(messages);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string>();
  const [adding, setAdding] = useState(false);
  const full = todo.matters.length >= TODO_MATTERS_MAX;

  async function add() {
    const found = matterProblem(content);
    if (found) {
      setProblem(t(found.id, found.values));
      return;
    }
    setAdding(true);
    try {
      onAdded(await addMatter(todo.id, content.trim()));
      setContent('');
      setProblem(undefined);
    } catch {
      // Shown by the request client.
    } finally {
      setAdding(false);
    }
  }

  if (full) return <Typography.Text type="secondary">{t('lazarToDo.matters.full', { max: TODO_MATTERS_MAX })}</Typography.Text>;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={content}
        maxLength={TODO_MATTER_MAX}
        status={problem ? 'error' : undefined}
        placeholder={problem ?? t('lazarToDo.matter.placeholder')}
        aria-label={t('lazarToDo.matter.content')}
        onChange={(event) => {
          setContent(event.target.value);
          setProblem(undefined);
        }}
        onPressEnter={add}
      />
      <Button icon={<PlusOutlined />} loading={adding} onClick={add}>
        {t('lazarToDo.matter.add')}
      </Button>
    </Space.Compact>
  );
}

export default function TodoDetailPage() {
  const t = usePageT(messages);
  const closeTo = useCloseTo();
  const { todo, placeholder, setTodo } = useTodo(SELF);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<TodoDetail>) {
    setBusy(true);
    try {
      setTodo(await run());
      todosChanged(SELF);
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(false);
    }
  }

  async function remove(target: TodoDetail) {
    try {
      await deleteTodo(target.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('lazarToDo.delete.success', { title: target.title }));
    todosChanged();
    closeTo();
  }

  if (!todo)
    return (
      <PageContainer title={t('lazarToDo.detail.title')} onBack={() => closeTo()}>
        <ProCard>{placeholder}</ProCard>
      </PageContainer>
    );

  const overdue = isOverdue(todo);
  const done = todo.matters.filter((matter) => matter.done).length;
  return (
    <PageContainer
      title={todo.title}
      onBack={() => closeTo()}
      tags={[
        todo.done ? (
          <Tag key="state" color="success">
            {t('lazarToDo.state.done')}
          </Tag>
        ) : (
          <Tag key="state" color={overdue ? 'error' : 'processing'}>
            {t(overdue ? 'lazarToDo.state.overdue' : 'lazarToDo.state.open')}
          </Tag>
        ),
        ...(todo.mine
          ? []
          : [
              <Tag key="shared" color="purple">
                {t('lazarToDo.sharedWithMe')}
              </Tag>,
            ]),
      ]}
      extra={[
        <Space key="done" size={8}>
          <Typography.Text>{t('lazarToDo.field.done')}</Typography.Text>
          <Switch
            checked={todo.done}
            loading={busy}
            aria-label={t('lazarToDo.field.done')}
            onChange={(checked) => act(() => markTodoDone(todo.id, checked))}
          />
        </Space>,
        todo.mine && (
          <Button key="edit" icon={<EditOutlined />} onClick={() => history.push(todoModifyPath(todo.id))}>
            {t('lazarToDo.edit')}
          </Button>
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
            <Button danger icon={<DeleteOutlined />}>
              {t('lazarToDo.delete')}
            </Button>
          </Popconfirm>
        ),
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('lazarToDo.field.dueAt')}>
              {todo.dueAt ? (
                <Typography.Text type={overdue ? 'danger' : undefined}>{formatDateTime(todo.dueAt)}</Typography.Text>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('lazarToDo.field.remindAt')}>
              {todo.remindAt ? formatDateTime(todo.remindAt) : '-'}
              {todo.remindedAt && (
                <Tag style={{ marginInlineStart: 8 }}>{t('lazarToDo.reminded')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('lazarToDo.field.owner')}>{personLabel(todo.owner)}</Descriptions.Item>
            <Descriptions.Item label={t('lazarToDo.field.assignees')}>
              {todo.assignees.length ? (
                <Space size={[4, 4]} wrap>
                  {todo.assignees.map((person) => (
                    <Tag key={person.id} style={{ marginInlineEnd: 0 }}>
                      {personLabel(person)}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            {todo.doneAt && <Descriptions.Item label={t('lazarToDo.field.doneAt')}>{formatDateTime(todo.doneAt)}</Descriptions.Item>}
            <Descriptions.Item label={t('lazarToDo.field.updatedAt')}>{formatDateTime(todo.updatedAt)}</Descriptions.Item>
          </Descriptions>
          {todo.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '12px 0 0' }} aria-label={t('lazarToDo.field.description')}>
              {todo.description}
            </Typography.Paragraph>
          )}
        </ProCard>
        <ProCard
          title={t('lazarToDo.field.matters')}
          extra={
            todo.matters.length > 0 && (
              <Space>
                <Progress percent={Math.round((done / todo.matters.length) * 100)} size="small" style={{ width: 120, margin: 0 }} showInfo={false} />
                <Typography.Text>{`${done}/${todo.matters.length}`}</Typography.Text>
              </Space>
            )
          }
        >
          <List
            size="small"
            dataSource={todo.matters}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lazarToDo.matters.empty')} /> }}
            renderItem={(matter) => (
              <List.Item>
                <Checkbox
                  checked={matter.done}
                  disabled={busy}
                  onChange={(event) => act(() => tickMatter(todo.id, matter.id, event.target.checked))}
                >
                  <Typography.Text delete={matter.done}>{matter.content}</Typography.Text>
                </Checkbox>
              </List.Item>
            )}
          />
          {todo.mine && (
            <div style={{ marginTop: 12 }}>
              <AddMatter todo={todo} onAdded={(added) => act(async () => added)} />
            </div>
          )}
        </ProCard>
      </Space>
    </PageContainer>
  );
}
