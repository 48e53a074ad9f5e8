import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../crypto';
import type { Database } from '../../db/client';
import { findUserByAccount, recordFailedLogin, recordSuccessfulLogin, type User } from '../../db/repositories/users';
import { USER_ENABLED } from '../../db/schema';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../../i18n';
import { audit } from '../audit';
import { openSession } from '../session';
import { captchaProblem } from './captcha';
import type { SignInBody } from './schemas';

export const LoginFlag = { ok: 0, wrongPassword: 1, captcha: 2, locked: 3, disabled: 4 } as const;
export type LoginFlagValue = (typeof LoginFlag)[keyof typeof LoginFlag];

/** Consecutive wrong passwords that lock an account. */
export const MAX_FAILED_LOGINS = 5;

export interface SignInOutcome {
  loginFlag: LoginFlagValue;
  loginMsg: string;
  /** The raw session token, only on success; it goes into the cookie and nowhere else. */
  token?: string;
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * The sign-in rules: captcha first (a wrong captcha costs no password attempt), then lock-out,
 * password, and account status. Every attempt leaves an operation-log row.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInBody,
  captchaToken: string | undefined,
): Promise<SignInOutcome> {
  const { db, config } = request.server;
  const now = request.server.clock();

  const record = (executor: Database, user: User | undefined, loginFlag: LoginFlagValue, errorMessage: string | null) =>
    audit(executor, request, reply, {
      action: 'auth.signin',
      target: body.account,
      userId: user?.id ?? null,
      account: body.account,
      detail: { ...body, loginFlag },
      result: errorMessage === null ? 'success' : 'failure',
      errorMessage,
    });

  /** Logs the failure in the server's language and answers in the caller's. */
  const failure = async <K extends MessageKey>(
    executor: Database,
    user: User | undefined,
    loginFlag: LoginFlagValue,
    key: K,
    ...params: MessageParams<K>
  ): Promise<SignInOutcome> => {
    await record(executor, user, loginFlag, translate(DEFAULT_LOCALE, key, ...params));
    return { loginFlag, loginMsg: t(request, key, ...params) };
  };

  if (config.captchaEnabled) {
    const problem = await captchaProblem(db, captchaToken, body.validateCode, now);
    if (problem) return failure(db, undefined, LoginFlag.captcha, problem);
  }

  const user = await findUserByAccount(db, body.account);
  if (user?.lockedUntil && user.lockedUntil > now) {
    return failure(db, user, LoginFlag.locked, 'auth.locked', { minutes: minutesUntil(user.lockedUntil, now) });
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user) {
    // Same answer as a first wrong password, so unknown accounts cannot be told apart.
    return failure(db, undefined, LoginFlag.wrongPassword, 'auth.wrongPassword', { left: MAX_FAILED_LOGINS - 1 });
  }
  if (!passwordOk) {
    return db.transaction(async (tx) => {
      const lockUntil = new Date(now.getTime() + config.lockMinutes * 60_000);
      const counted = await recordFailedLogin(tx, user.id, { maxAttempts: MAX_FAILED_LOGINS, lockUntil, now });
      return counted.lockedUntil
        ? failure(tx, user, LoginFlag.locked, 'auth.locked', { minutes: minutesUntil(counted.lockedUntil, now) })
        : failure(tx, user, LoginFlag.wrongPassword, 'auth.wrongPassword', { left: MAX_FAILED_LOGINS - counted.failedLogins });
    });
  }
  if (user.status !== USER_ENABLED) return failure(db, user, LoginFlag.disabled, 'auth.disabled');

  const token = await db.transaction(async (tx) => {
    await recordSuccessfulLogin(tx, user.id, now);
    const opened = await openSession(tx, request, user.id, now);
    await record(tx, user, LoginFlag.ok, null);
    return opened;
  });
  return { loginFlag: LoginFlag.ok, loginMsg: 'ok', token };
}
