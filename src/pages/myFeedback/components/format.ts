import dayjs from 'dayjs';

export const FEEDBACK_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The local time a feedback item was sent. */
export function feedbackTime(createdAt: string): string {
  return dayjs(createdAt).format(FEEDBACK_TIME_FORMAT);
}
