/**
 * How router locations and tab panes map onto each other. A pane's src is the page address
 * under hash history (`/#/userManage?x=1`), normalised; pages of other origins and static
 * files open through the frame route.
 */
import type { MenuNode } from '@/services/home';
import { routeOfMenuPath } from './menu';
import { flattenTree } from './tree';
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
  return flattenTree(menus).find((node) => node.path && normaliseSrc(routeOfMenuPath(node.path)) === normaliseSrc(route));
}

/** Addresses that only redirect to the home page (`/` and `/@index`): they get no tab of their own. */
export function isRedirectRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/@index';
}

/**
 * Where the router goes when the tab in front changes: to that tab's page, unless the address
 * shows it already or only redirects. At boot (tabs restored, then the addressed page's tab
 * added) the address wins: the restored front tab must not pull a link away from its page.
 */
export function routeToFollowTab(
  activeKey: string,
  location: { pathname: string; search?: string },
  atBoot: boolean,
): string | null {
  if (atBoot || isRedirectRoute(location.pathname) || activeKey === srcOfLocation(location)) return null;
  return routeOfSrc(activeKey);
}

/** Title of a page that does not exist: the not-found page's. */
export const NOT_FOUND_TITLE_ID = 'route./404';

/** The message id titling a page's tab: its route's title, or the not-found page's when no route matched. */
export function routeTitleId(pathname: string, routeExists: boolean): string {
  return routeExists ? `route.${pathname}` : NOT_FOUND_TITLE_ID;
}
