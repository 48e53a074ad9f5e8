/** The signed-in user's own feedback (GET api/feedback/mine, newest first). */
import type { Page } from '@/services/message';
import { requestData } from '@/services/request';

export interface MyFeedback {
  id: number;
  content: string;
  contact: string | null;
  /** 0 new; later states are set by the feedback back office. */
  status: number;
  createdAt: string;
}

/** The largest page the server answers. */
export const MAX_PAGE_SIZE = 100;

export function fetchMyFeedback(params: { current: number; pageSize: number }): Promise<Page<MyFeedback>> {
  return requestData<Page<MyFeedback>>('/api/feedback/mine', { method: 'GET', params });
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
