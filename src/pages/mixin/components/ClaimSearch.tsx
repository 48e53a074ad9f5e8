/** The search form of the mixed page: keyword, status and cost centre. */
import { ProFormSelect, ProFormText, QueryFilter } from '@ant-design/pro-components';
import usePageT from '@/hooks/usePageT';
import { CLAIM_STATUSES, type ClaimQuery } from '../utils';
import messages from '../messages';

export default function ClaimSearch({ costCentres, onSearch }: { costCentres: string[]; onSearch: (query: ClaimQuery) => void }) {
  const t = usePageT(messages);
  return (
    <QueryFilter<ClaimQuery>
      defaultCollapsed={false}
      labelWidth="auto"
      span={{ xs: 24, sm: 24, md: 12, lg: 8, xl: 8, xxl: 6 }}
      submitter={{ searchConfig: { submitText: t('mixin.search.submit'), resetText: t('mixin.search.reset') } }}
      onFinish={async (values) => onSearch(values)}
      onReset={() => onSearch({})}
    >
      <ProFormText name="keyword" label={t('mixin.search.keyword')} placeholder={t('mixin.search.keyword.placeholder')} />
      <ProFormSelect
        name="status"
        label={t('mixin.search.status')}
        options={CLAIM_STATUSES.map((status) => ({ value: status, label: t(`mixin.status.${status}`) }))}
      />
      <ProFormSelect name="costCentre" label={t('mixin.search.costCentre')} options={costCentres.map((code) => ({ value: code, label: code }))} />
    </QueryFilter>
  );
}
