/** Notices for the signed-in user: the popup, the unread total of the header badge, the list and one notice. */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  CurrentNotice,
  ReaderNoticeDetail,
  ReaderNoticeItem,
  ReaderNoticeListQuery,
} from '../../server/plugins/notice/contract';
import { requestData } from './request';

/** The current notice, or `{}` when there is none. */
export type Notice = Partial<Static<typeof CurrentNotice>>;
export type ReaderNotice = Static<typeof ReaderNoticeItem>;
export type ReaderNoticeQuery = Static<typeof ReaderNoticeListQuery>;
export type ReaderNoticeFull = Static<typeof ReaderNoticeDetail>;

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

/** The notices for the user, pinned first, then newest, with the user's read state. */
export function fetchMyNotices(query: ReaderNoticeQuery): Promise<PageOf<ReaderNotice>> {
  return requestData<PageOf<ReaderNotice>>('/api/notice/list', { method: 'GET', params: query });
}

/** One notice for the user with its attachments; opening it does not mark it read. */
export function fetchMyNotice(id: number): Promise<ReaderNoticeFull> {
  return requestData<ReaderNoticeFull>(`/api/notice/${id}`, { method: 'GET' });
}

/** Where the user downloads an attachment of a notice for them. */
export function noticeAttachmentHref(noticeId: number, fileId: number): string {
  return `/api/notice/${noticeId}/attachments/${fileId}`;
}
