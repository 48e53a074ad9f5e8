/** The signed-in user's favourites, password, retail accounts, feedback and page views. */
import type { Static } from '@sinclair/typebox';
import type { RetailAccount } from '../../server/plugins/auth/contract';
import type { CreateFeedbackBody, CreatedFeedback, ScreenshotInfo } from '../../server/plugins/feedback/contract';
import type { CreateFavoriteBody, Favorite as FavoriteSchema } from '../../server/plugins/favorites/contract';
import type { PageViewBody, RecentPage as RecentPageSchema } from '../../server/plugins/pageView/contract';
import type { UpdatePasswordBody } from '../../server/plugins/user/contract';
import type { CurrentUser } from './auth';
import { request, requestData, requestStatusData } from './request';

export type Favorite = Static<typeof FavoriteSchema>;
export type PageView = Static<typeof PageViewBody>;
export type RecentPage = Static<typeof RecentPageSchema>;

export function createFavorite(body: Static<typeof CreateFavoriteBody>): Promise<Favorite> {
  return requestStatusData<Favorite>('/api/user/favorites/create', { method: 'POST', data: body });
}

/** The answer's items also carry `createdAt`, which the shell does not show. */
export function showFavorites(): Promise<Favorite[]> {
  return requestData<Favorite[]>('/api/user/favorites/show', { method: 'POST', data: {} });
}

export function deleteFavorite(id: number): Promise<unknown> {
  return requestData('/api/user/favorites/delete', { method: 'POST', data: { id } });
}

/** Spec: generic error check off, errors left to the caller (the form shows them by its field). */
export function updatePassword(body: Static<typeof UpdatePasswordBody>): Promise<unknown> {
  return requestData('/api/user/updatePassword', { method: 'POST', data: body, skipErrorHandler: true });
}

export function fetchRetailAccounts(): Promise<Static<typeof RetailAccount>[]> {
  return requestData('/api/oauth/retailAccounts', { method: 'GET' });
}

/** Spec: the payload's user is serialised as text. */
export function switchRetailAccount(user: { account: string }): Promise<CurrentUser> {
  return requestStatusData<CurrentUser>('/api/oauth/switchRetailAccount', {
    method: 'POST',
    data: { user: JSON.stringify(user) },
  });
}

export function createFeedback(body: Static<typeof CreateFeedbackBody>): Promise<Static<typeof CreatedFeedback>> {
  return requestData('/api/feedback', { method: 'POST', data: body });
}

export type FeedbackScreenshot = Static<typeof ScreenshotInfo>;

/**
 * Stores a screenshot for the next feedback: the image's bytes as they are, its name in the
 * query. The form shows a refusal beside the image, so the request client shows nothing itself.
 */
export function uploadFeedbackScreenshot(image: Blob, fileName: string): Promise<FeedbackScreenshot> {
  return requestData<FeedbackScreenshot>('/api/feedback/screenshot', {
    method: 'POST',
    params: { fileName },
    data: image,
    headers: { 'Content-Type': 'application/octet-stream' },
    skipErrorHandler: true,
  });
}

/** Analytics: never worth an error message. */
export function postPageView(view: PageView): Promise<unknown> {
  return request('/api/pageView', { method: 'POST', data: view, skipErrorHandler: true });
}

/** The pages the user opened last, for the workbench. */
export function fetchRecentPages(limit?: number): Promise<RecentPage[]> {
  return requestData<RecentPage[]>('/api/pageView/recent', { params: { limit } });
}
