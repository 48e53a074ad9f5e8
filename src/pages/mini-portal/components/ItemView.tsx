/** One notice or one message on the phone, marked read when opened. */
import { LinkOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import NoticeView from '@/components/NoticeView';
import usePageT from '@/hooks/usePageT';
import { getUserMessage, markMessagesRead, type Message } from '@/services/message';
import { fetchMyNotice, markNoticeRead, noticeAttachmentHref } from '@/services/notice';
import { formatDateTime } from '@/utils/messages';
import { pagePath } from '../utils';
import styles from './mini.less';
import messages from '../messages';

const skipErrors = { onError: () => {} };

/** A message of the caller by its id: the one newest message older than id + 1, when it is that one. */
async function fetchOwnMessage(id: number): Promise<Message | null> {
  const page = await getUserMessage({ current: 1, pageSize: 1, beforeId: id + 1 });
  return page.list.find((message) => message.id === id) ?? null;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const t = usePageT(messages);
  return (
    <Result
      status="warning"
      subTitle={t('miniPortal.loadFailed')}
      extra={
        <Button className={styles.touch} onClick={onRetry}>
          {t('miniPortal.retry')}
        </Button>
      }
    />
  );
}

function NotFound() {
  const t = usePageT(messages);
  return (
    <div data-testid="mini-item-not-found">
      <Result status="404" subTitle={t('miniPortal.item.notFound')} />
    </div>
  );
}

export function NoticeItem({ id }: { id: number }) {
  const t = usePageT(messages);
  const notice = useRequest(() => fetchMyNotice(id), {
    refreshDeps: [id],
    ...skipErrors,
    onSuccess: (found) => {
      if (!found.read) markNoticeRead(id).catch(() => {});
    },
  });
  if (notice.error) {
    const status = (notice.error as { response?: { status?: number } }).response?.status;
    if (status === 404 || status === 403) return <NotFound />;
    return <Failed onRetry={notice.refresh} />;
  }
  if (!notice.data) return <Skeleton active />;
  return (
    <Card size="small" className={styles.section} data-testid="mini-notice">
      <NoticeView notice={notice.data} attachmentHref={(fileId) => noticeAttachmentHref(id, fileId)} />
    </Card>
  );
}

export function MessageItem({ id }: { id: number }) {
  const t = usePageT(messages);
  const message = useRequest(() => fetchOwnMessage(id), {
    refreshDeps: [id],
    ...skipErrors,
    onSuccess: (found) => {
      if (found && !found.read) markMessagesRead([id]).catch(() => {});
    },
  });
  if (message.error) return <Failed onRetry={message.refresh} />;
  if (message.loading || message.data === undefined) return <Skeleton active />;
  if (message.data === null) return <NotFound />;
  const { title, content, createdAt, link } = message.data;
  return (
    <Card size="small" className={styles.section} data-testid="mini-message">
      <Typography.Title level={5}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{formatDateTime(createdAt)}</Typography.Paragraph>
      <Typography.Paragraph className={styles.messageText}>{content}</Typography.Paragraph>
      {link && (
        <Button block icon={<LinkOutlined />} className={styles.touch} onClick={() => history.push(pagePath(link))}>
          {t('miniPortal.message.open')}
        </Button>
      )}
    </Card>
  );
}
