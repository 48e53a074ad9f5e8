/** The workbench's favourites: the pages the user kept (header star), each opening in a tab. */
import { useRequest } from 'ahooks';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import usePageT from '@/hooks/usePageT';
import { showFavorites } from '@/services/user';
import WorkbenchList from './WorkbenchList';
import messages from '../messages';

export const WORKBENCH_FAVORITES = 8;

export default function FavoritePages() {
  const t = usePageT(messages);
  const { openTab } = useShellActions();
  const { data, loading, error, refresh } = useRequest(showFavorites, { onError: () => {} });
  return (
    <WorkbenchList
      title={t('home.favorites')}
      testId="workbench-favorites"
      loading={loading}
      failed={Boolean(error) && !data}
      onRetry={refresh}
      emptyText={t('home.favorites.empty')}
      entries={(data ?? []).slice(0, WORKBENCH_FAVORITES).map((favorite) => ({
        key: favorite.id,
        title: favorite.title,
        onOpen: () => openTab({ title: favorite.title, src: favorite.src, menuItem: favorite.moduleNo ? { moduleNo: favorite.moduleNo } : undefined }),
      }))}
    />
  );
}
