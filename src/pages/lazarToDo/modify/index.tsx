/**
 * /lazarToDo/modify?id=<id>: the owner changes a to-do as a whole (matters and colleagues
 * included). A colleague it is shared with is told only the owner may. Saving shows its detail.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Result } from 'antd';
import usePageT from '@/hooks/usePageT';
import { todoDetailPath, useCloseTo } from '../components/navigation';
import TodoForm from '../components/TodoForm';
import { useTodo } from '../components/useTodo';
import messages from '../messages';

export default function TodoModifyPage() {
  const t = usePageT(messages);
  const closeTo = useCloseTo();
  const { todo, placeholder } = useTodo();

  let body = placeholder;
  if (todo && !todo.mine) body = <Result status="403" title={t('lazarToDo.ownerOnly')} />;
  else if (todo)
    body = (
      <TodoForm todo={todo} onSaved={(saved) => closeTo(todoDetailPath(saved.id))} onCancel={() => closeTo(todoDetailPath(todo.id))} />
    );

  return (
    <PageContainer title={t('lazarToDo.modify.title')} onBack={() => closeTo()}>
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
