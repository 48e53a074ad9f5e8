/**
 * Plain values of feedback: what its contract checks and the header's feedback form mirrors.
 * No imports, so the shell reads them without the schema library.
 */

export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_CONTACT_MAX = 100;

/** The longest reply of staff or follow-up of the submitter. */
export const FEEDBACK_REPLY_MAX = 2000;

/** Where a feedback stands, as stored and answered. */
export const FEEDBACK_STATUS = { new: 0, inProgress: 1, replied: 2, closed: 3 } as const;
export type FeedbackStatusValue = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];
export const FEEDBACK_STATUSES: readonly FeedbackStatusValue[] = [0, 1, 2, 3];

/** A screenshot: one image of these kinds (server/files/constants.ts), at most this large. */
export const SCREENSHOT_KINDS = ['png', 'jpeg', 'webp', 'gif'] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** The longest name of an uploaded screenshot (that of every stored file). */
export const SCREENSHOT_NAME_MAX = 255;

/** The longest keyword of the feedback handling list. */
export const FEEDBACK_KEYWORD_MAX = 64;

/** How much of the content the handling list answers. */
export const FEEDBACK_LIST_CONTENT_CHARS = 200;

/** Where a message about a feedback takes the submitter. */
export const feedbackDetailLink = (id: number) => `/myFeedback/detail?id=${id}`;

/** The download centre's kind of the feedback list export (feedback:export). */
export const FEEDBACK_EXPORT_KIND = 'feedback';
