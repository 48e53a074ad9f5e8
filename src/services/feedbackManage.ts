/** Feedback handling in the back office: the feedback of the users within the caller's data scope. */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  FeedbackExportQuery,
  FeedbackManageDetail,
  FeedbackManageItem,
  FeedbackManageListQuery,
  FeedbackManageReply,
  StatusChangeBody,
} from '../../server/plugins/feedbackManage/contract';
import { FEEDBACK_EXPORT_KIND } from '../../server/plugins/feedback/constants';
import { requestExport, type Export } from './downloads';
import { requestData } from './request';

export type ManagedFeedback = Static<typeof FeedbackManageItem>;
export type ManagedFeedbackDetail = Static<typeof FeedbackManageDetail>;
export type ManagedFeedbackReply = Static<typeof FeedbackManageReply>;
export type ManagedFeedbackQuery = Static<typeof FeedbackManageListQuery>;
export type ManagedFeedbackFilter = Static<typeof FeedbackExportQuery>;
/** 1 start handling, 3 close, 0 reopen. */
export type FeedbackStatusChange = Static<typeof StatusChangeBody>['status'];

const BASE = '/api/feedbackManage';

export function fetchManagedFeedbackList(query: ManagedFeedbackQuery): Promise<PageOf<ManagedFeedback>> {
  return requestData<PageOf<ManagedFeedback>>(BASE, { method: 'GET', params: query });
}

export function fetchManagedFeedback(id: number): Promise<ManagedFeedbackDetail> {
  return requestData<ManagedFeedbackDetail>(`${BASE}/${id}`, { method: 'GET' });
}

/** A reply of staff: the feedback becomes replied and its submitter gets a message. */
export function replyToFeedback(id: number, content: string): Promise<ManagedFeedbackDetail> {
  return requestData<ManagedFeedbackDetail>(`${BASE}/${id}/reply`, { method: 'POST', data: { content } });
}

export function changeFeedbackStatus(id: number, status: FeedbackStatusChange): Promise<ManagedFeedbackDetail> {
  return requestData<ManagedFeedbackDetail>(`${BASE}/${id}/status`, { method: 'POST', data: { status } });
}

/** Where the screenshot of a feedback is shown from. */
export const managedScreenshotUrl = (id: number) => `${BASE}/${id}/screenshot`;

/** Queues the export of the list's filters in the download centre; answered at once. */
export function exportFeedback(filter: ManagedFeedbackFilter): Promise<Export> {
  return requestExport(FEEDBACK_EXPORT_KIND, filter);
}
