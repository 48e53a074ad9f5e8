/** Tab addresses. (Which links a menu or an application may open is the server's rule: isRouteOrWebUrl.) */

/**
 * Page addresses of the tab bar (spec section 2): only the first question mark stays,
 * later ones become ampersands, so `a?x=1?y=2` and `a?x=1&y=2` are the same tab.
 */
export function normaliseSrc(src: string): string {
  const first = src.indexOf('?');
  if (first < 0) return src;
  return src.slice(0, first + 1) + src.slice(first + 1).replace(/\?/g, '&');
}
