/**
 * /myFeedback/detail?id=<id>: one of the user's feedback items. The id is read when the page
 * opens: each item has its own tab, which keeps showing that item.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Descriptions, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { NotFoundResult } from '@/components/ErrorResult';
import { PortalPaths } from '@/utils/portalPaths';
import FeedbackStatusTag from '../components/FeedbackStatusTag';
import { feedbackTime } from '../components/format';
import { findMyFeedback } from '../service';

/** A positive whole number, or undefined for anything else. */
export function feedbackIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export default function FeedbackDetailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [id] = useState(() => feedbackIdOf(searchParams.get('id')));
  const { data: item, loading, error, refresh } = useRequest(() => findMyFeedback(id as number), {
    ready: id !== undefined,
    // The request client has told the user; the page offers a retry.
    onError: () => {},
  });

  const back = () => history.push(PortalPaths.myFeedback);
  const title = t('portal.myFeedback.detail.title');

  let body;
  if (id === undefined) {
    body = <NotFoundResult compact />;
  } else if (loading) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="feedback-detail-loading">
        <Spin />
      </div>
    );
  } else if (error) {
    body = (
      <div data-testid="feedback-detail-error">
        <Result
          status="error"
          title={t('portal.myFeedback.detail.loadFailed')}
          extra={<Button onClick={refresh}>{t('portal.retry')}</Button>}
        />
      </div>
    );
  } else if (!item) {
    body = <NotFoundResult compact />;
  } else {
    body = (
      <Descriptions column={1} bordered size="small" data-testid="feedback-detail">
        <Descriptions.Item label={t('portal.myFeedback.createdAt')}>{feedbackTime(item.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('portal.myFeedback.status')}>
          <FeedbackStatusTag status={item.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('portal.myFeedback.contact')}>
          {item.contact || <Typography.Text type="secondary">{t('portal.myFeedback.noContact')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('portal.myFeedback.content')}>
          <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="feedback-detail-content">
            {item.content}
          </div>
        </Descriptions.Item>
      </Descriptions>
    );
  }

  return (
    <PageContainer title={title} onBack={back}>
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
