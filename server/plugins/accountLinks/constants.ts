/** Plain values of shared accounts (/constAccount): who may act as which account, from when to when. */

/** The module whose buttons guard the shared-account routes: view; create, update and delete by administrators only. */
export const ACCOUNT_LINK_MODULE = 'constAccount';
/** The page where links are managed; the users page opens it filtered by a user. */
export const ACCOUNT_LINK_PATH = '/constAccount';

/** Characters of a link's remark (the column's length). */
export const ACCOUNT_LINK_REMARK_MAX = 200;
/** Characters of the list's staff and account filters. */
export const ACCOUNT_LINK_KEYWORD_MAX = 64;

/**
 * Where a link stands at the server's clock: active (the staff member may switch into the account
 * now), upcoming (its start lies ahead) or expired (its end has passed).
 */
export const ACCOUNT_LINK_STATES = ['active', 'upcoming', 'expired'] as const;
export type AccountLinkState = (typeof ACCOUNT_LINK_STATES)[number];
