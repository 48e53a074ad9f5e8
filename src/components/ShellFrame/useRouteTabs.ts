/**
 * Keeps the router and the tab bar in step: opening a page adds (or activates) its tab, and
 * activating or closing a tab navigates to the tab now in front. Open tabs are saved for reloads.
 */
import { history, matchRoutes, useAppData, useDispatch, useIntl, useLocation, useSelector } from '@umijs/max';
import { startTransition, useEffect, useRef } from 'react';
import type { MenuState } from '@/models/menu';
import useOpenTabs from '@/hooks/useOpenTabs';
import { afterPaint } from '@/utils/afterPaint';
import { isRedirectRoute, menuItemAt, routeTitleId, routeToFollowTab, srcOfLocation } from '@/utils/pane';
import { saveTabs } from './tabStorage';

export function useRouteTabs(ready: boolean): void {
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  const { clientRoutes } = useAppData();
  const { panes, activeKey } = useOpenTabs();
  const { menus, setMenus } = useSelector((state: { menu: MenuState }) => state.menu);

  useEffect(() => {
    if (!ready || isRedirectRoute(location.pathname)) return;
    const route = `${location.pathname}${location.search}`;
    const item = menuItemAt([...menus, ...setMenus], route);
    const frameUrl = location.pathname === '/frame' ? new URLSearchParams(location.search).get('url') : null;
    // The catch-all route (`*`) is the not-found page.
    const matched = matchRoutes(clientRoutes, location.pathname);
    const routeExists = !!matched && matched[matched.length - 1].route.path !== '*';
    const titleId = item || frameUrl ? undefined : routeTitleId(location.pathname, routeExists);
    const title = item?.name ?? frameUrl ?? intl.formatMessage({ id: titleId!, defaultMessage: location.pathname });
    dispatch({
      type: 'tabs/add',
      payload: { title, titleId, src: srcOfLocation(location), menuItem: item && { id: item.id, moduleNo: item.moduleNo } },
    });
    // Menus arriving later must not re-add a closed tab: only the location drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location.pathname, location.search]);

  // The tab in front when the shell became ready: the address wins over it (a link opens its page).
  const bootKey = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const route = routeToFollowTab(activeKey, location, bootKey.current === null);
    bootKey.current = activeKey;
    // The address follows once the pane brought to the front is painted, as a transition: the
    // layout's re-render for the new address (menu data, breadcrumb, title) and the history entry
    // itself (a few milliseconds in Chromium) come after it. Asked again then: nothing if another
    // tab came to the front meanwhile (its own push follows) or the address is already there.
    if (route) {
      afterPaint(() => {
        const still = bootKey.current === activeKey && routeToFollowTab(activeKey, history.location, false);
        if (still) startTransition(() => history.push(still));
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, activeKey]);

  useEffect(() => {
    if (ready) saveTabs({ panes, activeKey });
  }, [ready, panes, activeKey]);
}
