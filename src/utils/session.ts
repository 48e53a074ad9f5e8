/**
 * Leaving the signed-in state on the client: the spec's logout clears cookies, local and
 * session storage and replaces the location with /login.
 */

/**
 * Address of the login page under hash history, on the current origin and path. `redirect`
 * is the page the user asked for, opened after sign-in.
 */
export function loginAddress(loc: Pick<Location, 'origin' | 'pathname'> = window.location, redirect?: string | null): string {
  const query = redirect ? `?${new URLSearchParams({ redirect })}` : '';
  return `${loc.origin}${loc.pathname}#/login${query}`;
}

/** Router paths not worth returning to after sign-in: the login page itself and the home page, where sign-in leads anyway. */
const NOT_A_DESTINATION = /^\/(?:login(?:[?/]|$)|@index$|home$|$)/;

/**
 * The in-app route (`/noticeManage?id=1`) of a hash, when it is a page worth opening after
 * sign-in; null otherwise. Only paths of this app qualify (never `//host` or a URL).
 */
export function routeOfHash(hash: string): string | null {
  const route = hash.replace(/^#/, '');
  if (!route.startsWith('/') || route.startsWith('//') || NOT_A_DESTINATION.test(route)) return null;
  return route;
}

/** The page to open after sign-in, from the login page's `redirect` parameter; null when none or unsafe. */
export function redirectAfterSignIn(hash: string): string | null {
  const query = hash.indexOf('?');
  if (query < 0) return null;
  return routeOfHash(new URLSearchParams(hash.slice(query + 1)).get('redirect') ?? '');
}

/** The login page's address under hash history (`#/login`, `#/login?redirect=...`). */
export const LOGIN_HASH = /^#\/login(?:[?/]|$)/;

export function isLoginPage(loc: Pick<Location, 'hash'> = window.location): boolean {
  return LOGIN_HASH.test(loc.hash);
}

/** The mini-portal for phones (/mini-portal...): it shows its own sign-in and stays where it is. */
export function isMiniPortal(loc: Pick<Location, 'hash'> = window.location): boolean {
  return /^#\/mini-portal(?:[?/]|$)/.test(loc.hash);
}

/** Expires every cookie script can see (the HttpOnly session cookie is cleared by the server). */
export function clearCookies(doc: Document = document): void {
  doc.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean)
    .forEach((name) => {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
}

export function clearClientState(): void {
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/**
 * Replaces the location with /login and reloads. Under hash history a plain location.replace
 * is an in-page navigation: the router would first route the signed-out app to /login (and
 * its pages would write to the storage just cleared). replaceState changes the address
 * without telling the router; the reload then starts clean at /login.
 */
export function replaceWithLogin(
  loc: Pick<Location, 'origin' | 'pathname' | 'reload'> = window.location,
  hist: Pick<History, 'replaceState'> = window.history,
  redirect?: string | null,
): void {
  hist.replaceState(null, '', loginAddress(loc, redirect));
  loc.reload();
}

let redirecting = false;

/**
 * Sends the browser to /login once, however many calls fail together (ten parallel 401s
 * must not queue ten navigations), remembering the page asked for so that sign-in opens it.
 * Does nothing when already on the login page, or on the mini-portal (it signs in by itself).
 */
export function redirectToLogin(): void {
  if (redirecting || isLoginPage() || isMiniPortal()) return;
  redirecting = true;
  replaceWithLogin(window.location, window.history, routeOfHash(window.location.hash));
}

/**
 * Signing out: the calls that fail with 401 once the session has ended must not send the
 * browser to the login page with the current page to return to; the sign-out goes to the plain
 * login page itself.
 */
export function startSignOut(): void {
  redirecting = true;
}

/** For tests: forget that a redirect was started. */
export function resetLoginRedirect(): void {
  redirecting = false;
}

/**
 * After a successful sign-in: reload at the current origin and path, entering the app fresh,
 * on the page the user asked for before signing in (if any).
 */
export function enterApp(
  loc: Pick<Location, 'origin' | 'pathname' | 'hash' | 'reload'> = window.location,
  hist: Pick<History, 'replaceState'> = window.history,
): void {
  const redirect = redirectAfterSignIn(loc.hash);
  // A change of the hash alone would not reload: the signed-out router would see it first.
  hist.replaceState(null, '', `${loc.origin}${loc.pathname}${redirect ? `#${redirect}` : ''}`);
  loc.reload();
}
