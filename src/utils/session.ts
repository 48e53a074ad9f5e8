/**
 * Leaving the signed-in state on the client: the spec's logout clears cookies, local and
 * session storage and replaces the location with /login.
 */

/** Address of the login page under hash history, on the current origin and path. */
export function loginAddress(loc: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${loc.origin}${loc.pathname}#/login`;
}

export function isLoginPage(loc: Pick<Location, 'hash'> = window.location): boolean {
  return /^#\/login(?:[?/]|$)/.test(loc.hash);
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
): void {
  hist.replaceState(null, '', loginAddress(loc));
  loc.reload();
}

let redirecting = false;

/**
 * Sends the browser to /login once, however many calls fail together (ten parallel 401s
 * must not queue ten navigations). Does nothing when already on the login page.
 */
export function redirectToLogin(): void {
  if (redirecting || isLoginPage()) return;
  redirecting = true;
  replaceWithLogin();
}

/** For tests: forget that a redirect was started. */
export function resetLoginRedirect(): void {
  redirecting = false;
}

/** After a successful sign-in: reload at the current origin and path, entering the app fresh. */
export function enterApp(loc: Location = window.location): void {
  loc.replace(`${loc.origin}${loc.pathname}`);
}
