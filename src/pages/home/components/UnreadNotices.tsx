/** The workbench's unread notices: the newest few, each opening in the notices page. */
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useEffect } from 'react';
import usePageT from '@/hooks/usePageT';
import { fetchMyNotices } from '@/services/notice';
import { onPush } from '@/utils/pushEvents';
import { noticeLink } from '../../../../server/plugins/notice/constants';
import { shortTime } from '../utils';
import WorkbenchList from './WorkbenchList';
import messages from '../messages';

export const WORKBENCH_NOTICES = 5;

export default function UnreadNotices() {
  const t = usePageT(messages);
  const { data, loading, error, refresh } = useRequest(() => fetchMyNotices({ current: 1, pageSize: WORKBENCH_NOTICES, read: 'unread' }), {
    onError: () => {},
  });
  // A notice published for the user, or read elsewhere, shows at once.
  useEffect(() => onPush('notice', refresh), [refresh]);
  return (
    <WorkbenchList
      title={t('home.notices', { count: data?.total ?? 0 })}
      testId="workbench-notices"
      loading={loading}
      failed={Boolean(error) && !data}
      onRetry={refresh}
      emptyText={t('home.notices.empty')}
      onMore={() => history.push('/portal/notices')}
      entries={(data?.list ?? []).map((notice) => ({
        key: notice.id,
        title: notice.topic || t('portal.notices.noTopic'),
        extra: <span style={{ color: 'rgba(0,0,0,0.45)', whiteSpace: 'nowrap' }}>{shortTime(notice.publishedAt)}</span>,
        onOpen: () => history.push(noticeLink(notice.id)),
      }))}
    />
  );
}
