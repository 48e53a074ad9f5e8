/**
 * Route authority (spec sections 2 and 6): routes may carry an authority, and the most
 * specific route whose path matches the page supplies the requirement — a nested route
 * without one (authority null) opens its subtree again.
 */
export interface RouteRule {
  path: string;
  /** Access flag the page needs; null lifts the requirement of an enclosing route. */
  authority: string | null;
}

function matches(rulePath: string, pathname: string): boolean {
  return pathname === rulePath || pathname.startsWith(rulePath.endsWith('/') ? rulePath : `${rulePath}/`);
}

export function authorityOf(rules: readonly RouteRule[], pathname: string): string | null {
  const matching = rules.filter((rule) => matches(rule.path, pathname));
  if (!matching.length) return null;
  return matching.reduce((best, rule) => (rule.path.length > best.path.length ? rule : best)).authority;
}

export function mayOpen(rules: readonly RouteRule[], pathname: string, holds: (authority: string) => boolean): boolean {
  const authority = authorityOf(rules, pathname);
  return authority === null || holds(authority);
}

/**
 * The authorities of this portal's routes: an administration page needs the `view` right of
 * its module (src/utils/accessCodes.ts); areas without a module yet need the admin check
 * (GET api/home/isAdmin, stored as adminAuth). The server enforces its own rights on every call.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/admin', authority: 'canAdmin' },
  { path: '/application', authority: 'application:view' },
  { path: '/authorized', authority: 'role:view' },
  { path: '/menuManage', authority: 'menu:view' },
  { path: '/moduleManage', authority: 'module:view' },
  { path: '/operationLog', authority: 'canAdmin' },
  { path: '/PostManage', authority: 'post:view' },
  { path: '/roleManage', authority: 'role:view' },
  { path: '/userDeviceManage', authority: 'canAdmin' },
  { path: '/userGroup', authority: 'userGroup:view' },
  { path: '/userManage', authority: 'user:view' },
];
