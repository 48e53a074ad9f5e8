import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { preparedOn } from '../prepared';
import { USER_ENABLED, sessions, users } from '../schema';
import type { User } from './users';

export type NewSession = Pick<typeof sessions.$inferInsert, 'tokenHash' | 'userId' | 'expiresAt' | 'ip' | 'userAgent' | 'deviceId'>;

export async function createSession(db: Database, session: NewSession): Promise<number> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row.id;
}

const activeSession = preparedOn((db) =>
  db
    .select({ sessionId: sessions.id, deviceId: sessions.deviceId, user: users, accessEpoch: sql<string>`(SELECT "value" FROM "access_epoch")::text` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, USER_ENABLED),
      ),
    )
    .limit(1)
    .prepare('active_session'),
);

/**
 * The session for a token digest if it exists, has not expired or been revoked, and its user is
 * enabled; with the access epoch (migration 0006) read in the same statement, which tells
 * whether access kept from an earlier request is still exact (server/access/caller.ts).
 */
export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: number; deviceId: number | null; user: User; accessEpoch: string } | undefined> {
  const [row] = await activeSession(db).execute({ tokenHash, now });
  return row;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every active session of the user except one; returns how many were revoked. */
export async function revokeOtherSessions(db: Database, userId: number, keepSessionId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes every active session of a user (disabled, deleted or given a new password); how many. */
export async function revokeUserSessions(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}
