/**
 * Plain values and rules of systems and applications: what their contract checks and the front
 * end's forms mirror. No imports, so the browser reads them without the schema library.
 */

/** The longest number of a system, application, organisation, post or user group. */
export const NUMBER_MAX = 32;
/** Numbers of systems, applications, organisations, posts and user groups: letters, digits, _ and -, 1 to 32. */
export const NUMBER_PATTERN = `^[A-Za-z0-9_-]{1,${NUMBER_MAX}}$`;

/** The longest name (Chinese or English) of a system or an application. */
export const SYSTEM_NAME_MAX = 128;
/** The longest home page address of an application. */
export const HOME_PAGE_URL_MAX = 512;

/**
 * Whether a link is a route of the portal ('/userManage', not '//host') or an http(s) URL with a
 * host: what menus and application home pages may open. One rule for the forms and the server.
 */
export function isRouteOrWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}
