/**
 * When a kept-alive page may stay as it was last rendered (src/components/ShellFrame/KeepAliveOutlet.tsx).
 * Bringing a tab back to the front is a navigation: the router gives a new location and the layout
 * a new route context, although nothing the page reads changed. Kept as it was, the page is shown
 * without rendering its tree again (a table page takes tens of milliseconds).
 */
import type { RouteContextType } from '@ant-design/pro-components';
import { isEqual } from 'lodash';

interface Address {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** The same address and state: only the navigation's key differs. */
export function sameAddress(a: Address, b: Address): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && isEqual(a.state, b.state);
}

/**
 * What pages read of ProLayout's route context (PageContainer, FooterToolbar, GridContent); the
 * rest is the layout's props and render functions, new on every render. The setters are React's,
 * the same on every render.
 */
const PAGE_READS = [
  'title',
  'collapsed',
  'isMobile',
  'layout',
  'contentWidth',
  'hasHeader',
  'fixedHeader',
  'hasSiderMenu',
  'siderWidth',
  'waterMarkProps',
  'breadcrumbProps',
  'setHasPageContainer',
  'setHasFooterToolbar',
] as const;

type Crumb = { linkPath?: string; path?: string; title?: unknown; breadcrumbName?: unknown };

/** Breadcrumb items by where they lead and what they say; their render function is new each time. */
function sameCrumbs(a: Crumb[] | undefined, b: Crumb[] | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.length === b.length &&
    a.every((crumb, i) => {
      const other = b[i];
      return crumb.linkPath === other.linkPath && crumb.path === other.path && crumb.title === other.title && crumb.breadcrumbName === other.breadcrumbName;
    })
  );
}

const menuKey = (context: RouteContextType) => context.currentMenu?.key ?? context.currentMenu?.path;

/** The same route context as far as a page can tell. */
export function samePageLayout(a: RouteContextType, b: RouteContextType): boolean {
  const record = (context: RouteContextType) => context as Record<string, unknown>;
  return (
    PAGE_READS.every((key) => record(a)[key] === record(b)[key]) &&
    menuKey(a) === menuKey(b) &&
    sameCrumbs(a.breadcrumb?.items as Crumb[] | undefined, b.breadcrumb?.items as Crumb[] | undefined)
  );
}
