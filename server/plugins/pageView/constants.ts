/** Plain values of page views. */

/** Pages the workbench's recent list may ask for. */
export const RECENT_PAGES_MAX = 20;
/** How far back the recent pages look, in days. */
export const RECENT_PAGES_DAYS = 30;
