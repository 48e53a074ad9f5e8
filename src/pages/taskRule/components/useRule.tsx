/**
 * The rule of `?id=` for the detail and modify pages, with the form's options: loaded, loaded
 * again when a rule changes elsewhere, and what to show instead (not found for a bad or unknown
 * id, an error with a retry, a spinner while it loads).
 */
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { NotFoundResult } from '@/components/ErrorResult';
import usePageT from '@/hooks/usePageT';
import { fetchTaskRule, fetchTaskRuleFields } from '@/services/taskRules';
import { idOf } from '../utils';
import { useRulesChanged } from './changes';
import messages from '../messages';

export function useRule() {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [id] = useState(() => idOf(searchParams.get('id')));
  const rule = useRequest(() => fetchTaskRule(id!), { ready: id !== undefined, onError: () => {} });
  const fields = useRequest(fetchTaskRuleFields, { onError: () => {} });
  useRulesChanged(rule.refresh);

  let placeholder: ReactNode = null;
  if (id === undefined) {
    placeholder = <NotFoundResult compact />;
  } else if ((rule.error && !rule.data) || (fields.error && !fields.data)) {
    const retry = () => {
      if (rule.error) rule.refresh();
      if (fields.error) fields.refresh();
    };
    placeholder = <Result status="error" title={t('taskRule.loadFailed')} extra={<Button onClick={retry}>{t('taskRule.retry')}</Button>} />;
  } else if (!rule.data || !fields.data) {
    placeholder = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('taskRule.loading')} />
      </div>
    );
  }
  return { rule: placeholder ? undefined : rule.data, fields: fields.data, placeholder };
}
