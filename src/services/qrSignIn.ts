/**
 * QR-code sign-in (spec section 7, api/oauth/callbackQR): the desktop asks for a ticket and polls
 * it; the mini-portal on a phone shows who asks and confirms or refuses.
 */
import type { Static } from '@sinclair/typebox';
import type { StatusEnvelope } from '../../server/envelopes';
import type { LoginResult } from '../../server/plugins/auth/contract';
import type { QrDecision, QrRequester as QrRequesterSchema, QrTicket as QrTicketSchema } from '../../server/plugins/qrSignIn/contract';
import { request, requestData } from './request';

export type QrTicket = Static<typeof QrTicketSchema>;
export type QrRequester = Static<typeof QrRequesterSchema>;
export type QrSignInResult = Static<typeof LoginResult>;

/** A poll that did not sign in: `status` is the envelope's (202 waiting, 403 refused, 410 expired), `message` the server's msg. */
export class QrPollError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'QrPollError';
  }
}

/** A new ticket for this browser; errors (429 when asked too often) are left to the caller. */
export function createQrTicket(): Promise<QrTicket> {
  return requestData<QrTicket>('/api/oauth/qrTicket', { method: 'POST', data: {}, skipErrorHandler: true });
}

/**
 * Polls a ticket: the sign-in result once the ticket was confirmed (the session cookie is then
 * set); otherwise rejects with the server's msg, as a QrPollError carrying the envelope's status.
 */
export async function callbackQR(ticket: string): Promise<QrSignInResult> {
  const body = await request<StatusEnvelope<QrSignInResult | null>>('/api/oauth/callbackQR', {
    method: 'GET',
    params: { ticket },
    skipErrorHandler: true,
  });
  if (body.status !== 200 || body.data === undefined || body.data === null) throw new QrPollError(body.msg, body.status);
  return body.data;
}

const ticketPath = (ticket: string) => `/api/qrTickets/${encodeURIComponent(ticket)}`;

/** Who asks to sign in with a ticket (signed in; 404 unknown, 410 expired or answered), shown by the caller. */
export function fetchQrRequester(ticket: string): Promise<QrRequester> {
  return requestData<QrRequester>(ticketPath(ticket), { method: 'GET', skipErrorHandler: true });
}

/** Confirms a ticket as the caller (410 when expired or answered); errors are shown by the caller. */
export function confirmQrTicket(ticket: string): Promise<Static<typeof QrDecision>> {
  return requestData(`${ticketPath(ticket)}/confirm`, { method: 'POST', data: {}, skipErrorHandler: true });
}

/** Refuses a ticket (410 when expired or answered); errors are shown by the caller. */
export function refuseQrTicket(ticket: string): Promise<Static<typeof QrDecision>> {
  return requestData(`${ticketPath(ticket)}/refuse`, { method: 'POST', data: {}, skipErrorHandler: true });
}
