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

/** The built-in notice types (the data dictionary's noticeType holds them and any added since). */
export const NOTICE_TYPES = ['general', 'policy', 'deadline', 'outage'] as const;

export const NOTICE_TOPIC_MAX = 200;
/** Characters of sanitised HTML. */
export const NOTICE_CONTENT_MAX = 100_000;
export const NOTICE_TARGETS_MAX = 1000;

export const NOTICE_ATTACHMENTS_MAX = 10;
export const NOTICE_ATTACHMENT_BYTES_MAX = 20 * 1024 * 1024;

/** Importance of a notice, as messages' levels: 1 normal, 2 important, 3 urgent. */
export const NOTICE_LEVELS = { normal: 1, important: 2, urgent: 3 } as const;
export const NOTICE_LEVEL_MIN = 1;
export const NOTICE_LEVEL_MAX = 3;

/** How a notice is saved: kept as a draft, published at once, or published at its time. */
export const NOTICE_PUBLISH_MODES = ['draft', 'now', 'scheduled'] as const;
export type NoticePublishMode = (typeof NOTICE_PUBLISH_MODES)[number];

/** The read filter of the reader's notice list. */
export const NOTICE_READ_FILTERS = ['all', 'unread', 'read'] as const;

/** Longest keyword of the notice and user searches. */
export const NOTICE_KEYWORD_MAX = 64;

/** Kinds of file a notice may carry (checked by content, server/files). */
export const NOTICE_ATTACHMENT_KINDS = [
  'pdf',
  'png',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'zip',
  'txt',
  'csv',
] as const;
/** The `accept` of the attachment upload. */
export const NOTICE_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.doc,.xls,.ppt,.zip,.txt,.csv';
/** Longest attachment file name, in characters. */
export const NOTICE_FILE_NAME_MAX = 255;

/** The download centre's kind of the export of a notice's unread users. */
export const NOTICE_UNREAD_EXPORT_KIND = 'noticeUnread';

/** The portal route a notice's message opens. */
export const noticeLink = (id: number) => `/portal/notices?id=${id}`;
