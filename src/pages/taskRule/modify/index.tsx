/** /taskRule/modify?id=<id>: a rule changed as a whole (its conditions included). Saving shows its detail. */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import { ruleDetailPath, useCloseTo } from '../components/navigation';
import RuleForm from '../components/RuleForm';
import { useRule } from '../components/useRule';
import messages from '../messages';

export default function TaskRuleModifyPage() {
  const t = usePageT(messages);
  const closeTo = useCloseTo();
  const { rule, fields, placeholder } = useRule();
  return (
    <PageContainer title={t('taskRule.modify.title')} onBack={() => closeTo()}>
      <ProCard>
        {rule && fields ? (
          <RuleForm rule={rule} fields={fields} onSaved={(saved) => closeTo(ruleDetailPath(saved.id))} onCancel={() => closeTo(ruleDetailPath(rule.id))} />
        ) : (
          placeholder
        )}
      </ProCard>
    </PageContainer>
  );
}
