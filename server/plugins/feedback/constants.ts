/**
 * Plain values of feedback: what its contract checks and the header's feedback form mirrors.
 * No imports, so the shell reads them without the schema library.
 */

export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_CONTACT_MAX = 100;

/** Where a feedback stands, as stored and answered. */
export const FEEDBACK_STATUS = { new: 0, inProgress: 1, replied: 2, closed: 3 } as const;
