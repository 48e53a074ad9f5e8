/**
 * When the active tab changes: its menu item becomes the active menu, the side menu follows
 * the tab's collapsed wish, the document title follows, and a page view is recorded.
 */
import { useDispatch, useModel, useSelector } from '@umijs/max';
import { useEffect } from 'react';
import useOpenTabs from '@/hooks/useOpenTabs';
import usePaneTitle from '@/hooks/usePaneTitle';
import type { MenuState } from '@/models/menu';
import { postPageView } from '@/services/user';
import { documentTitle, usePortalTitle } from '@/utils/documentTitle';
import { afterPaint } from '@/utils/afterPaint';
import { buildPageView } from '@/utils/pageView';
import { StorageKeys, writeJSON } from '@/utils/storage';

export function usePageViews(ready: boolean): void {
  const titleOf = usePaneTitle();
  const portalTitle = usePortalTitle();
  const dispatch = useDispatch();
  const { initialState } = useModel('@@initialState');
  const { panes, activeKey } = useOpenTabs();
  const { currentSystem, currentApp } = useSelector((state: { menu: MenuState }) => state.menu);
  const pane = panes.find((p) => p.src === activeKey);

  useEffect(() => {
    if (!ready || !pane) return;
    dispatch({ type: 'tabs/getActiveMenu' });
    dispatch({ type: 'app/setCollapsed', payload: Boolean(pane.collapsed) });
    document.title = documentTitle(titleOf(pane), portalTitle);
    const view = buildPageView(initialState?.currentUser, currentSystem, currentApp, pane);
    writeJSON(StorageKeys.currentPage, view);
    // The server takes who from the session; the client says where (the address for the workbench's recent pages).
    const { systemNo, systemName, applicationNo, applicationName, moduleNo, pageName } = view;
    // Sent once the switch is painted: the request is no part of what the user waits for.
    afterPaint(() => {
      postPageView({ systemNo, systemName, applicationNo, applicationName, moduleNo, pageName, path: pane.src }).catch(() => undefined);
    });
    // A page view per activation, not per menu reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, activeKey]);
}
