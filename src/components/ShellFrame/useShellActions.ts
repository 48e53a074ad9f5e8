/**
 * The shell actions of spec section 4: what pages, header widgets and embedded frames (through
 * the frame bridge) may ask of the shell.
 */
import { history, useDispatch, useStore } from '@umijs/max';
import { useMemo } from 'react';
import type { MenuState } from '@/models/menu';
import { paneSrcOf, routeOfSrc } from '@/utils/pane';
import type { MenuItem } from '@/utils/tabs';

export interface OpenTabOptions {
  title: string;
  src: string;
  /** Open with the side menu collapsed. */
  collapsed?: boolean;
  menuItem?: MenuItem;
}

export interface ShellActions {
  reloadMenus: () => void;
  openTab: (options: OpenTabOptions) => void;
  setSubRoute: (subRoutes: unknown[]) => void;
  updateHomeRoute: (title: string, src: string) => void;
  refreshUnreadNotice: () => void;
  logout: () => void;
}

export function useShellActions(): ShellActions {
  const dispatch = useDispatch();
  const store = useStore();
  return useMemo(
    () => ({
      reloadMenus() {
        const { currentSystemNo, currentApplicationNo } = (store.getState() as { menu: MenuState }).menu;
        if (currentSystemNo && currentApplicationNo) {
          dispatch({
            type: 'menu/loadMenus',
            payload: { systemNo: currentSystemNo, applicationNo: currentApplicationNo },
          });
        }
      },
      openTab({ title, src, collapsed, menuItem }) {
        dispatch({ type: 'tabs/add', payload: { title, src: paneSrcOf(src), collapsed, menuItem } });
        history.push(routeOfSrc(src));
      },
      setSubRoute(subRoutes) {
        dispatch({ type: 'tabs/setSubRoute', payload: subRoutes });
      },
      updateHomeRoute(title, src) {
        dispatch({ type: 'tabs/updateHome', payload: { title, src: paneSrcOf(src) } });
        history.push(routeOfSrc(src));
      },
      refreshUnreadNotice() {
        dispatch({ type: 'menu/fetchNoticeTotalNumber' });
      },
      logout() {
        dispatch({ type: 'login/logout' });
      },
    }),
    [dispatch, store],
  );
}
