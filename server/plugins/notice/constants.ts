/**
 * Plain values of notices: what the contract checks, the database stores and the front end shows.
 * No imports, so the browser reads them without the schema library.
 */

/**
 * Stored states. A scheduled notice becomes published at its time (a job does it, but readers
 * see it from its time on whatever the job's delay); a published one becomes expired at its
 * expiry; withdrawn ends it by hand.
 */
export const NOTICE_STATUS = {
  draft: 'draft',
  scheduled: 'scheduled',
  published: 'published',
  withdrawn: 'withdrawn',
  expired: 'expired',
} as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUSES = Object.values(NOTICE_STATUS);

/** Kinds of target. org: the organisation only; orgTree: it and every organisation below it. */
export const NOTICE_TARGET_KINDS = ['all', 'org', 'orgTree', 'group', 'post', 'role', 'user'] as const;
export type NoticeTargetKind = (typeof NOTICE_TARGET_KINDS)[number];

/** Notice types until the data dictionary holds them. */
export const NOTICE_TYPES = ['general', 'policy', 'deadline', 'outage'] as const;

export const NOTICE_TOPIC_MAX = 200;
/** Characters of sanitised HTML. */
export const NOTICE_CONTENT_MAX = 100_000;
export const NOTICE_TARGETS_MAX = 1000;

export const NOTICE_ATTACHMENTS_MAX = 10;
export const NOTICE_ATTACHMENT_BYTES_MAX = 20 * 1024 * 1024;
