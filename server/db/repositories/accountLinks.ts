import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** Every account linked to a user, enabled or not, for administration. */
export async function linkedUsersOf(
  db: Database,
  userId: number,
): Promise<{ id: number; account: string; name: string; status: number }[]> {
  return db
    .select({ id: users.id, account: users.account, name: users.name, status: users.status })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(eq(accountLinks.userId, userId))
    .orderBy(asc(users.account));
}

/** Of these ids, those that name no user. */
export async function unknownUserIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Replaces the accounts linked to a user. */
export async function setLinkedUsers(db: Database, userId: number, linkedUserIds: number[]): Promise<void> {
  await db.delete(accountLinks).where(eq(accountLinks.userId, userId));
  if (linkedUserIds.length > 0)
    await db.insert(accountLinks).values(linkedUserIds.map((linkedUserId) => ({ userId, linkedUserId })));
}
