/** Gallery: responsive page layout with Row / Col and ProCard (/demo/grid). */
import { ProCard } from '@ant-design/pro-components';
import { Card, Col, Grid, List, Row, Statistic, Typography } from 'antd';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { GRID_PROPS } from './props';
import { CENTRE_FIGURES, FIGURE_COL, trendText } from './utils';
import messages from './messages';

const QUEUES = ['ap', 'ar', 'gl'] as const;
const CELL_STYLE = { background: 'rgba(22, 119, 255, 0.08)', padding: '8px 0', textAlign: 'center' } as const;

export default function GridDemo() {
  const t = usePageT(messages);
  // ProCard's split does not stack by itself: below md the panes go one above the other.
  const wide = Grid.useBreakpoint().md ?? true;

  return (
    <GalleryPage title={t('demoGrid.title')} whenToUse={t('demoGrid.whenToUse')} props={GRID_PROPS}>
      <Variant title={t('demoGrid.responsive')} description={t('demoGrid.responsive.description')}>
        <Row gutter={[16, 16]}>
          {CENTRE_FIGURES.map((figure) => (
            <Col key={figure.key} {...FIGURE_COL}>
              <Card size="small">
                <Statistic title={t(`demoGrid.figure.${figure.key}`)} value={figure.value} />
                <Typography.Text type={figure.trend >= 0 ? 'success' : 'danger'}>
                  {t('demoGrid.figure.trend', { trend: trendText(figure.trend) })}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </Variant>
      <Variant title={t('demoGrid.split')} description={t('demoGrid.split.description')}>
        <ProCard split={wide ? 'vertical' : 'horizontal'} bordered headerBordered>
          <ProCard title={t('demoGrid.split.queues')} colSpan={wide ? '240px' : undefined}>
            <List size="small" dataSource={[...QUEUES]} renderItem={(queue) => <List.Item>{t(`demoGrid.queue.${queue}`)}</List.Item>} />
          </ProCard>
          <ProCard title={t('demoGrid.split.detail')}>
            <Typography.Paragraph>{t('demoGrid.split.text')}</Typography.Paragraph>
          </ProCard>
        </ProCard>
      </Variant>
      <Variant title={t('demoGrid.gutter')} description={t('demoGrid.gutter.description')}>
        <Row gutter={[16, 16]}>
          <Col span={8}>
            <div style={CELL_STYLE}>span 8</div>
          </Col>
          <Col span={8} offset={8}>
            <div style={CELL_STYLE}>span 8 offset 8</div>
          </Col>
          <Col xs={24} md={{ span: 12, offset: 6 }}>
            <div style={CELL_STYLE}>xs 24 · md 12 offset 6</div>
          </Col>
        </Row>
      </Variant>
    </GalleryPage>
  );
}
