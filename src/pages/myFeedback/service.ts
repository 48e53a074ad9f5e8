/** The signed-in user's own feedback (newest first) and the conversation of each. */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../../server/paging';
import type { FeedbackItem, MyFeedbackDetail as MyFeedbackDetailSchema } from '../../../server/plugins/feedback/contract';
import { requestData } from '@/services/request';

/** `status`: 0 new, 1 in progress, 2 replied, 3 closed (set by feedback handling and by follow-ups). */
export type MyFeedback = Static<typeof FeedbackItem>;
export type MyFeedbackDetail = Static<typeof MyFeedbackDetailSchema>;

export function fetchMyFeedback(params: { current: number; pageSize: number }): Promise<PageOf<MyFeedback>> {
  return requestData<PageOf<MyFeedback>>('/api/feedback/mine', { method: 'GET', params });
}

/**
 * One of the user's feedback with its conversation; another's (or none) answers 404. The page
 * shows a failure itself (not found, or the message with a retry), so the request client does not.
 */
export function fetchMyFeedbackDetail(id: number): Promise<MyFeedbackDetail> {
  return requestData<MyFeedbackDetail>(`/api/feedback/mine/${id}`, { method: 'GET', skipErrorHandler: true });
}

/** A follow-up of the submitter; a closed feedback refuses it. */
export function sendFollowUp(id: number, content: string): Promise<MyFeedbackDetail> {
  return requestData<MyFeedbackDetail>(`/api/feedback/mine/${id}/reply`, { method: 'POST', data: { content } });
}

/** Where the screenshot of one's own feedback is shown from. */
export const myScreenshotUrl = (id: number) => `/api/feedback/mine/${id}/screenshot`;
