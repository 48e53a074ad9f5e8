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
 * The route rules of this portal, derived from the menu data (GET api/home/access `pages`): a
 * page that an administrator put under a module needs that module's `view` right
 * (src/utils/accessCodes.ts). Pages of no module are open to every signed-in user; the server
 * enforces its own rights on every call.
 */
export function routeRules(pages: Readonly<Record<string, string>>): RouteRule[] {
  return Object.entries(pages).map(([path, moduleNo]) => ({ path, authority: `${moduleNo}:view` }));
}
