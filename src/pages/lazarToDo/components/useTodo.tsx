/**
 * The to-do of `?id=` for the detail and modify pages: loaded, loaded again when a to-do changes
 * elsewhere, and what to show instead of it (not found for a bad or unknown id, an error with a
 * retry, a spinner while it loads).
 */
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { NotFoundResult } from '@/components/ErrorResult';
import usePageT from '@/hooks/usePageT';
import { fetchTodo } from '@/services/todos';
import { idOf } from '../utils';
import { useTodosChanged } from './changes';
import messages from '../messages';

/** `self`: the page's own token (see changes.ts), so that its own changes do not reload it. */
export function useTodo(self?: object) {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [id] = useState(() => idOf(searchParams.get('id')));
  const { data: todo, loading, error, refresh, mutate } = useRequest(() => fetchTodo(id!), {
    ready: id !== undefined,
    onError: () => {},
  });
  useTodosChanged(refresh, self);

  let placeholder: ReactNode = null;
  if (id === undefined) {
    placeholder = <NotFoundResult compact />;
  } else if (error && !todo) {
    placeholder = (
      <Result status="error" title={t('lazarToDo.loadFailed')} extra={<Button onClick={refresh}>{t('lazarToDo.retry')}</Button>} />
    );
  } else if (loading && !todo) {
    placeholder = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('lazarToDo.loading')} />
      </div>
    );
  } else if (!todo) {
    placeholder = <NotFoundResult compact />;
  }
  return { todo: placeholder ? undefined : todo, placeholder, setTodo: mutate };
}
