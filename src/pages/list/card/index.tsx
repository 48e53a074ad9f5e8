/** Gallery: the card list, the finance services at a glance (/list/card). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, List, Space, Statistic, Switch, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { CARD_LIST_PROPS } from './props';
import { FINANCE_SERVICES, onTimeStatus, type FinanceService } from './utils';
import messages from './messages';

/** Columns by window width: one on a phone, four on a wide screen. */
const GRID = { gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 };

function ServiceCard({ service }: { service: FinanceService }) {
  const t = usePageT(messages);
  const { token } = theme.useToken();
  const name = t(`listCard.service.${service.key}`);
  const onTimeColour = { success: token.colorSuccess, warning: token.colorWarning, error: token.colorError }[onTimeStatus(service.onTime)];
  return (
    <Card
      size="small"
      title={name}
      extra={service.enabled ? null : <Tag>{t('listCard.disabled')}</Tag>}
      actions={[
        <ActionLink key="open" onClick={() => message.info(t('listCard.open.message', { name }))}>
          {t('listCard.open')}
        </ActionLink>,
        <ActionLink key="settings" onClick={() => message.info(t('listCard.settings.message', { name }))}>
          {t('listCard.settings')}
        </ActionLink>,
      ]}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: true }} style={{ minHeight: 44 }}>
        {t(`listCard.service.${service.key}.description`)}
      </Typography.Paragraph>
      <Space size="large">
        <Statistic title={t('listCard.open.count')} value={service.open} />
        <Statistic
          title={t('listCard.onTime')}
          value={service.onTime}
          suffix="%"
          valueStyle={{ color: onTimeColour }}
        />
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('listCard.owner', { owner: service.owner })}
      </Typography.Text>
    </Card>
  );
}

export default function CardListDemo() {
  const t = usePageT(messages);
  const [loading, setLoading] = useState(false);
  return (
    <GalleryPage title={t('listCard.title')} whenToUse={t('listCard.whenToUse')} props={CARD_LIST_PROPS}>
      <Variant
        title={t('listCard.services')}
        description={t('listCard.services.description')}
        extra={
          <Space>
            <Typography.Text type="secondary">{t('listCard.loading')}</Typography.Text>
            <Switch size="small" checked={loading} onChange={setLoading} aria-label={t('listCard.loading')} />
          </Space>
        }
      >
        <List<FinanceService | 'new'>
          grid={GRID}
          loading={loading}
          dataSource={[...FINANCE_SERVICES, 'new']}
          renderItem={(item) => (
            <List.Item>
              {item === 'new' ? (
                <Button type="dashed" block icon={<PlusOutlined />} style={{ height: 220 }} onClick={() => message.info(t('listCard.new.message'))}>
                  {t('listCard.new')}
                </Button>
              ) : (
                <ServiceCard service={item} />
              )}
            </List.Item>
          )}
        />
      </Variant>
    </GalleryPage>
  );
}
