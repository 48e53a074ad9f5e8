import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByAccount(db: Database, account: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.account, account)).limit(1);
  return user;
}

/** Inserts a user unless the account or user number exists; returns the new id, or null. */
export async function insertUserIfAbsent(db: Database, user: NewUser): Promise<number | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
}

/**
 * Counts one more consecutive failure in a single statement (safe under concurrent attempts).
 * The failure that reaches maxAttempts locks the account until lockUntil and restarts the count.
 */
export async function recordFailedLogin(
  db: Database,
  userId: number,
  opts: { maxAttempts: number; lockUntil: Date; now: Date },
): Promise<{ failedLogins: number; lockedUntil: Date | null }> {
  const reachesLimit = sql`${users.failedLogins} + 1 >= ${opts.maxAttempts}`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${users.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${opts.lockUntil.toISOString()}::timestamptz END`,
      updatedAt: opts.now,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return row;
}

export async function recordSuccessfulLogin(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null, updatedAt: now }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
}
