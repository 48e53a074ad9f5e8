/**
 * How router locations and tab panes map onto each other. A pane's src is the page address
 * under hash history (`/#/userManage?x=1`), normalised; pages of other origins and static
 * files open through the frame route.
 */
import type { MenuNode } from '@/services/home';
import { flattenMenus, routeOfMenuPath } from './menu';
import { normaliseSrc } from './url';

export function srcOfLocation(location: { pathname: string; search?: string }): string {
  return normaliseSrc(`/#${location.pathname}${location.search ?? ''}`);
}

/** The router path of a pane address: `/#/a?b=1` -> `/a?b=1`; other addresses go through the frame route. */
export function routeOfSrc(src: string): string {
  return src.startsWith('/#/') ? src.slice(2) : routeOfMenuPath(src);
}

/** The pane address where a tab for this src (internal `/#/...`, a path, or a URL) is kept. */
export function paneSrcOf(src: string): string {
  return normaliseSrc(`/#${routeOfSrc(src)}`);
}

/** The menu item whose page is at this router path (`/userManage`, `/frame?url=...`). */
export function menuItemAt(menus: MenuNode[], route: string): MenuNode | undefined {
  return flattenMenus(menus).find((node) => node.path && normaliseSrc(routeOfMenuPath(node.path)) === normaliseSrc(route));
}

/** Addresses that only redirect to the workbench (`/` and `/@index`): they get no tab of their own. */
export function isRedirectRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/@index';
}
