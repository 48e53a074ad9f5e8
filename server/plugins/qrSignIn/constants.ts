/** Plain values of QR-code sign-in (the login page's QR tab and the mini-portal's confirm screen). */

/** How long a QR ticket may be confirmed after it was made: two minutes. */
export const QR_TICKET_TTL_MS = 2 * 60 * 1000;
/**
 * How long after its expiry a ticket confirmed in time still signs the desktop in: the desktop
 * asks every few seconds, so a confirmation in the last second is not lost.
 */
export const QR_COLLECT_GRACE_MS = 15 * 1000;
/** How often the desktop asks whether its ticket was confirmed (the hint answered with a ticket). */
export const QR_POLL_INTERVAL_MS = 2000;
/** New tickets one client address may ask for per rate-limit window (RATE_LIMIT_WINDOW_SECONDS, 60 s). */
export const QR_TICKETS_PER_ADDRESS = 30;
/** Tickets are deleted this long after their expiry (when a new ticket is made). */
export const QR_TICKET_KEEP_MS = 10 * 60 * 1000;
/** The longest ticket a route accepts (this server makes 43 characters; anything else is unknown). */
export const QR_TICKET_MAX = 128;

/** The states of a ticket as stored; expiry is read from its expiry time. */
export const QR_TICKET_STATUS = {
  pending: 'pending',
  confirmed: 'confirmed',
  refused: 'refused',
  used: 'used',
} as const;
export type QrTicketStatus = (typeof QR_TICKET_STATUS)[keyof typeof QR_TICKET_STATUS];

/**
 * The `status` of the callbackQR answer (the HTTP status is 200; the envelope's status tells the
 * desktop what happened): 200 signed in (with data), 202 not yet confirmed, 403 refused,
 * 410 expired (also a used or unknown ticket).
 */
export const QR_POLL_STATUS = { signedIn: 200, waiting: 202, refused: 403, expired: 410 } as const;
export type QrPollStatus = (typeof QR_POLL_STATUS)[keyof typeof QR_POLL_STATUS];

/** The mini-portal page a QR code opens: `<origin>/#/mini-portal/page?qr=<ticket>`. */
export const MINI_PORTAL_PAGE_PATH = '/mini-portal/page';
/** The query parameter of that page that carries the ticket. */
export const QR_TICKET_PARAM = 'qr';

/** Providers of the QR code's address (QR_PROVIDER); `mini-portal` is the default. */
export const QR_PROVIDER_NAMES = ['mini-portal'] as const;
export type QrProviderName = (typeof QR_PROVIDER_NAMES)[number];
export const DEFAULT_QR_PROVIDER: QrProviderName = 'mini-portal';
