import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { signInAttempts } from '../schema';

/** An account name as accounts are compared and attempts counted: trimmed and lower case, so `Admin ` and `admin` are one. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/** The key of a normalised phone number (accounts cannot contain ':', so it never meets an account name). */
export function phoneKey(phone: string): string {
  return `phone:${phone}`;
}

export interface AttemptRule {
  maxAttempts: number;
  /** When the attempt that reaches maxAttempts is locked out until. */
  lockUntil: Date;
  /** Attempts older than this are forgotten: the next one starts a new round. */
  forgetBefore: Date;
  now: Date;
}

export interface TakenAttempt {
  /** 1 for the first attempt of a round, up to maxAttempts; null when refused because the name is locked. */
  attempt: number | null;
  lockedUntil: Date | null;
}

/**
 * Takes one password attempt for an account name, before the password is checked, in one
 * atomic statement (concurrent attempts, also from other server processes, queue on the row):
 * refused while locked, otherwise counted; the attempt that reaches maxAttempts locks the name
 * at once. A right password then clears the row (clearSignInAttempts), a wrong one leaves it.
 */
export async function takeSignInAttempt(db: Database, key: string, rule: AttemptRule): Promise<TakenAttempt> {
  const { maxAttempts, now } = rule;
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const lockValue = sql`${rule.lockUntil.toISOString()}::timestamptz`;
  const locked = sql`${signInAttempts.lockedUntil} > ${nowValue}`;
  // A finished lock or a quiet spell starts a new round.
  const freshRound = sql`(${signInAttempts.lockedUntil} IS NOT NULL OR ${signInAttempts.lastAttemptAt} < ${rule.forgetBefore.toISOString()}::timestamptz)`;
  const next = sql`CASE WHEN ${freshRound} THEN 1 ELSE ${signInAttempts.failures} + 1 END`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ accountKey: key, failures: 1, lockedUntil: maxAttempts <= 1 ? rule.lockUntil : null, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.accountKey,
      set: {
        failures: sql`CASE WHEN ${locked} THEN ${maxAttempts + 1} ELSE ${next} END`,
        lockedUntil: sql`CASE WHEN ${locked} THEN ${signInAttempts.lockedUntil} WHEN ${next} >= ${maxAttempts} THEN ${lockValue} END`,
        lastAttemptAt: now,
      },
    })
    .returning({ failures: signInAttempts.failures, lockedUntil: signInAttempts.lockedUntil });
  return { attempt: row.failures <= maxAttempts ? row.failures : null, lockedUntil: row.lockedUntil };
}

/** Ends the round of an account name: after a right password, an unlock or a password reset. */
export async function clearSignInAttempts(db: Database, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, key));
}

/** Deletes rounds that are over (no lock in force, last attempt before the cut-off), so the table stays small. */
export async function deleteStaleSignInAttempts(db: Database, before: Date, now: Date): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(
      and(
        lt(signInAttempts.lastAttemptAt, before),
        or(isNull(signInAttempts.lockedUntil), lte(signInAttempts.lockedUntil, now)),
      ),
    );
}
