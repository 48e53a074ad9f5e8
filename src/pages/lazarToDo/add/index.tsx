/** /lazarToDo/add: a new to-do. Saving closes the tab and shows the list. */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import { useCloseTo } from '../components/navigation';
import TodoForm from '../components/TodoForm';
import messages from '../messages';

export default function TodoAddPage() {
  const t = usePageT(messages);
  const closeTo = useCloseTo();
  return (
    <PageContainer title={t('lazarToDo.add.title')} onBack={() => closeTo()}>
      <ProCard>
        <TodoForm onSaved={() => closeTo()} onCancel={() => closeTo()} />
      </ProCard>
    </PageContainer>
  );
}
