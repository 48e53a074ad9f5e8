/** The workbench's to-dos due within a week or overdue (overdue in red), each opening its detail. */
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import { fetchDueTodos } from '@/services/todos';
import { shortTime } from '../utils';
import WorkbenchList from './WorkbenchList';
import messages from '../messages';

export const WORKBENCH_TODO_DAYS = 7;

export default function DueTodos() {
  const t = usePageT(messages);
  const { data, loading, error, refresh } = useRequest(() => fetchDueTodos(WORKBENCH_TODO_DAYS), { onError: () => {} });
  return (
    <WorkbenchList
      title={t('home.todos')}
      testId="workbench-todos"
      loading={loading}
      failed={Boolean(error) && !data}
      onRetry={refresh}
      emptyText={t('home.todos.empty')}
      onMore={() => history.push('/lazarToDo')}
      entries={(data ?? []).map((todo) => ({
        key: todo.id,
        title: todo.title,
        extra: (
          <Typography.Text type={todo.overdue ? 'danger' : 'secondary'} style={{ whiteSpace: 'nowrap' }}>
            {todo.overdue ? t('home.todos.overdue', { time: shortTime(todo.dueAt) }) : shortTime(todo.dueAt)}
          </Typography.Text>
        ),
        onOpen: () => history.push(`/lazarToDo/detail?id=${todo.id}`),
      }))}
    />
  );
}
