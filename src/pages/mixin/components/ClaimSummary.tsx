/** The summary cards of the mixed page: figures of the claims shown, no charts. */
import { Card, Col, Row, Statistic } from 'antd';
import usePageT from '@/hooks/usePageT';
import { centsText } from '@/utils/money';
import type { ClaimSummary as Summary } from '../utils';
import messages from '../messages';

export default function ClaimSummary({ summary }: { summary: Summary }) {
  const t = usePageT(messages);
  const cards = [
    { key: 'count', value: String(summary.count) },
    { key: 'total', value: centsText(summary.total) },
    { key: 'pending', value: String(summary.pending) },
    { key: 'paid', value: centsText(summary.paid) },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="claim-summary">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Statistic title={t(`mixin.summary.${card.key}`)} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
