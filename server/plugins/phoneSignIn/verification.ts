import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../crypto';
import { consumePhoneCode, deletePhoneCode, findPhoneCode, findUserById, userCodeKey } from '../../db/repositories/phoneCodes';
import { accountKey } from '../../db/repositories/signInAttempts';
import type { User } from '../../db/repositories/users';
import { USER_ENABLED } from '../../db/schema';
import { audit } from '../audit';
import { ApiError, apiError } from '../errors';
import { LoginFlag, finishSignIn, signInFailure, type SignInOutcome, type SignInRecorder } from '../auth/signin';
import { MAX_FAILED_LOGINS } from '../auth/lockout';
import { codeDigest, codeIsRight, hitAddressLimit, issueCode, minutesUntil, takeAttempt } from './codes';
import { PENDING_COOKIE, PENDING_TTL_SECONDS } from './constants';
import { maskPhone, normalisePhone } from './phone';
import type { SmsSender } from './senders';

/*
 * The login mobile verification (LOGIN_MOBILE_VERIFICATION=on): after the right password the
 * sign-in is pending, the browser holds an HttpOnly cookie `<user id>.<secret>` (5 minutes,
 * path /api/oauth) and a code goes to the account's phone. The code's row is keyed by the
 * account (`user:<id>`) and its digest is salted with the secret, so the code works only
 * together with the cookie of the browser that gave the password; the right code uses both up.
 * Wrong codes count toward the account's lock, shared with the password.
 */

const PENDING = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export function setPendingCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(PENDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/oauth',
    secure: request.protocol === 'https',
    maxAge: PENDING_TTL_SECONDS,
  });
}

export function clearPendingCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/api/oauth', secure: request.protocol === 'https' });
}

/** The pending step of the request's cookie: the account's id and the secret, or null. */
function pendingOf(request: FastifyRequest): { userId: number; secret: string } | null {
  const match = PENDING.exec(request.cookies[PENDING_COOKIE] ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) && userId <= 2147483647 ? { userId, secret: match[2] } : null;
}

const phoneOfAccount = (phone: string | null) => (phone ? normalisePhone(phone) : null);

/**
 * After the right password: a code to the account's phone and the pending step (loginFlag 6 with
 * the masked number), or loginFlag 7 when the account has no phone. The code is sent whatever
 * the last one's age (the password step is itself limited and counted), within the day's limit.
 */
export async function startPhoneStep(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  record: SignInRecorder,
  send: SmsSender,
): Promise<SignInOutcome> {
  const { db } = request.server;
  const failure = signInFailure(request, record);
  const phone = phoneOfAccount(user.phone);
  if (!phone) return failure(db, user, LoginFlag.noPhone, 'phoneSignIn.noPhone');
  const secret = randomToken();
  try {
    await issueCode(request, reply, {
      key: userCodeKey(user.id),
      purpose: 'verify',
      phone,
      salt: secret,
      sendTo: phone,
      oncePerMinute: false,
      send,
    });
  } catch (error) {
    if (error instanceof ApiError) await record(db, user, null, error.logMessage);
    throw error;
  }
  const maskedPhone = maskPhone(phone);
  const outcome = await failure(db, user, LoginFlag.phoneCodeRequired, 'phoneSignIn.codeRequiredStep', { phone: maskedPhone });
  return { ...outcome, maskedPhone, pendingToken: `${user.id}.${secret}` };
}

/** POST /oauth/resendPhoneCode: a new code for the pending step, at most one a minute. */
export async function resendStepCode(request: FastifyRequest, reply: FastifyReply, send: SmsSender): Promise<void> {
  const pending = pendingOf(request);
  const user = pending ? await findUserById(request.server.db, pending.userId) : undefined;
  const row = pending ? await findPhoneCode(request.server.db, userCodeKey(pending.userId)) : undefined;
  const phone = phoneOfAccount(user?.phone ?? null);
  const live = row && row.purpose === 'verify' && row.expiresAt.getTime() > request.server.clock().getTime();
  if (!pending || !user || user.status !== USER_ENABLED || !phone || !live) {
    throw apiError(request, 400, 'STEP_EXPIRED', 'phoneSignIn.stepExpired');
  }
  await hitAddressLimit(request, reply);
  await issueCode(request, reply, {
    key: userCodeKey(user.id),
    purpose: 'verify',
    phone,
    salt: pending.secret,
    sendTo: phone,
    oncePerMinute: true,
    send,
  });
}

/**
 * POST /oauth/verifyPhoneCode: the code of the pending step. Every attempt is an `auth.signin`
 * row (the right one is the sign-in), the code masked.
 */
export async function verifyStepCode(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string; device?: string },
): Promise<SignInOutcome> {
  const { db } = request.server;
  const now = request.server.clock();
  const pending = pendingOf(request);
  const user = pending ? await findUserById(db, pending.userId) : undefined;
  const phone = phoneOfAccount(user?.phone ?? null);

  const record: SignInRecorder = (executor, who, loginFlag, errorMessage) =>
    audit(executor, request, reply, {
      action: 'auth.signin',
      target: user?.account ?? null,
      userId: who?.id ?? null,
      account: user?.account ?? null,
      detail: { step: 'phoneCode', phoneNumber: phone ? maskPhone(phone) : null, code: body.code, device: body.device, loginFlag },
      result: errorMessage === null ? 'success' : 'failure',
      errorMessage,
    });
  const failure = signInFailure(request, record);

  const key = pending ? userCodeKey(pending.userId) : null;
  const row = key ? await findPhoneCode(db, key) : undefined;
  const live = row && row.purpose === 'verify' && row.expiresAt.getTime() > now.getTime();
  if (!pending || !key || !user || user.status !== USER_ENABLED || !live) {
    return failure(db, user, LoginFlag.stepExpired, 'phoneSignIn.stepExpired');
  }

  const attemptKey = accountKey(user.account);
  const taken = await takeAttempt(request, attemptKey);
  if (taken.attempt === null) return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: minutesUntil(taken.lockedUntil!, now) });
  const right = await codeIsRight(request, key, 'verify', pending.secret, body.code);
  if (right && (await consumePhoneCode(db, key, codeDigest(pending.secret, body.code)))) {
    return finishSignIn(request, record, user, body.device, [attemptKey]);
  }
  if (taken.lockedUntil) {
    await deletePhoneCode(db, key);
    return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: minutesUntil(taken.lockedUntil, now) });
  }
  return failure(db, user, LoginFlag.wrongPassword, 'phoneSignIn.wrongCode', { left: MAX_FAILED_LOGINS - taken.attempt });
}
