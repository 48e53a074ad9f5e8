/** /taskRule/add: a new dispatch rule. Saving closes the tab and shows the list. */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import usePageT from '@/hooks/usePageT';
import { fetchTaskRuleFields } from '@/services/taskRules';
import { useCloseTo } from '../components/navigation';
import RuleForm from '../components/RuleForm';
import messages from '../messages';

export default function TaskRuleAddPage() {
  const t = usePageT(messages);
  const closeTo = useCloseTo();
  const fields = useRequest(fetchTaskRuleFields, { onError: () => {} });

  let body;
  if (fields.data) body = <RuleForm fields={fields.data} onSaved={() => closeTo()} onCancel={() => closeTo()} />;
  else if (fields.error)
    body = <Result status="error" title={t('taskRule.loadFailed')} extra={<Button onClick={fields.refresh}>{t('taskRule.retry')}</Button>} />;
  else
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('taskRule.loading')} />
      </div>
    );

  return (
    <PageContainer title={t('taskRule.add.title')} onBack={() => closeTo()}>
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
