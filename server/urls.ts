/**
 * The portal's page address rule (spec section 2): only the first question mark stays; every
 * later one becomes an ampersand. `a?x=1?y=2` and `a?x=1&y=2` are the same page.
 */
export function normalizeSrc(src: string): string {
  const first = src.indexOf('?');
  if (first < 0) return src;
  return src.slice(0, first + 1) + src.slice(first + 1).replaceAll('?', '&');
}
