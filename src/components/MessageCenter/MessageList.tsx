/** One paged list of the user's messages (unread or all), five at a time with "load more". */
import { getLocale } from '@umijs/max';
import { useInfiniteScroll } from 'ahooks';
import { Badge, Button, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import useT from '@/hooks/useT';
import { getUserMessage, markMessagesRead, type Message } from '@/services/message';
import { formatDateTime, fromNow, messageLevelOf } from '@/utils/messages';

export const MESSAGE_PAGE_SIZE = 5;

interface Loaded {
  list: Message[];
  total: number;
}

export interface MessageListProps {
  status: 'unread' | 'all';
  /** After a message was marked read on the server. */
  onRead: () => void;
  /** Opens the route a message links to (the panel closes). */
  onOpen: (link: string) => void;
}

/** A link the portal opens itself: a route of this app, never another site. */
export const isPortalRoute = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

export default function MessageList({ status, onRead, onOpen }: MessageListProps) {
  const t = useT();
  const locale = getLocale();
  const [expanded, setExpanded] = useState<number | undefined>();
  const { data, loading, loadingMore, noMore, loadMore, mutate } = useInfiniteScroll<Loaded>(
    async (last) => {
      // "Load more" continues after the last message shown: reading some meanwhile skips none.
      const beforeId = last?.list.at(-1)?.id;
      const page = await getUserMessage({ status, pageSize: MESSAGE_PAGE_SIZE, ...(beforeId ? { beforeId } : {}) });
      return { list: page.list, total: page.total };
    },
    {
      isNoMore: (d) => !!d && d.list.length >= d.total,
      // The request client has shown the error already.
      onError: () => {},
    },
  );

  async function toggle(item: Message) {
    setExpanded((id) => (id === item.id ? undefined : item.id));
    if (item.read) return;
    try {
      await markMessagesRead([item.id]);
    } catch {
      return;
    }
    mutate((d) => d && { ...d, list: d.list.map((m) => (m.id === item.id ? { ...m, read: true } : m)) });
    onRead();
  }

  function onKeyDown(event: KeyboardEvent, item: Message) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(item);
    }
  }

  if (loading && !data) return (
      <div data-testid="messages-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );

  const list = data?.list ?? [];
  if (list.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(status === 'unread' ? 'header.messages.emptyUnread' : 'header.messages.empty')}
      />
    );
  }

  return (
    <List
      size="small"
      dataSource={list}
      rowKey="id"
      style={{ maxHeight: 400, overflowY: 'auto' }}
      loadMore={
        noMore ? null : (
          <div style={{ textAlign: 'center', marginTop: 8 }}>
            <Button size="small" loading={loadingMore} onClick={loadMore} data-testid="messages-load-more">
              {t('header.messages.loadMore')}
            </Button>
          </div>
        )
      }
      renderItem={(item) => {
        const level = messageLevelOf(item.level);
        const open = expanded === item.id;
        return (
          <List.Item style={{ display: 'block', paddingInline: 0 }} data-testid={`message-${item.id}`}>
            <div
              role="button"
              tabIndex={0}
              aria-expanded={open}
              style={{ cursor: 'pointer' }}
              onClick={() => toggle(item)}
              onKeyDown={(e) => onKeyDown(e, item)}
            >
              <Space size={4} style={{ width: '100%' }}>
                <Badge status={item.read ? 'default' : 'processing'} />
                <Typography.Text strong={!item.read} ellipsis style={{ maxWidth: 220 }}>
                  {item.title}
                </Typography.Text>
                <Tag color={level.color} style={{ marginInlineEnd: 0 }}>
                  {t(level.labelId)}
                </Tag>
              </Space>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.group}
                  {' · '}
                  <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {fromNow(item.createdAt, locale)}
                  </time>
                </Typography.Text>
              </div>
            </div>
            {open && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8, marginBottom: 0 }}>
                {item.content}
              </Typography.Paragraph>
            )}
            {open && isPortalRoute(item.link) && (
              <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onOpen(item.link!)} data-testid={`message-open-${item.id}`}>
                {t('header.messages.open')}
              </Button>
            )}
          </List.Item>
        );
      }}
    />
  );
}
