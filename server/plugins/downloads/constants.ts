/**
 * Plain values of the download centre: what its contract checks and the portal's download page
 * mirrors. No imports, so the browser reads them without the schema library.
 */

/** What an export goes through: queued -> running -> done or failed; done ones expire. */
export const EXPORT_STATUS = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
  expired: 'expired',
} as const;
export type ExportStatus = (typeof EXPORT_STATUS)[keyof typeof EXPORT_STATUS];
export const EXPORT_STATUSES = Object.values(EXPORT_STATUS);

/** An export and its file are kept this many days after it was requested. */
export const EXPORT_RETENTION_DAYS = 7;

/** How often the download page asks again while an export is queued or running. */
export const EXPORT_POLL_MS = 2000;

/** A kind's name: what is exported, e.g. `users`. */
export const EXPORT_KIND_MAX = 32;
export const EXPORT_KIND_PATTERN = '^[a-z][A-Za-z0-9_.-]*$';

