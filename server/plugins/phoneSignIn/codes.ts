import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameDigest, sha256Hex } from '../../crypto';
import {
  deleteExpiredPhoneCodes,
  findPhoneCode,
  replacePhoneCode,
} from '../../db/repositories/phoneCodes';
import { deleteStaleSignInAttempts, takeSignInAttempt, type TakenAttempt } from '../../db/repositories/signInAttempts';
import { t } from '../../i18n';
import { MAX_FAILED_LOGINS } from '../auth/lockout';
import { enforceRateLimit, rateLimited } from '../auth/rateLimit';
import { ADDRESS_WINDOW_SECONDS, CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, CODES_PER_NUMBER_PER_DAY, type CodePurpose } from './constants';
import { dispatchSms, type SmsSender } from './senders';

/** The window of the per-number day limit: the UTC calendar day. */
const DAY_MS = 24 * 3600 * 1000;

/** A random code of CODE_LENGTH digits. */
export const randomCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/** The stored digest of a code: salted with its key (or the pending step's secret), so equal codes never look alike. */
export const codeDigest = (salt: string, code: string) => sha256Hex(`${salt}:${code.trim()}`);

/** Compared when there is no code, so a missing one costs the same work as a wrong one. */
const NO_CODE = sha256Hex('no code');

/** The per-address limit on code requests: SMS_LIMIT_PER_ADDRESS an hour. */
export function hitAddressLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return enforceRateLimit(request, reply, `sms:address:${request.ip}`, request.server.config.sms.perAddressPerHour, {
    windowMs: ADDRESS_WINDOW_SECONDS * 1000,
  });
}

export interface CodeRequest {
  /** The row's key: the normalised number (phone tab) or `user:<id>` (second step). */
  key: string;
  purpose: CodePurpose;
  /** The number whose day limit counts the code (normalised). */
  phone: string;
  /** Salt of the digest (see codeDigest). */
  salt: string;
  /** Where the SMS goes; null for a number of no account (the code is stored, never sent). */
  sendTo: string | null;
  /** Refuse (429) when the key's last code is less than a minute old. */
  oncePerMinute: boolean;
  send: SmsSender;
}

/**
 * Makes a new code for a key and sends it, replacing the key's last one: at most one a minute
 * (when asked) and CODES_PER_NUMBER_PER_DAY a day per number, both refused with 429 and
 * Retry-After and neither counting a refused request. A number of no account gets the very
 * same treatment (its code is stored and counted, only not sent), so nothing tells them apart.
 */
export async function issueCode(request: FastifyRequest, reply: FastifyReply, code: CodeRequest): Promise<void> {
  const { db } = request.server;
  const now = request.server.clock();
  const value = randomCode();
  await deleteExpiredPhoneCodes(db, now);
  await db.transaction(async (tx) => {
    const stored = await replacePhoneCode(tx, {
      key: code.key,
      codeHash: codeDigest(code.salt, value),
      purpose: code.purpose,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      now,
      resendBefore: code.oncePerMinute ? new Date(now.getTime() - CODE_RESEND_SECONDS * 1000) : now,
    });
    if (!stored.stored) {
      throw rateLimited(request, reply, CODE_RESEND_SECONDS - (now.getTime() - stored.createdAt.getTime()) / 1000);
    }
    // Refused past the day's limit: the transaction rolls back, the last code stays.
    await enforceRateLimit(request, reply, `sms:day:${code.phone}`, CODES_PER_NUMBER_PER_DAY, { windowMs: DAY_MS, db: tx });
  });
  if (code.sendTo === null) return;
  const text = t(request, 'phoneSignIn.smsText', { code: value, minutes: CODE_TTL_SECONDS / 60 });
  dispatchSms(code.send, { phoneNumber: code.sendTo, code: value, purpose: code.purpose, text }, request.log);
}

/** Whether `given` is the key's live code for this purpose; as much work whether or not there is one. */
export async function codeIsRight(request: FastifyRequest, key: string, purpose: CodePurpose, salt: string, given: string): Promise<boolean> {
  const row = await findPhoneCode(request.server.db, key);
  const live = row !== undefined && row.purpose === purpose && row.expiresAt.getTime() > request.server.clock().getTime();
  const match = sameDigest(live ? row.codeHash : NO_CODE, codeDigest(salt, given));
  return live && match;
}

/**
 * Takes one attempt for a lock-out key before the code is checked, as the password check does
 * (server/plugins/auth/lockout.ts): refused while locked, counted otherwise; the fifth wrong one
 * in a row locks for LOCK_MINUTES.
 */
export async function takeAttempt(request: FastifyRequest, key: string): Promise<TakenAttempt> {
  const { db, config } = request.server;
  const now = request.server.clock();
  const lockMs = config.lockMinutes * 60_000;
  const forgetBefore = new Date(now.getTime() - lockMs);
  const taken = await takeSignInAttempt(db, key, { maxAttempts: MAX_FAILED_LOGINS, lockUntil: new Date(now.getTime() + lockMs), forgetBefore, now });
  if (taken.attempt === 1) await deleteStaleSignInAttempts(db, forgetBefore, now);
  return taken;
}

/** Minutes (at least 1) until a lock ends. */
export const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
