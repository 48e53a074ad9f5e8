/** The drawer of one claim: its fields in a PropertyGrid. */
import { Drawer, Tag } from 'antd';
import PropertyGrid from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import { centsText } from '@/utils/money';
import { STATUS_COLORS, type Claim } from '../utils';
import messages from '../messages';

export default function ClaimDetail({ claim, onClose }: { claim?: Claim; onClose: () => void }) {
  const t = usePageT(messages);
  return (
    <Drawer open={!!claim} onClose={onClose} width={560} destroyOnHidden title={claim && t('mixin.detail.title', { claimNo: claim.claimNo })}>
      {claim && (
        <PropertyGrid
          bordered
          size="small"
          column={1}
          data-testid="claim-detail"
          rows={[
            { key: 'claimNo', label: t('mixin.field.claimNo'), value: claim.claimNo, format: 'copy' },
            { key: 'applicant', label: t('mixin.field.applicant'), value: claim.applicant },
            { key: 'costCentre', label: t('mixin.field.costCentre'), value: claim.costCentre },
            { key: 'category', label: t('mixin.field.category'), value: claim.category },
            { key: 'amount', label: t('mixin.field.amount'), value: centsText(claim.amount) },
            { key: 'status', label: t('mixin.field.status'), value: <Tag color={STATUS_COLORS[claim.status]}>{t(`mixin.status.${claim.status}`)}</Tag> },
            { key: 'submittedAt', label: t('mixin.field.submittedAt'), value: claim.submittedAt, format: 'dateTime' },
            { key: 'paidAt', label: t('mixin.field.paidAt'), value: claim.paidAt, format: 'dateTime' },
          ]}
        />
      )}
    </Drawer>
  );
}
