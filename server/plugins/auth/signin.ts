import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accountKey, clearSignInAttempts } from '../../db/repositories/signInAttempts';
import { findUserByAccount, type User } from '../../db/repositories/users';
import { USER_ENABLED } from '../../db/schema';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../../i18n';
import { audit } from '../audit';
import { ApiError } from '../errors';
import { openSession } from '../session';
import { deviceKeyOf, enterDevice, pushNewDeviceMessage } from '../devices/identity';
import { LOGIN_FLAG_NO_PHONE, LOGIN_FLAG_PHONE_CODE_REQUIRED, LOGIN_FLAG_STEP_EXPIRED } from '../phoneSignIn/constants';
import type { SmsSender } from '../phoneSignIn/senders';
import { startPhoneStep } from '../phoneSignIn/verification';
import { captchaProblem } from './captcha';
import { checkPassword } from './lockout';
import { enforceRateLimit } from './rateLimit';
import type { SignInBody } from './contract';

export const LoginFlag = {
  ok: 0,
  wrongPassword: 1,
  captcha: 2,
  locked: 3,
  disabled: 4,
  deviceBlocked: 5,
  /** The right password; an SMS code is needed as the second step (LOGIN_MOBILE_VERIFICATION=on). */
  phoneCodeRequired: LOGIN_FLAG_PHONE_CODE_REQUIRED,
  /** The right password; the second step is needed but the account has no phone number. */
  noPhone: LOGIN_FLAG_NO_PHONE,
  /** The second step has no pending sign-in (expired, used, or never started). */
  stepExpired: LOGIN_FLAG_STEP_EXPIRED,
} as const;
export type LoginFlagValue = (typeof LoginFlag)[keyof typeof LoginFlag];

export interface SignInOutcome {
  loginFlag: LoginFlagValue;
  loginMsg: string;
  /** With loginFlag 6: the number the code went to, masked. */
  maskedPhone?: string;
  /** The raw session token, only on success; it goes into the cookie and nowhere else. */
  token?: string;
  /** The browser's device key, only on success; it goes into the device cookie and nowhere else. */
  deviceKey?: string;
  /** With loginFlag 6: the token of the pending second step, for its HttpOnly cookie and nowhere else. */
  pendingToken?: string;
}

/** Writes the operation-log row of one attempt; loginFlag is null for an attempt refused before any check (rate limit). */
export type SignInRecorder = (
  executor: Database,
  user: User | undefined,
  loginFlag: LoginFlagValue | null,
  errorMessage: string | null,
) => Promise<void>;

/** The refusal of an attempt: logged in the server's language, answered in the caller's. */
export function signInFailure(request: FastifyRequest, record: SignInRecorder) {
  return async <K extends MessageKey>(
    executor: Database,
    user: User | undefined,
    loginFlag: LoginFlagValue,
    key: K,
    ...params: MessageParams<K>
  ): Promise<SignInOutcome> => {
    await record(executor, user, loginFlag, translate(DEFAULT_LOCALE, key, ...params));
    return { loginFlag, loginMsg: t(request, key, ...params) };
  };
}

/**
 * The end of every way in (password, phone code, the second step): the device (a blocked one is
 * refused), then in one transaction the failure counts of `attemptKeys` are forgotten, the session
 * opens and the success row is written; a new device's message is pushed after the commit.
 */
export async function finishSignIn(
  request: FastifyRequest,
  record: SignInRecorder,
  account: User,
  deviceName: string | undefined,
  attemptKeys: readonly string[],
): Promise<SignInOutcome> {
  const { db } = request.server;
  const now = request.server.clock();
  const failure = signInFailure(request, record);
  const deviceKey = deviceKeyOf(request);
  const signedIn = await db.transaction(async (tx) => {
    const entry = await enterDevice(tx, request, account.id, deviceKey, deviceName, now);
    request.deviceId = entry.device.id;
    if (entry.blocked) return failure(tx, account, LoginFlag.deviceBlocked, 'devices.blocked');
    for (const key of attemptKeys) await clearSignInAttempts(tx, key);
    const token = await openSession(tx, request, account.id, now, entry.device.id);
    await record(tx, account, LoginFlag.ok, null);
    return { loginFlag: LoginFlag.ok, loginMsg: 'ok', token, deviceKey, notified: entry.notified };
  });
  if (!('notified' in signedIn)) return signedIn;
  const { notified, ...outcome } = signedIn;
  if (notified) await pushNewDeviceMessage(request, account.id);
  return outcome;
}

/**
 * The sign-in rules: rate limits per client address and per account name (429), the captcha (a
 * wrong captcha costs no password attempt), then lock-out and password, the same for unknown
 * and known names, and account status. With LOGIN_MOBILE_VERIFICATION=on the right password
 * leads to the second step instead of a session. Every attempt leaves an operation-log row.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInBody,
  captchaToken: string | undefined,
  send: SmsSender,
): Promise<SignInOutcome> {
  const { db, config } = request.server;
  const now = request.server.clock();

  const record: SignInRecorder = (executor, user, loginFlag, errorMessage) =>
    audit(executor, request, reply, {
      action: 'auth.signin',
      target: body.account,
      userId: user?.id ?? null,
      account: body.account,
      detail: { ...body, loginFlag },
      result: errorMessage === null ? 'success' : 'failure',
      errorMessage,
    });
  const failure = signInFailure(request, record);

  try {
    await enforceRateLimit(request, reply, `signin:address:${request.ip}`, config.rateLimit.signInPerAddress);
    await enforceRateLimit(request, reply, `signin:account:${accountKey(body.account)}`, config.rateLimit.signInPerAccount);
  } catch (error) {
    if (error instanceof ApiError) await record(db, undefined, null, error.logMessage);
    throw error;
  }

  if (config.captchaEnabled) {
    const problem = await captchaProblem(db, captchaToken, body.validateCode, now);
    if (problem) return failure(db, undefined, LoginFlag.captcha, problem);
  }

  const user = await findUserByAccount(db, body.account);
  const check = await checkPassword(request, body.account, user?.passwordHash ?? null, body.password);
  if (check.result === 'locked') return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: check.minutes });
  // Unknown names take this same path: message, count and lock cannot tell them apart.
  if (check.result === 'wrong') return failure(db, user, LoginFlag.wrongPassword, 'auth.wrongPassword', { left: check.left });
  // A right password needs a stored hash, so there is an account.
  const account = user!;
  // Only after the right password, so it tells the user why and nobody else anything new; the
  // attempt stays counted, so a disabled account is guessed no faster than an enabled one.
  if (account.status !== USER_ENABLED) return failure(db, account, LoginFlag.disabled, 'auth.disabled');

  // The second step: the attempt stays counted until the code is right (the lock is shared).
  if (config.loginMobileVerification) return startPhoneStep(request, reply, account, record, send);

  return finishSignIn(request, record, account, body.device, [accountKey(account.account)]);
}
