/** The workbench's recently opened pages (from the page views the shell records), each opening in a tab. */
import { useRequest } from 'ahooks';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import usePageT from '@/hooks/usePageT';
import { fetchRecentPages } from '@/services/user';
import { recentEntries, shortTime } from '../utils';
import WorkbenchList from './WorkbenchList';
import messages from '../messages';

export const WORKBENCH_RECENT = 8;

export default function RecentPages({ homeSrc }: { homeSrc: string }) {
  const t = usePageT(messages);
  const { openTab } = useShellActions();
  // One more than shown, since the workbench itself is left out.
  const { data, loading, error, refresh } = useRequest(() => fetchRecentPages(WORKBENCH_RECENT + 1), { onError: () => {} });
  return (
    <WorkbenchList
      title={t('home.recent')}
      testId="workbench-recent"
      loading={loading}
      failed={Boolean(error) && !data}
      onRetry={refresh}
      emptyText={t('home.recent.empty')}
      entries={recentEntries(data ?? [], homeSrc, WORKBENCH_RECENT).map((page) => ({
        key: page.path,
        title: page.pageName,
        extra: <span style={{ color: 'rgba(0,0,0,0.45)', whiteSpace: 'nowrap' }}>{shortTime(page.openedAt)}</span>,
        onOpen: () => openTab({ title: page.pageName, src: page.path, menuItem: page.moduleNo ? { moduleNo: page.moduleNo } : undefined }),
      }))}
    />
  );
}
