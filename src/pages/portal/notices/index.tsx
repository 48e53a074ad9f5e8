/**
 * /portal/notices: the notices for the signed-in user, pinned first, then newest, with search,
 * read state and type filters. Opening one shows it as NoticeView with its attachments and marks
 * it read (the header's count follows). `?id=<id>` opens that notice (a notice's message links
 * here).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useDispatch, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, Drawer, Empty, Input, List, Result, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import DictSelect from '@/components/DictSelect';
import NoticeView, { NoticeTags } from '@/components/NoticeView';
import usePageT from '@/hooks/usePageT';
import {
  fetchMyNotice,
  fetchMyNotices,
  markNoticeRead,
  noticeAttachmentHref,
  type ReaderNotice,
  type ReaderNoticeQuery,
} from '@/services/notice';
import { formatDateTime } from '@/utils/messages';
import { onPush } from '@/utils/pushEvents';
import {
  noticeLink,
  NOTICE_KEYWORD_MAX,
  NOTICE_READ_FILTERS,
} from '../../../../server/plugins/notice/constants';
import { DICT } from '../../../../server/plugins/dictionary/constants';
import messages from './messages';

type ReadFilter = (typeof NOTICE_READ_FILTERS)[number];

/** A positive whole number, or undefined for anything else. */
export function noticeIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The open notice: loaded, shown, and marked read once shown. */
function OpenNotice({ id, onRead }: { id: number; onRead: (id: number) => void }) {
  const t = usePageT(messages);
  const { data, loading, error, refresh } = useRequest(() => fetchMyNotice(id), {
    refreshDeps: [id],
    onError: () => {},
    onSuccess: (notice) => {
      if (notice.read) return;
      markNoticeRead(notice.id).then(
        () => onRead(notice.id),
        () => {},
      );
    },
  });
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('portal.notices.loadOneFailed')}
        extra={<Button onClick={refresh}>{t('portal.retry')}</Button>}
      />
    );
  }
  if (loading || !data || data.id !== id) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('portal.notices.loading')} />
      </div>
    );
  }
  return <NoticeView notice={data} attachmentHref={(fileId) => noticeAttachmentHref(data.id, fileId)} />;
}

export default function NoticesPage() {
  const t = usePageT(messages);
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState(() => noticeIdOf(searchParams.get('id')));
  const [keyword, setKeyword] = useState<string>();
  const [read, setRead] = useState<ReadFilter>('all');
  const [type, setType] = useState<ReaderNoticeQuery['type']>();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [readIds, setReadIds] = useState<number[]>([]);
  const { data, loading, error, refresh } = useRequest(
    () => fetchMyNotices({ current: page.current, pageSize: page.pageSize, keyword, read, type }),
    { refreshDeps: [keyword, read, type, page], onError: () => {} },
  );
  // What was read here is shown read until the list is asked again.
  useEffect(() => setReadIds([]), [data]);
  // A notice published for the reader, or withdrawn, shows at once.
  useEffect(() => onPush('notice', refresh), [refresh]);

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage((old) => ({ ...old, current: 1 }));
    };

  function markedRead(id: number) {
    setReadIds((ids) => [...ids, id]);
    dispatch({ type: 'menu/fetchNoticeTotalNumber' });
  }

  const isRead = (notice: ReaderNotice) => notice.read || readIds.includes(notice.id);

  return (
    <PageContainer title={t('portal.notices.title')}>
      <ProCard>
        <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            maxLength={NOTICE_KEYWORD_MAX}
            placeholder={t('portal.notices.search')}
            aria-label={t('portal.notices.search')}
            style={{ width: 260 }}
            onSearch={(value) => filter(setKeyword)(value.trim() || undefined)}
          />
          <Segmented<ReadFilter>
            value={read}
            options={NOTICE_READ_FILTERS.map((value) => ({ value, label: t(`portal.notices.read.${value}`) }))}
            onChange={filter(setRead)}
            aria-label={t('portal.notices.readState')}
          />
          <DictSelect
            code={DICT.noticeType}
            allowClear
            style={{ width: 160 }}
            value={type}
            placeholder={t('portal.notices.type')}
            aria-label={t('portal.notices.type')}
            onChange={(value) => filter(setType)(value as string | undefined)}
          />
        </Space>
        {error && !data ? (
          <Result
            status="warning"
            title={t('portal.notices.loadFailed')}
            extra={<Button onClick={refresh}>{t('portal.retry')}</Button>}
          />
        ) : (
          <List<ReaderNotice>
            loading={loading}
            dataSource={data?.list ?? []}
            rowKey="id"
            aria-label={t('portal.notices.title')}
            locale={{ emptyText: <Empty description={t('portal.notices.empty')} /> }}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: data?.total ?? 0,
              showSizeChanger: true,
              hideOnSinglePage: true,
              onChange: (current, pageSize) => setPage({ current, pageSize }),
            }}
            renderItem={(notice) => {
              const unread = !isRead(notice);
              return (
                <List.Item data-testid={`notice-${notice.id}`}>
                  <List.Item.Meta
                    avatar={<Badge status={unread ? 'processing' : 'default'} aria-hidden />}
                    title={
                      <Space size={8} wrap>
                        <a
                          href={`#${noticeLink(notice.id)}`}
                          style={{ fontWeight: unread ? 600 : 400 }}
                          onClick={(event) => {
                            event.preventDefault();
                            setOpenId(notice.id);
                          }}
                        >
                          {notice.topic || t('portal.notices.noTopic')}
                        </a>
                        <Typography.Text type={unread ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
                          {t(unread ? 'portal.notices.unread' : 'portal.notices.readMark')}
                        </Typography.Text>
                      </Space>
                    }
                    description={
                      <Space size={12} wrap>
                        <NoticeTags type={notice.type} level={notice.level} pinned={notice.pinned} />
                        <span>{formatDateTime(notice.publishedAt)}</span>
                        {notice.attachmentCount > 0 && (
                          <span title={t('noticeView.attachments', { count: notice.attachmentCount })}>
                            <PaperClipOutlined /> {notice.attachmentCount}
                          </span>
                        )}
                      </Space>
                    }
                  />
                </List.Item>
              );
            }}
          />
        )}
      </ProCard>
      <Drawer
        open={openId !== undefined}
        width={760}
        title={t('portal.notices.detail')}
        onClose={() => setOpenId(undefined)}
        destroyOnHidden
      >
        {openId !== undefined && <OpenNotice id={openId} onRead={markedRead} />}
      </Drawer>
    </PageContainer>
  );
}
