/**
 * How index.html picks its entry: the login page's own (`./login.tsx`) when the address is the
 * login page, else the app's `umi.js`. An inline script at the end of the body decides, since
 * under hash history only the browser knows the route (config/plugins/loginEntry.ts writes it).
 */
// Relative: config/plugins/loginEntry.ts loads this file in Node, where `@/` means nothing.
import { LOGIN_HASH } from '../utils/session';

/** The element the login page's stylesheet is loaded by: its entry waits for it (`stylesheetReady`). */
export const LOGIN_STYLESHEET_ID = 'login-css';

export interface EntryFiles {
  /** The app's scripts (`umi.js`), in order. */
  app: string[];
  /** The login entry's scripts and stylesheets, as built. */
  login: string[];
}

/** The inline script that loads one entry's files, in the order given; plain ES5 for any browser. */
export function entryLoaderScript({ app, login }: EntryFiles): string {
  const loginScripts = login.filter((file) => file.endsWith('.js'));
  const loginStyles = login.filter((file) => file.endsWith('.css'));
  return [
    '(function(){',
    'var d=document;',
    `var login=${LOGIN_HASH.toString()}.test(location.hash);`,
    `if(login){${JSON.stringify(loginStyles)}.forEach(function(href,i){var l=d.createElement('link');l.rel='stylesheet';l.href=href;if(!i)l.id=${JSON.stringify(LOGIN_STYLESHEET_ID)};d.head.appendChild(l);});}`,
    // Script-inserted scripts run as they arrive unless told otherwise: keep the built order.
    `(login?${JSON.stringify(loginScripts)}:${JSON.stringify(app)}).forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.body.appendChild(s);});`,
    '})();',
  ].join('');
}

/** Resolves once the stylesheet has loaded (or failed, or there is none): the form never shows unstyled. */
export function stylesheetReady(link: HTMLLinkElement | null): Promise<void> {
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
