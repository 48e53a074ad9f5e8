/**
 * Shared accounts (/constAccount): which staff may act as which account, from when to when. The
 * list within the caller's data scope; new, edit and delete by administrators only.
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  AccountLinkItem,
  AccountLinkListQuery,
  CreateAccountLinkBody,
  UpdateAccountLinkBody,
} from '../../server/plugins/accountLinks/contract';
import { requestData } from './request';

export type AccountLink = Static<typeof AccountLinkItem>;
export type AccountLinkQuery = Static<typeof AccountLinkListQuery>;
export type NewAccountLink = Static<typeof CreateAccountLinkBody>;
export type AccountLinkChanges = Static<typeof UpdateAccountLinkBody>;

const linkUrl = (userId: number, linkedUserId: number) => `/api/accountLinks/${userId}/${linkedUserId}`;

export function fetchAccountLinks(query: AccountLinkQuery): Promise<PageOf<AccountLink>> {
  return requestData<PageOf<AccountLink>>('/api/accountLinks', { method: 'GET', params: query });
}

export function createAccountLink(body: NewAccountLink): Promise<AccountLink> {
  return requestData<AccountLink>('/api/accountLinks', { method: 'POST', data: body });
}

export function updateAccountLink(userId: number, linkedUserId: number, changes: AccountLinkChanges): Promise<AccountLink> {
  return requestData<AccountLink>(linkUrl(userId, linkedUserId), { method: 'PUT', data: changes });
}

export function deleteAccountLink(userId: number, linkedUserId: number): Promise<null> {
  return requestData<null>(linkUrl(userId, linkedUserId), { method: 'DELETE' });
}
