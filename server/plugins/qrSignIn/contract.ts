import { Type } from '@sinclair/typebox';
import { DateTime, EmptyBody, NullableText, StringEnum, errorResponses, statusEnvelope, successEnvelope } from '../../envelopes';
import { LoginResult } from '../auth/contract';
import { DEVICE_TYPES } from '../devices/constants';
import { QR_POLL_INTERVAL_MS, QR_TICKET_MAX, QR_TICKET_TTL_MS } from './constants';

const tags = ['auth'];
/** Marks a route as callable without a session in the OpenAPI document. */
const noSession: Record<string, string[]>[] = [];

const Ticket = Type.String({ minLength: 1, maxLength: QR_TICKET_MAX, description: 'The ticket the QR code carries' });

export const QrTicket = Type.Object({
  ticket: Type.String({ description: 'One-time ticket; poll callbackQR with it' }),
  url: Type.String({ description: 'The address the QR code encodes (the confirming app opens it)' }),
  expiresAt: DateTime,
  pollMs: Type.Integer({ description: 'How often to poll callbackQR, in milliseconds' }),
});

export const createQrTicketSchema = {
  tags,
  summary: `New QR sign-in ticket for this browser (single use, valid ${QR_TICKET_TTL_MS / 60000} minutes)`,
  description:
    'Errors: 429 RATE_LIMITED with Retry-After when the client address asked for too many. The code is confirmed on the mini-portal by a signed-in user; this browser then polls callbackQR.',
  security: noSession,
  body: EmptyBody,
  response: { 200: successEnvelope(QrTicket), ...errorResponses },
};

export const CallbackQrQuery = Type.Object({ ticket: Ticket });

export const callbackQrSchema = {
  tags,
  summary: 'Polls a QR sign-in ticket; once it is confirmed, signs this browser in as the confirming user (sets the session cookie)',
  description: `Always HTTP 200; the envelope's status tells: 200 signed in (data {loginFlag: 0, loginMsg}), 202 waiting for confirmation, 403 refused (or the confirming account cannot sign in here), 410 expired, used or unknown; data is null unless signed in. A ticket signs in once. Poll about every ${QR_POLL_INTERVAL_MS} ms.`,
  security: noSession,
  querystring: CallbackQrQuery,
  response: { 200: statusEnvelope(Type.Union([LoginResult, Type.Null()])), ...errorResponses },
};

export const QrTicketParams = Type.Object({ ticket: Ticket });

export const QrRequester = Type.Object({
  browser: NullableText,
  os: NullableText,
  deviceType: StringEnum(DEVICE_TYPES),
  ip: NullableText,
  askedAt: DateTime,
  expiresAt: DateTime,
});

export const qrTicketSchema = {
  tags,
  summary: 'Who asks to sign in with a QR ticket: browser, operating system, address and time (404 unknown, 410 expired or decided)',
  params: QrTicketParams,
  response: { 200: successEnvelope(QrRequester), ...errorResponses },
};

export const QrDecision = Type.Object({ status: StringEnum(['confirmed', 'refused'] as const) });

export const confirmQrTicketSchema = {
  tags,
  summary: 'Confirms a pending QR ticket: the browser that shows it is then signed in as the caller (404 unknown, 410 expired or decided)',
  params: QrTicketParams,
  body: EmptyBody,
  response: { 200: successEnvelope(QrDecision), ...errorResponses },
};

export const refuseQrTicketSchema = {
  tags,
  summary: 'Refuses a pending QR ticket: the browser that shows it is told so and signs nobody in (404 unknown, 410 expired or decided)',
  params: QrTicketParams,
  body: EmptyBody,
  response: { 200: successEnvelope(QrDecision), ...errorResponses },
};
