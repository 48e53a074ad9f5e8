/**
 * Keeps the router and the tab bar in step: opening a page adds (or activates) its tab, and
 * activating or closing a tab navigates to the tab now in front. Open tabs are saved for reloads.
 */
import { history, useDispatch, useIntl, useLocation, useSelector } from '@umijs/max';
import { useEffect } from 'react';
import type { MenuState } from '@/models/menu';
import { isRedirectRoute, menuItemAt, routeOfSrc, srcOfLocation } from '@/utils/pane';
import type { TabsState } from '@/utils/tabs';
import { saveTabs } from './tabStorage';

export function useRouteTabs(ready: boolean): void {
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  const { panes, activeKey } = useSelector((state: { tabs: TabsState }) => state.tabs);
  const { menus, setMenus } = useSelector((state: { menu: MenuState }) => state.menu);

  useEffect(() => {
    if (!ready || isRedirectRoute(location.pathname)) return;
    const route = `${location.pathname}${location.search}`;
    const item = menuItemAt([...menus, ...setMenus], route);
    const frameUrl = location.pathname === '/frame' ? new URLSearchParams(location.search).get('url') : null;
    const title =
      item?.name ??
      frameUrl ??
      intl.formatMessage({ id: `route.${location.pathname}`, defaultMessage: location.pathname });
    dispatch({
      type: 'tabs/add',
      payload: { title, src: srcOfLocation(location), menuItem: item && { id: item.id, moduleNo: item.moduleNo } },
    });
    // Menus arriving later must not re-add a closed tab: only the location drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location.pathname, location.search]);

  useEffect(() => {
    if (ready && !isRedirectRoute(location.pathname) && activeKey !== srcOfLocation(location)) {
      history.push(routeOfSrc(activeKey));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, activeKey]);

  useEffect(() => {
    if (ready) saveTabs({ panes, activeKey });
  }, [ready, panes, activeKey]);
}
