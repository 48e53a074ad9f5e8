/**
 * The newest notices or messages with their read state; tapping a row opens it on
 * /mini-portal/page, which marks it read.
 */
import { RightOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Empty } from 'antd';
import usePageT from '@/hooks/usePageT';
import { getUserMessage } from '@/services/message';
import { fetchMyNotices } from '@/services/notice';
import { formatDateTime } from '@/utils/messages';
import SectionCard from './SectionCard';
import { itemPath } from '../utils';
import styles from './mini.less';
import messages from '../messages';

/** Rows each list shows. */
export const INBOX_ROWS = 10;

interface Row {
  id: number;
  title: string;
  read: boolean;
  at: string;
}

async function rowsOf(kind: 'notice' | 'message'): Promise<Row[]> {
  if (kind === 'notice') {
    const page = await fetchMyNotices({ current: 1, pageSize: INBOX_ROWS });
    return page.list.map((notice) => ({ id: notice.id, title: notice.topic, read: notice.read, at: notice.publishedAt }));
  }
  const page = await getUserMessage({ current: 1, pageSize: INBOX_ROWS });
  return page.list.map((message) => ({ id: message.id, title: message.title, read: message.read, at: message.createdAt }));
}

export default function InboxList({ kind }: { kind: 'notice' | 'message' }) {
  const t = usePageT(messages);
  const { data, loading, error, refresh } = useRequest(() => rowsOf(kind), { onError: () => {} });
  const title = t(kind === 'notice' ? 'miniPortal.notices' : 'miniPortal.messages');

  return (
    <SectionCard
      title={title}
      testId={`mini-${kind}s`}
      loaded={data !== undefined}
      loading={loading}
      failed={Boolean(error)}
      onRetry={refresh}
      skeletonRows={3}
      empty={
        !data?.length && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(kind === 'notice' ? 'miniPortal.notices.empty' : 'miniPortal.messages.empty')}
          />
        )
      }
    >
      {data?.map((row) => (
        <button
          key={row.id}
          type="button"
          className={styles.row}
          data-testid={`mini-${kind}-${row.id}`}
          onClick={() => history.push(itemPath(kind, row.id))}
        >
          <Badge status={row.read ? 'default' : 'processing'} />
          <span className={styles.rowText}>
            <span className={`${styles.rowTitle} ${row.read ? '' : styles.unreadTitle}`} title={row.title}>
              {row.title}
            </span>
            <span className={styles.rowMeta}>
              {row.read ? t('miniPortal.read') : t('miniPortal.unread')} · {formatDateTime(row.at)}
            </span>
          </span>
          <RightOutlined className={styles.rowMeta} />
        </button>
      ))}
    </SectionCard>
  );
}
