/** Plain values of the sys area. No imports, so the browser reads them without the schema library. */

/** The kinds of user a demo shows (mock mode, DEMO_DATA=on): the administrator, a team leader and a clerk. */
export const DEMO_ACCOUNT_KINDS = ['admin', 'leader', 'clerk'] as const;
export type DemoAccountKind = (typeof DEMO_ACCOUNT_KINDS)[number];
