/** The request demo's calls (GET /api/gallery/*): each failure of spec section 8 on purpose. */
import type { GalleryErrorKind } from '../../server/plugins/gallery/constants';
import type { GalleryAnswer } from '../../server/plugins/gallery/contract';
import type { Static } from '@sinclair/typebox';
import { requestData, type PortalRequestOptions } from './request';

export type GalleryAnswerData = Static<typeof GalleryAnswer>;

export function fetchGalleryOk(options: PortalRequestOptions = {}) {
  return requestData<GalleryAnswerData>('/api/gallery/ok', options);
}

/** Answers after `ms` (capped by the server). */
export function fetchGalleryDelay(ms: number, options: PortalRequestOptions = {}) {
  return requestData<GalleryAnswerData>('/api/gallery/delay', { ...options, params: { ms } });
}

/** Never succeeds: answers the failure `kind`. */
export function fetchGalleryError(kind: GalleryErrorKind, options: PortalRequestOptions = {}) {
  return requestData<never>(`/api/gallery/errors/${kind}`, options);
}
