/**
 * Plain values of the messages area, for its contract, the database and the front end.
 * No imports, so the browser reads them without the schema library.
 */

/** How urgent a message is, as stored and answered. */
export const MESSAGE_LEVELS = { normal: 1, important: 2, urgent: 3 } as const;

/** The most messages one call may mark read. */
export const MAX_READ_IDS = 200;
