/**
 * Plain values every area shares, for the server's schemas and the front end's forms alike.
 * No imports: a browser chunk that reads a limit here does not load the schema library.
 */

/** Paging of every list endpoint (server/paging.ts). */
export const DEFAULT_CURRENT = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Keeps offsets far inside safe integers. */
export const MAX_CURRENT = 1_000_000;
/**
 * Lists that may hold very many rows (users, tasks) count the matching rows up to this many and
 * no further ("more than 10,000"): counting every row would cost each request as much as reading
 * them all. Filters narrow a longer list.
 */
export const LIST_COUNT_CAP = 10_000;

/** The largest display order (`sort`) of anything ordered by hand: systems, menus, modules, roles, ... */
export const SORT_MAX = 1_000_000;
