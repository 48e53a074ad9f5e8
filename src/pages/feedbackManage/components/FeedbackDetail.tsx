/**
 * The drawer of one feedback: who sent it and when, the content and screenshot, the
 * conversation, a reply box and the state changes (start handling, close with a confirmation,
 * reopen) for those with the update right.
 */
import { useRequest } from 'ahooks';
import { Button, Descriptions, Drawer, Image, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { message } from '@/components/AppMessages';
import FeedbackConversation from '@/components/FeedbackConversation';
import ReplyBox from '@/components/FeedbackConversation/ReplyBox';
import FeedbackStatusTag, { useFeedbackStatusName } from '@/components/FeedbackStatusTag';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  changeFeedbackStatus,
  fetchManagedFeedback,
  managedScreenshotUrl,
  replyToFeedback,
  type FeedbackStatusChange,
  type ManagedFeedbackDetail,
} from '@/services/feedbackManage';
import { errorInfoOf } from '@/utils/errorDisplay';
import { formatDateTime } from '@/utils/messages';
import { FEEDBACK_STATUS } from '../../../../server/plugins/feedback/constants';
import { statusActions } from '../utils';
import messages from '../messages';

export interface FeedbackDetailProps {
  /** The feedback shown; the drawer is open while set. */
  feedbackId?: number;
  onClose: () => void;
  /** A reply or a state change was saved: the list is out of date. */
  onChanged: () => void;
}

export default function FeedbackDetail({ feedbackId, onClose, onChanged }: FeedbackDetailProps) {
  const t = usePageT(messages);
  const statusName = useFeedbackStatusName();
  const { can } = useAdminAccess();
  const editable = can('feedback:update');
  const { data: fetched, error, loading, refresh, mutate } = useRequest(() => fetchManagedFeedback(feedbackId!), {
    ready: feedbackId !== undefined,
    refreshDeps: [feedbackId],
    // Shown in the drawer, with a retry.
    onError: () => {},
  });
  // The previous feedback's answer stays until this one's arrives.
  const item = fetched?.id === feedbackId ? fetched : undefined;

  function saved(after: ManagedFeedbackDetail) {
    mutate(after);
    onChanged();
  }

  async function reply(content: string): Promise<boolean> {
    try {
      saved(await replyToFeedback(feedbackId!, content));
    } catch {
      return false; // Shown by the request client; the text stays.
    }
    message.success(t('feedbackManage.reply.success'));
    return true;
  }

  async function move(status: FeedbackStatusChange) {
    try {
      saved(await changeFeedbackStatus(feedbackId!, status));
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('feedbackManage.status.success', { status: statusName(status) }));
  }

  const submitterName = (detail: ManagedFeedbackDetail) => detail.submitter.name ?? detail.submitter.userNo;

  const actions =
    item && editable
      ? statusActions(item.status).map((status) =>
          status === FEEDBACK_STATUS.closed ? (
            <Popconfirm
              key={status}
              title={t('feedbackManage.close.confirm')}
              description={t('feedbackManage.close.hint')}
              okText={t('feedbackManage.confirm.ok')}
              cancelText={t('feedbackManage.confirm.cancel')}
              onConfirm={() => move(status)}
            >
              <Button danger data-testid="feedback-status-3">
                {t('feedbackManage.status.3')}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={status} onClick={() => move(status)} data-testid={`feedback-status-${status}`}>
              {t(`feedbackManage.status.${status}`)}
            </Button>
          ),
        )
      : [];

  let body;
  if (item) {
    body = (
      <>
        <Descriptions column={2} size="small" data-testid="feedback-manage-detail">
          <Descriptions.Item label={t('feedbackManage.field.submitter')}>
            {submitterName(item)}
            <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
              {item.submitter.userNo}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.orgName')}>{item.submitter.orgName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.contact')}>{item.contact || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.status')}>
            <FeedbackStatusTag status={item.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.createdAt')}>{formatDateTime(item.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.updatedAt')}>{formatDateTime(item.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.handledBy')} span={2}>{item.handledByName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackManage.field.content')} span={2}>
            <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="feedback-manage-content">
              {item.content}
            </div>
          </Descriptions.Item>
          {item.screenshot && (
            <Descriptions.Item label={t('feedbackManage.field.screenshot')} span={2}>
              <Image
                src={managedScreenshotUrl(item.id)}
                alt={item.screenshot.fileName}
                width={240}
                style={{ maxHeight: 180, objectFit: 'contain' }}
                data-testid="feedback-manage-screenshot"
              />
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('feedbackManage.detail.conversation')}
        </Typography.Title>
        <FeedbackConversation
          entries={item.replies.map((entry) => {
            const name = entry.authorName ?? t('feedbackManage.detail.unknownAuthor');
            return {
              ...entry,
              author: entry.fromStaff
                ? t('feedbackManage.detail.staffLabel', { name })
                : t('feedbackManage.detail.submitterLabel', { name }),
            };
          })}
        />
        {editable && (
          <div style={{ marginTop: 16 }}>
            <ReplyBox
              onSend={reply}
              closedText={item.status === FEEDBACK_STATUS.closed ? t('feedbackManage.reply.closed') : undefined}
              placeholder={t('feedbackManage.reply.placeholder')}
              sendText={t('feedbackManage.reply.send')}
            />
          </div>
        )}
      </>
    );
  } else if (error && !loading) {
    body = (
      <Result
        status="error"
        title={t('feedbackManage.detail.loadFailed')}
        subTitle={errorInfoOf(error)?.errorMessage}
        extra={<Button onClick={refresh}>{t('feedbackManage.detail.retry')}</Button>}
        data-testid="feedback-manage-error"
      />
    );
  } else {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  return (
    <Drawer
      title={feedbackId === undefined ? '' : t('feedbackManage.detail.title', { id: feedbackId })}
      open={feedbackId !== undefined}
      width={720}
      destroyOnHidden
      onClose={onClose}
      extra={actions.length > 0 && <Space>{actions}</Space>}
    >
      {feedbackId !== undefined && body}
    </Drawer>
  );
}
