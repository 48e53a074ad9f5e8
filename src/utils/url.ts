/** Addresses: tab addresses and the links a menu or an application home page may open. */

/**
 * Page addresses of the tab bar (spec section 2): only the first question mark stays,
 * later ones become ampersands, so `a?x=1?y=2` and `a?x=1&y=2` are the same tab.
 */
export function normaliseSrc(src: string): string {
  const first = src.indexOf('?');
  if (first < 0) return src;
  return src.slice(0, first + 1) + src.slice(first + 1).replace(/\?/g, '&');
}

/**
 * Whether a link is a route of the portal ('/userManage', not '//host') or an http(s) URL:
 * what a menu or an application home page may open (the server checks the same).
 */
export function isRouteOrUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}
