/** Gallery: a page combining a search form, summary cards, a table and a detail drawer (/mixin). */
import { Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { formatDateTime } from '@/utils/messages';
import { centsText } from '@/utils/money';
import { PROPERTY_GRID_PROPS } from '../demo/propertyGrid/props';
import ClaimDetail from './components/ClaimDetail';
import ClaimSearch from './components/ClaimSearch';
import ClaimSummary from './components/ClaimSummary';
import { CLAIMS, STATUS_COLORS, costCentresOf, filterClaims, summaryOf, type Claim, type ClaimQuery } from './utils';
import messages from './messages';

const COST_CENTRES = costCentresOf(CLAIMS);

export default function MixinPage() {
  const t = usePageT(messages);
  const [query, setQuery] = useState<ClaimQuery>({});
  const [shown, setShown] = useState<Claim>();
  const claims = useMemo(() => filterClaims(CLAIMS, query), [query]);

  const columns: ColumnsType<Claim> = [
    {
      title: t('mixin.field.claimNo'),
      dataIndex: 'claimNo',
      width: 140,
      render: (claimNo: string, claim) => <ActionLink onClick={() => setShown(claim)}>{claimNo}</ActionLink>,
    },
    { title: t('mixin.field.applicant'), dataIndex: 'applicant', width: 100 },
    { title: t('mixin.field.costCentre'), dataIndex: 'costCentre', width: 110 },
    { title: t('mixin.field.category'), dataIndex: 'category', width: 120, ellipsis: true },
    { title: t('mixin.field.amount'), dataIndex: 'amount', width: 130, align: 'right', render: (amount: number) => centsText(amount) },
    {
      title: t('mixin.field.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: Claim['status']) => <Tag color={STATUS_COLORS[status]}>{t(`mixin.status.${status}`)}</Tag>,
    },
    { title: t('mixin.field.submittedAt'), dataIndex: 'submittedAt', width: 160, render: (at: string) => formatDateTime(at) },
  ];

  return (
    <GalleryPage title={t('mixin.title')} whenToUse={t('mixin.whenToUse')} props={PROPERTY_GRID_PROPS}>
      <Variant title={t('mixin.blocks')} description={t('mixin.blocks.description')}>
        <Flex vertical gap={16}>
          <ClaimSearch costCentres={COST_CENTRES} onSearch={setQuery} />
          <ClaimSummary summary={summaryOf(claims)} />
          <Table<Claim>
            rowKey="claimNo"
            size="small"
            columns={columns}
            dataSource={claims}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('mixin.empty') }}
          />
        </Flex>
        <ClaimDetail claim={shown} onClose={() => setShown(undefined)} />
      </Variant>
    </GalleryPage>
  );
}
