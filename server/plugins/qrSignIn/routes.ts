import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../crypto';
import {
  decideQrTicket,
  deleteOldQrTickets,
  findQrTicket,
  findUserWithLock,
  insertQrTicket,
  useQrTicket,
} from '../../db/repositories/qrTickets';
import { USER_ENABLED } from '../../db/schema';
import { statusOk, success } from '../../envelopes';
import { DEFAULT_LOCALE, t, translate } from '../../i18n';
import { audit, auditedChange } from '../audit';
import { LoginFlag } from '../auth/signin';
import { enforceRateLimit } from '../auth/rateLimit';
import { deviceKeyOf, enterDevice, pushNewDeviceMessage, setDeviceCookie } from '../devices/identity';
import { describeDevice } from '../devices/userAgent';
import { apiError } from '../errors';
import { openSession, requireUser, setSessionCookie } from '../session';
import {
  QR_COLLECT_GRACE_MS,
  QR_POLL_INTERVAL_MS,
  QR_POLL_STATUS,
  QR_TICKET_KEEP_MS,
  QR_TICKET_STATUS,
  QR_TICKET_TTL_MS,
  QR_TICKETS_PER_ADDRESS,
  type QrPollStatus,
} from './constants';
import { callbackQrSchema, confirmQrTicketSchema, createQrTicketSchema, qrTicketSchema, refuseQrTicketSchema } from './contract';
import { qrProviderOf } from './providers';

/** The action of a QR sign-in in the operation log (and the sign-in log). */
const QR_SIGN_IN_ACTION = 'auth.qrSignin';
const USER_AGENT_MAX = 512;
const IP_MAX = 64;
/** Why a confirmed ticket signs nobody in: the account or this browser may not sign in now. */
type RefusalKey = 'qrSignIn.accountUnavailable' | 'devices.blocked';

/** The portal's origin as the browser asking for a ticket sees it (behind a trusted proxy, the forwarded one). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * QR-code sign-in. The login page asks for a ticket and shows its address as a QR code; a user
 * signed in on the mini-portal (a phone) opens it, sees which browser asks, and confirms or
 * refuses; the browser polls callbackQR and, once confirmed, is signed in as that user on a
 * session of its own, recorded on its own device like a password sign-in. A ticket is valid two
 * minutes and signs in once; a ticket nobody confirmed gives nothing.
 */
const qrSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = qrProviderOf();

  app.post('/oauth/qrTicket', { schema: createQrTicketSchema, config: { public: true } }, async (request, reply) => {
    await enforceRateLimit(request, reply, `qr:address:${request.ip}`, QR_TICKETS_PER_ADDRESS);
    const now = app.clock();
    await deleteOldQrTickets(app.db, new Date(now.getTime() - QR_TICKET_KEEP_MS));
    const ticket = randomToken();
    const row = await insertQrTicket(app.db, {
      tokenHash: sha256Hex(ticket),
      expiresAt: new Date(now.getTime() + QR_TICKET_TTL_MS),
      ip: request.ip.slice(0, IP_MAX),
      userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null,
      createdAt: now,
    });
    return success({
      ticket,
      url: provider.ticketUrl(ticket, originOf(request)),
      expiresAt: row.expiresAt.toISOString(),
      pollMs: QR_POLL_INTERVAL_MS,
    });
  });

  /** An answer of callbackQR that signs nobody in. */
  const notSignedIn = (
    request: FastifyRequest,
    status: Exclude<QrPollStatus, 200>,
    key: 'qrSignIn.waiting' | 'qrSignIn.expired' | 'qrSignIn.refused' | RefusalKey,
  ) => ({
    status,
    msg: t(request, key),
    data: null,
  });

  app.get('/oauth/callbackQR', { schema: callbackQrSchema, config: { public: true } }, async (request, reply) => {
    const now = app.clock();
    const row = await findQrTicket(app.db, sha256Hex(request.query.ticket));
    // Unknown and used tickets look like expired ones.
    if (!row || row.status === QR_TICKET_STATUS.used) return notSignedIn(request, QR_POLL_STATUS.expired, 'qrSignIn.expired');
    if (row.status === QR_TICKET_STATUS.refused) return notSignedIn(request, QR_POLL_STATUS.refused, 'qrSignIn.refused');
    if (row.status === QR_TICKET_STATUS.pending) {
      return row.expiresAt > now
        ? notSignedIn(request, QR_POLL_STATUS.waiting, 'qrSignIn.waiting')
        : notSignedIn(request, QR_POLL_STATUS.expired, 'qrSignIn.expired');
    }

    const deviceKey = deviceKeyOf(request);
    const outcome = await app.db.transaction(async (tx) => {
      // Used up whatever follows: a ticket signs in once, or never.
      const used = await useQrTicket(tx, row.id, new Date(now.getTime() - QR_COLLECT_GRACE_MS));
      if (!used?.confirmedBy) return { refused: 'expired' as const };
      const found = await findUserWithLock(tx, used.confirmedBy, now);
      if (!found) return { refused: 'expired' as const };
      const { user } = found;
      const record = (key: RefusalKey | null) =>
        audit(tx, request, reply, {
          action: QR_SIGN_IN_ACTION,
          target: user.account,
          userId: user.id,
          account: user.account,
          detail: { ticketId: row.id, confirmedAt: used.decidedAt?.toISOString() ?? null },
          result: key === null ? 'success' : 'failure',
          errorMessage: key === null ? null : translate(DEFAULT_LOCALE, key),
        });
      // Disabled or locked since confirming: nobody is signed in.
      if (user.status !== USER_ENABLED || found.locked) {
        await record('qrSignIn.accountUnavailable');
        return { refused: 'unavailable' as const };
      }
      const entry = await enterDevice(tx, request, user.id, deviceKey, null, now);
      request.deviceId = entry.device.id;
      if (entry.blocked) {
        await record('devices.blocked');
        return { refused: 'blocked' as const };
      }
      const token = await openSession(tx, request, user.id, now, entry.device.id);
      await record(null);
      return { token, userId: user.id, notified: entry.notified };
    });

    if ('refused' in outcome) {
      if (outcome.refused === 'blocked') return notSignedIn(request, QR_POLL_STATUS.refused, 'devices.blocked');
      if (outcome.refused === 'unavailable') return notSignedIn(request, QR_POLL_STATUS.refused, 'qrSignIn.accountUnavailable');
      return notSignedIn(request, QR_POLL_STATUS.expired, 'qrSignIn.expired');
    }
    setSessionCookie(request, reply, outcome.token);
    setDeviceCookie(request, reply, deviceKey);
    if (outcome.notified) await pushNewDeviceMessage(request, outcome.userId);
    return statusOk({ loginFlag: LoginFlag.ok, loginMsg: 'ok' });
  });

  app.get('/qrTickets/:ticket', { schema: qrTicketSchema }, async (request) => {
    requireUser(request);
    const now = app.clock();
    const row = await findQrTicket(app.db, sha256Hex(request.params.ticket));
    if (!row) throw apiError(request, 404, null, 'qrSignIn.notFound');
    if (row.status !== QR_TICKET_STATUS.pending || row.expiresAt <= now) throw apiError(request, 410, null, 'qrSignIn.decided');
    const device = describeDevice(row.userAgent);
    return success({
      browser: device.browser,
      os: device.os,
      deviceType: device.deviceType,
      ip: row.ip,
      askedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    });
  });

  /** Confirms or refuses a pending, unexpired ticket as the caller, audited (a refusal too). */
  const decide = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ticket: string,
    status: typeof QR_TICKET_STATUS.confirmed | typeof QR_TICKET_STATUS.refused,
  ) => {
    const caller = requireUser(request);
    const tokenHash = sha256Hex(ticket);
    const action = status === QR_TICKET_STATUS.confirmed ? 'qrSignIn.confirm' : 'qrSignIn.refuse';
    const decided = await auditedChange(request, reply, { action, target: null }, async (tx, draft) => {
      const now = app.clock();
      const row = await findQrTicket(tx, tokenHash);
      if (!row) throw apiError(request, 404, null, 'qrSignIn.notFound');
      draft.target = String(row.id);
      draft.detail = { ticketId: row.id, ip: row.ip, userAgent: row.userAgent, askedAt: row.createdAt.toISOString() };
      if (status === QR_TICKET_STATUS.confirmed && (await findUserWithLock(tx, caller.id, now))?.locked) {
        throw apiError(request, 403, null, 'qrSignIn.locked');
      }
      const after = await decideQrTicket(tx, row.id, { status, userId: caller.id, now });
      if (!after) throw apiError(request, 410, null, 'qrSignIn.decided');
      return { status };
    });
    return success(decided);
  };

  app.post('/qrTickets/:ticket/confirm', { schema: confirmQrTicketSchema }, (request, reply) =>
    decide(request, reply, request.params.ticket, QR_TICKET_STATUS.confirmed),
  );
  app.post('/qrTickets/:ticket/refuse', { schema: refuseQrTicketSchema }, (request, reply) =>
    decide(request, reply, request.params.ticket, QR_TICKET_STATUS.refused),
  );
};

export default qrSignInRoutes;
