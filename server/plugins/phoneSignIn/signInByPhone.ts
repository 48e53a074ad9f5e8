import type { FastifyReply, FastifyRequest } from 'fastify';
import { consumePhoneCode, deletePhoneCode, enabledUsersWithPhone, peekSignInAttempt } from '../../db/repositories/phoneCodes';
import { accountKey, phoneKey } from '../../db/repositories/signInAttempts';
import { audit } from '../audit';
import { ApiError, apiError } from '../errors';
import { LoginFlag, finishSignIn, signInFailure, type SignInOutcome, type SignInRecorder } from '../auth/signin';
import { MAX_FAILED_LOGINS } from '../auth/lockout';
import { enforceRateLimit } from '../auth/rateLimit';
import { codeDigest, codeIsRight, hitAddressLimit, issueCode, minutesUntil, takeAttempt } from './codes';
import { normalisePhone } from './phone';
import type { SmsSender } from './senders';

/** The normalised number of a request, or 400. */
export function phoneOf(request: FastifyRequest, raw: string): string {
  const phone = normalisePhone(raw);
  if (phone === null) throw apiError(request, 400, 'PHONE_INVALID', 'phoneSignIn.phoneInvalid');
  return phone;
}

/**
 * The account a number identifies: the one enabled account with that number, else none (no
 * account, several, or only disabled ones), which every step then treats alike.
 */
async function accountOfPhone(request: FastifyRequest, phone: string) {
  const found = await enabledUsersWithPhone(request.server.db, phone);
  return found.length === 1 ? found[0] : undefined;
}

/** POST /oauth/sendSmsCode: the per-address limit, then a code for the number (sent only when it identifies an account). */
export async function sendSignInCode(request: FastifyRequest, reply: FastifyReply, rawPhone: string, send: SmsSender): Promise<void> {
  const phone = phoneOf(request, rawPhone);
  await hitAddressLimit(request, reply);
  const user = await accountOfPhone(request, phone);
  await issueCode(request, reply, {
    key: phone,
    purpose: 'signin',
    phone,
    salt: phone,
    sendTo: user ? phone : null,
    oncePerMinute: true,
    send,
  });
}

/**
 * POST /oauth/loginByPhoneNumber. Rate limits as the password sign-in (per address, per
 * number), then one attempt is taken for the number and, when it identifies an account, for the
 * account name too, so the phone and the password share one lock: five wrong in a row, by either
 * door, lock both. The code is checked the same way with or without an account; a right code
 * is used up (once, even when sent twice at the same moment), a wrong one stays until the lock.
 */
export async function signInByPhone(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { phoneNumber: string; code: string; device?: string },
): Promise<SignInOutcome> {
  const { db, config } = request.server;
  const now = request.server.clock();
  const phone = phoneOf(request, body.phoneNumber);

  const record: SignInRecorder = (executor, user, loginFlag, errorMessage) =>
    audit(executor, request, reply, {
      action: 'auth.phoneSignin',
      target: phone,
      userId: user?.id ?? null,
      account: user?.account ?? null,
      // The code beside the number is masked in the log.
      detail: { phoneNumber: phone, code: body.code, device: body.device, loginFlag },
      result: errorMessage === null ? 'success' : 'failure',
      errorMessage,
    });
  const failure = signInFailure(request, record);

  try {
    await enforceRateLimit(request, reply, `signin:address:${request.ip}`, config.rateLimit.signInPerAddress);
    await enforceRateLimit(request, reply, `signin:phone:${phone}`, config.rateLimit.signInPerAccount);
  } catch (error) {
    if (error instanceof ApiError) await record(db, undefined, null, error.logMessage);
    throw error;
  }

  const user = await accountOfPhone(request, phone);
  const keys = [phoneKey(phone), ...(user ? [accountKey(user.account)] : [])];
  const byPhone = await takeAttempt(request, keys[0]);
  const byAccount = user ? await takeAttempt(request, keys[1]) : null;
  // A number of no account reads a row instead, as much work as the account's count.
  if (!user) await peekSignInAttempt(db, keys[0]);
  const taken = [byPhone, ...(byAccount ? [byAccount] : [])];
  const locks = taken.map((attempt) => attempt.lockedUntil).filter((until): until is Date => until !== null);
  const lockMinutes = () => minutesUntil(new Date(Math.max(...locks.map((until) => until.getTime()))), now);
  if (taken.some((attempt) => attempt.attempt === null)) {
    return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: lockMinutes() });
  }

  const right = await codeIsRight(request, phone, 'signin', phone, body.code);
  if (right && user && (await consumePhoneCode(db, phone, codeDigest(phone, body.code)))) {
    return finishSignIn(request, record, user, body.device, keys);
  }
  if (locks.length > 0) {
    // The attempt that locks also ends the code.
    await deletePhoneCode(db, phone);
    return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: lockMinutes() });
  }
  const left = MAX_FAILED_LOGINS - Math.max(...taken.map((attempt) => attempt.attempt ?? MAX_FAILED_LOGINS));
  return failure(db, user, LoginFlag.wrongPassword, 'phoneSignIn.wrongCode', { left });
}
