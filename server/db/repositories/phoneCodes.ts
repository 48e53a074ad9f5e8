import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { USER_ENABLED, phoneCodes, signInAttempts, users } from '../schema';

/*
 * The codes of sign-in by phone (server/plugins/phoneSignIn): one row per key, only the code's
 * SHA-256 kept. The key is the normalised phone number for the phone tab (purpose `signin`), and
 * `user:<id>` for the second step after the password (purpose `verify`), whose row belongs to an
 * account rather than a number (numbers are not unique among accounts).
 */

export type PhoneCode = typeof phoneCodes.$inferSelect;

/** The key of the second step's code of an account. */
export const userCodeKey = (userId: number) => `user:${userId}`;

/**
 * Stores a new code for a key, replacing the one it had, unless that one was made less than
 * `resendAfter` ago: then nothing changes and the answer is the time it was made. One atomic
 * statement, so two requests at the same moment send one code.
 */
export async function replacePhoneCode(
  db: Database,
  code: { key: string; codeHash: string; purpose: string; expiresAt: Date; now: Date; resendBefore: Date },
): Promise<{ stored: true } | { stored: false; createdAt: Date }> {
  const [row] = await db
    .insert(phoneCodes)
    .values({ phone: code.key, codeHash: code.codeHash, purpose: code.purpose, expiresAt: code.expiresAt, createdAt: code.now })
    .onConflictDoUpdate({
      target: phoneCodes.phone,
      set: { codeHash: code.codeHash, purpose: code.purpose, expiresAt: code.expiresAt, createdAt: code.now },
      setWhere: lte(phoneCodes.createdAt, code.resendBefore),
    })
    .returning({ phone: phoneCodes.phone });
  if (row) return { stored: true };
  const [existing] = await db.select({ createdAt: phoneCodes.createdAt }).from(phoneCodes).where(eq(phoneCodes.phone, code.key));
  return { stored: false, createdAt: existing?.createdAt ?? code.now };
}

/** The code of a key, whatever its state (the caller checks purpose and expiry). */
export async function findPhoneCode(db: Database, key: string): Promise<PhoneCode | undefined> {
  const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, key));
  return row;
}

/**
 * Uses a code up: deletes the row if it still holds this very code. True for the one caller
 * that deleted it, so a code signs in once even when sent twice at the same moment.
 */
export async function consumePhoneCode(db: Database, key: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(phoneCodes)
    .where(and(eq(phoneCodes.phone, key), eq(phoneCodes.codeHash, codeHash)))
    .returning({ phone: phoneCodes.phone });
  return rows.length > 0;
}

/** Drops the code of a key (at a lock-out). */
export async function deletePhoneCode(db: Database, key: string): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.phone, key));
}

/** Deletes the codes that expired before `now`, so the table stays small. */
export async function deleteExpiredPhoneCodes(db: Database, now: Date): Promise<void> {
  await db.delete(phoneCodes).where(lte(phoneCodes.expiresAt, now));
}

/**
 * The enabled accounts whose phone, normalised the same way as the number asked for (digits and
 * a leading +), is this number; at most two, as only exactly one identifies an account.
 */
export async function enabledUsersWithPhone(db: Database, phone: string): Promise<(typeof users.$inferSelect)[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, USER_ENABLED), sql`regexp_replace(${users.phone}, '[^0-9+]', '', 'g') = ${phone}`))
    .limit(2);
}

/** Reads the attempts row of a key without counting: as much work as counting, for numbers of no account. */
export async function peekSignInAttempt(db: Database, key: string): Promise<void> {
  await db.select({ failures: signInAttempts.failures }).from(signInAttempts).where(eq(signInAttempts.accountKey, key));
}

/** An account by id, whatever its status (the second step checks it). */
export async function findUserById(db: Database, id: number): Promise<(typeof users.$inferSelect) | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
