/**
 * /myFeedback/detail?id=<id>: one of the user's feedback items with its screenshot and the
 * conversation with the service centre, where the user adds a follow-up (not once it is
 * closed). The id is read when the page opens: each item has its own tab, which keeps showing
 * that item.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Descriptions, Image, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import { NotFoundResult } from '@/components/ErrorResult';
import FeedbackConversation from '@/components/FeedbackConversation';
import ReplyBox from '@/components/FeedbackConversation/ReplyBox';
import usePageT from '@/hooks/usePageT';
import { errorInfoOf } from '@/utils/errorDisplay';
import { PortalPaths } from '@/utils/portalPaths';
import { FEEDBACK_STATUS } from '../../../../server/plugins/feedback/constants';
import FeedbackStatusTag from '../components/FeedbackStatusTag';
import { feedbackTime } from '../components/format';
import { fetchMyFeedbackDetail, myScreenshotUrl, sendFollowUp } from '../service';
import messages from '../messages';

/** A positive whole number, or undefined for anything else. */
export function feedbackIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export default function FeedbackDetailPage() {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [id] = useState(() => feedbackIdOf(searchParams.get('id')));
  const { data: item, loading, error, refresh, mutate } = useRequest(() => fetchMyFeedbackDetail(id as number), {
    ready: id !== undefined,
    // The page shows what went wrong, with a retry.
    onError: () => {},
  });

  const back = () => history.push(PortalPaths.myFeedback);
  const title = t('portal.myFeedback.detail.title');

  async function followUp(content: string): Promise<boolean> {
    try {
      mutate(await sendFollowUp(id as number, content));
    } catch {
      return false; // Shown by the request client; the text stays.
    }
    message.success(t('portal.myFeedback.followUp.success'));
    return true;
  }

  let body;
  if (id === undefined || errorInfoOf(error)?.errorCode === '404') {
    body = <NotFoundResult compact />;
  } else if (loading && !item) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="feedback-detail-loading">
        <Spin />
      </div>
    );
  } else if (error || !item) {
    body = (
      <div data-testid="feedback-detail-error">
        <Result
          status="error"
          title={t('portal.myFeedback.detail.loadFailed')}
          subTitle={errorInfoOf(error)?.errorMessage}
          extra={<Button onClick={refresh}>{t('portal.retry')}</Button>}
        />
      </div>
    );
  } else {
    body = (
      <>
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
          {item.screenshot && (
            <Descriptions.Item label={t('portal.myFeedback.screenshot')}>
              <Image
                src={myScreenshotUrl(item.id)}
                alt={item.screenshot.fileName}
                width={200}
                style={{ maxHeight: 160, objectFit: 'contain' }}
                data-testid="feedback-detail-screenshot"
              />
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('portal.myFeedback.conversation')}
        </Typography.Title>
        <FeedbackConversation
          entries={item.replies.map((reply) => ({
            ...reply,
            author: reply.fromStaff ? t('portal.myFeedback.staff') : t('portal.myFeedback.me'),
          }))}
        />
        <div style={{ marginTop: 16 }}>
          <ReplyBox
            onSend={followUp}
            closedText={item.status === FEEDBACK_STATUS.closed ? t('portal.myFeedback.closed') : undefined}
            placeholder={t('portal.myFeedback.followUp.placeholder')}
            sendText={t('portal.myFeedback.followUp.send')}
          />
        </div>
      </>
    );
  }

  return (
    <PageContainer title={title} onBack={back}>
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
