import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../crypto';
import type { Database } from '../../db/client';
import {
  accountKey,
  clearSignInAttempts,
  deleteStaleSignInAttempts,
  phoneKey,
  takeSignInAttempt,
} from '../../db/repositories/signInAttempts';
import { normalisePhone } from '../phoneSignIn/phone';

/** Consecutive wrong passwords that lock an account name. */
export const MAX_FAILED_LOGINS = 5;

export type PasswordCheck =
  { result: 'right' } | { result: 'wrong'; left: number } | { result: 'locked'; minutes: number };

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * The lock-out rule, for every check of a password (sign-in and password change): the attempt
 * is taken for the account name before the hash is verified, so concurrent guesses cannot get
 * past the limit, and a locked name is refused without verifying. A null hash (no such account)
 * is verified against a dummy hash: unknown names take as long, count and lock the same way.
 * A right password leaves the attempt counted; the caller ends the round with forgetAttempts
 * when it lets the user in.
 */
export async function checkPassword(
  request: FastifyRequest,
  account: string,
  storedHash: string | null,
  password: string,
): Promise<PasswordCheck> {
  const { db, config } = request.server;
  const now = request.server.clock();
  const lockMs = config.lockMinutes * 60_000;
  const forgetBefore = new Date(now.getTime() - lockMs);
  const taken = await takeSignInAttempt(db, accountKey(account), {
    maxAttempts: MAX_FAILED_LOGINS,
    lockUntil: new Date(now.getTime() + lockMs),
    forgetBefore,
    now,
  });
  // A new round is the moment to drop the rounds that are over.
  if (taken.attempt === 1) await deleteStaleSignInAttempts(db, forgetBefore, now);
  if (taken.attempt === null) return { result: 'locked', minutes: minutesUntil(taken.lockedUntil!, now) };
  if (await verifyPassword(storedHash, password)) return { result: 'right' };
  return taken.lockedUntil
    ? { result: 'locked', minutes: minutesUntil(taken.lockedUntil, now) }
    : { result: 'wrong', left: MAX_FAILED_LOGINS - taken.attempt };
}

/**
 * Ends the failure count and any lock of an account: its name's and its phone number's, as five
 * wrong phone codes lock both (server/plugins/phoneSignIn/signInByPhone.ts), so an unlock or a
 * password reset opens both doors.
 */
export async function forgetAttempts(db: Database, user: { account: string; phone: string | null }): Promise<void> {
  await clearSignInAttempts(db, accountKey(user.account));
  const phone = user.phone ? normalisePhone(user.phone) : null;
  if (phone) await clearSignInAttempts(db, phoneKey(phone));
}
