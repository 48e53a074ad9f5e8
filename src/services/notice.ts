/** Notice popup and the unread total of the header badge. */
import type { Static } from '@sinclair/typebox';
import type { CurrentNotice } from '../../server/plugins/notice/contract';
import { requestData } from './request';

/** The current notice, or `{}` when there is none. */
export type Notice = Partial<Static<typeof CurrentNotice>>;

export function fetchCurrentNotice(): Promise<Notice> {
  return requestData<Notice>('/api/notice/current', { method: 'GET' });
}

export function markNoticeRead(id: number): Promise<unknown> {
  return requestData('/api/notice/read', { method: 'POST', data: { id } });
}

/** Polled in the background: a failure must not pop an error every minute. */
export function fetchNoticeTotalNumber(): Promise<unknown> {
  return requestData<unknown>('/api/notice/totalNumber', { method: 'GET', skipErrorHandler: true });
}
