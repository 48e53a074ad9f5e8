import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { USER_ENABLED, accountLinks, users } from '../schema';
import type { User } from './users';

/** The enabled accounts a user may switch to. */
export async function listLinkedAccounts(db: Database, userId: number): Promise<{ account: string; name: string }[]> {
  return db
    .select({ account: users.account, name: users.name })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(and(eq(accountLinks.userId, userId), eq(users.status, USER_ENABLED)))
    .orderBy(asc(users.account));
}

/** The linked, enabled user with this account, or undefined. */
export async function findLinkedAccount(db: Database, userId: number, account: string): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(and(eq(accountLinks.userId, userId), eq(users.account, account), eq(users.status, USER_ENABLED)))
    .limit(1);
  return row?.user;
}

export async function linkAccount(db: Database, userId: number, linkedUserId: number): Promise<void> {
  await db.insert(accountLinks).values({ userId, linkedUserId }).onConflictDoNothing();
}
