/**
 * Notice administration (module `notice`): the list, one notice, create and change, publish,
 * withdraw and delete, attachments, read receipts and what a notice may be targeted at.
 */
import type { Static } from '@sinclair/typebox';
import type { CappedPageOf, PageOf } from '../../server/paging';
import type { NoticeAttachment } from '../../server/plugins/notice/contract';
import type {
  NoticeManageDetail,
  NoticeManageItem,
  NoticeManageListQuery,
  NoticeReceipts as NoticeReceiptsSchema,
  NoticeTargetInput,
  NoticeTargetSummary,
  SaveNoticeBody,
  TargetOptions as TargetOptionsSchema,
  TargetOrgOption as TargetOrgOptionSchema,
  TargetUsersQuery,
  UnreadUser as UnreadUserSchema,
  UnreadUsersQuery,
} from '../../server/plugins/noticeManage/contract';
import type { UserBrief } from '../../server/plugins/users/contract';
import { requestData } from './request';

export type ManagedNotice = Static<typeof NoticeManageItem>;
export type ManagedNoticeDetail = Static<typeof NoticeManageDetail>;
export type NoticeQuery = Static<typeof NoticeManageListQuery>;
export type NoticeInput = Static<typeof SaveNoticeBody>;
export type NoticeTarget = Static<typeof NoticeTargetInput>;
export type NamedTarget = Static<typeof NoticeTargetSummary>;
export type NoticeFile = Static<typeof NoticeAttachment>;
export type NoticeReceipts = Static<typeof NoticeReceiptsSchema>;
export type UnreadUser = Static<typeof UnreadUserSchema>;
export type UnreadQuery = Static<typeof UnreadUsersQuery>;
export type TargetOptions = Static<typeof TargetOptionsSchema>;
export type TargetOrg = Static<typeof TargetOrgOptionSchema>;
export type TargetUser = Static<typeof UserBrief>;
export type TargetUserQuery = Static<typeof TargetUsersQuery>;

const BASE = '/api/noticeManage';

export function fetchManagedNotices(query: NoticeQuery): Promise<PageOf<ManagedNotice>> {
  return requestData<PageOf<ManagedNotice>>(BASE, { method: 'GET', params: query });
}

export function fetchManagedNotice(id: number): Promise<ManagedNoticeDetail> {
  return requestData<ManagedNoticeDetail>(`${BASE}/${id}`, { method: 'GET' });
}

export function createNotice(data: NoticeInput): Promise<ManagedNoticeDetail> {
  return requestData<ManagedNoticeDetail>(BASE, { method: 'POST', data });
}

export function updateNotice(id: number, data: NoticeInput): Promise<ManagedNoticeDetail> {
  return requestData<ManagedNoticeDetail>(`${BASE}/${id}`, { method: 'PUT', data });
}

/** A draft or scheduled notice, published now. */
export function publishNotice(id: number): Promise<ManagedNoticeDetail> {
  return requestData<ManagedNoticeDetail>(`${BASE}/${id}/publish`, { method: 'POST' });
}

/** Readers no longer see it. */
export function withdrawNotice(id: number): Promise<ManagedNoticeDetail> {
  return requestData<ManagedNoticeDetail>(`${BASE}/${id}/withdraw`, { method: 'POST' });
}

export function deleteNotice(id: number): Promise<null> {
  return requestData<null>(`${BASE}/${id}`, { method: 'DELETE' });
}

/**
 * Sends one file's bytes as they are (application/octet-stream, its name in the query). The
 * caller shows a refusal beside the file, so the request client shows nothing itself.
 */
export function uploadNoticeAttachment(file: Blob, fileName: string): Promise<NoticeFile> {
  return requestData<NoticeFile>(`${BASE}/attachments`, {
    method: 'POST',
    params: { fileName },
    data: file,
    headers: { 'Content-Type': 'application/octet-stream' },
    skipErrorHandler: true,
  });
}

/** Where an admin downloads an attachment (a notice's, or one just uploaded). */
export function managedAttachmentHref(fileId: number): string {
  return `${BASE}/attachments/${fileId}`;
}

export function fetchReceipts(id: number): Promise<NoticeReceipts> {
  return requestData<NoticeReceipts>(`${BASE}/${id}/receipts`, { method: 'GET' });
}

/** Targeted users who have not read the notice, a page at a time. */
export function fetchUnreadUsers(id: number, query: UnreadQuery): Promise<PageOf<UnreadUser>> {
  return requestData<PageOf<UnreadUser>>(`${BASE}/${id}/unread`, { method: 'GET', params: query });
}

/** What the caller may target: everyone or not, organisations, groups, posts and roles. */
export function fetchTargetOptions(): Promise<TargetOptions> {
  return requestData<TargetOptions>(`${BASE}/targetOptions`, { method: 'GET' });
}

/** Users the caller may target, a page at a time (the custom-user picker). */
export function fetchTargetUsers(query: TargetUserQuery): Promise<CappedPageOf<TargetUser>> {
  return requestData<CappedPageOf<TargetUser>>(`${BASE}/users`, { method: 'GET', params: query });
}
