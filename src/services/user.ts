/** The signed-in user's favourites, password, retail accounts, feedback and page views. */
import type { CurrentUser } from './auth';
import { request, requestData, requestStatusData } from './request';

export interface Favorite {
  id: number;
  title: string;
  src: string;
  moduleNo: string | null;
  createdAt?: string;
}

export interface PageView {
  systemNo: string;
  systemName: string;
  applicationNo: string;
  applicationName: string;
  moduleNo?: string;
  pageName: string;
}

export function createFavorite(body: { title: string; src: string; moduleNo?: string }): Promise<Favorite> {
  return requestStatusData<Favorite>('/api/user/favorites/create', { method: 'POST', data: body });
}

export function showFavorites(): Promise<Favorite[]> {
  return requestData<Favorite[]>('/api/user/favorites/show', { method: 'POST', data: {} });
}

export function deleteFavorite(id: number): Promise<unknown> {
  return requestData('/api/user/favorites/delete', { method: 'POST', data: { id } });
}

/** Spec: generic error check off, errors left to the caller (the form shows them by its field). */
export function updatePassword(body: { oldPassword: string; newPassword: string }): Promise<unknown> {
  return requestData('/api/user/updatePassword', { method: 'POST', data: body, skipErrorHandler: true });
}

export function fetchRetailAccounts(): Promise<{ account: string; name: string }[]> {
  return requestData('/api/oauth/retailAccounts', { method: 'GET' });
}

/** Spec: the payload's user is serialised as text. */
export function switchRetailAccount(user: { account: string }): Promise<CurrentUser> {
  return requestStatusData<CurrentUser>('/api/oauth/switchRetailAccount', {
    method: 'POST',
    data: { user: JSON.stringify(user) },
  });
}

export function createFeedback(body: { content: string; contact?: string }): Promise<{ id: number }> {
  return requestData('/api/feedback', { method: 'POST', data: body });
}

/** Analytics: never worth an error message. */
export function postPageView(view: PageView): Promise<unknown> {
  return request('/api/pageView', { method: 'POST', data: view, skipErrorHandler: true });
}
