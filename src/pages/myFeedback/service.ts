/** The signed-in user's own feedback (GET api/feedback/mine, newest first). */
import type { Static } from '@sinclair/typebox';
import { MAX_PAGE_SIZE } from '../../../server/constants';
import type { PageOf } from '../../../server/paging';
import type { FeedbackItem } from '../../../server/plugins/feedback/contract';
import { requestData } from '@/services/request';

/** `status` 0 is new; later states are set by the feedback back office. */
export type MyFeedback = Static<typeof FeedbackItem>;

export function fetchMyFeedback(params: { current: number; pageSize: number }): Promise<PageOf<MyFeedback>> {
  return requestData<PageOf<MyFeedback>>('/api/feedback/mine', { method: 'GET', params });
}

/**
 * One of the user's feedback items by id. The API has no single-item call, so this pages
 * through the user's list (largest pages) until it finds the item or the list ends.
 */
export async function findMyFeedback(id: number): Promise<MyFeedback | undefined> {
  for (let current = 1; ; current += 1) {
    const { list, total } = await fetchMyFeedback({ current, pageSize: MAX_PAGE_SIZE });
    const found = list.find((item) => item.id === id);
    if (found) return found;
    if (list.length < MAX_PAGE_SIZE || current * MAX_PAGE_SIZE >= total) return undefined;
  }
}
