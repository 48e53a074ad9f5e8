/** Plain values of the gallery's request demo (spec section 8), read by the server and the page. */

/**
 * The answers `GET /api/gallery/errors/:kind` gives on purpose:
 * - `business`: 200 with success false, errorCode, errorMessage and no showType;
 * - `noInfo`: 200 with success false and nothing else (the client's default message);
 * - `silent` … `redirect`: 200 with success false and that showType;
 * - `http`: a non-2xx answer (`GALLERY_HTTP_STATUS`) with the error envelope as its body;
 * - `network`: a redirect to itself, which browsers give up on as a network error.
 */
export const GALLERY_ERROR_KINDS = ['business', 'noInfo', 'silent', 'warning', 'error', 'notification', 'redirect', 'http', 'network'] as const;
export type GalleryErrorKind = (typeof GALLERY_ERROR_KINDS)[number];

/** The showType each showType kind answers with (0 silent, 1 warning, 2 error, 4 notification, 9 redirect). */
export const GALLERY_SHOW_TYPES = { silent: 0, warning: 1, error: 2, notification: 4, redirect: 9 } as const;

/** The status of the `http` kind: a conflict, so it is not mistaken for a missing route. */
export const GALLERY_HTTP_STATUS = 409;

/** The longest the delay route waits: enough to outlast a short client timeout, never a held connection. */
export const GALLERY_DELAY_MAX_MS = 1500;
export const GALLERY_DELAY_DEFAULT_MS = 1000;
