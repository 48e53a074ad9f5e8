import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { qrTickets, signInAttempts, users } from '../schema';
import type { User } from './users';
import { QR_TICKET_STATUS } from '../../plugins/qrSignIn/constants';

export type QrTicketRow = typeof qrTickets.$inferSelect;

export async function insertQrTicket(
  db: Database,
  ticket: { tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null; createdAt: Date },
): Promise<QrTicketRow> {
  const [row] = await db.insert(qrTickets).values(ticket).returning();
  return row;
}

/** Deletes the tickets that expired before `before`, whatever became of them. */
export async function deleteOldQrTickets(db: Database, before: Date): Promise<void> {
  await db.delete(qrTickets).where(lt(qrTickets.expiresAt, before));
}

export async function findQrTicket(db: Database, tokenHash: string): Promise<QrTicketRow | undefined> {
  const [row] = await db.select().from(qrTickets).where(eq(qrTickets.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Confirms or refuses a ticket that is still pending and unexpired, in one statement (two
 * phones answering at once: one wins); undefined when it no longer qualifies.
 */
export async function decideQrTicket(
  db: Database,
  id: number,
  decision: { status: typeof QR_TICKET_STATUS.confirmed | typeof QR_TICKET_STATUS.refused; userId: number; now: Date },
): Promise<QrTicketRow | undefined> {
  const [row] = await db
    .update(qrTickets)
    .set({ status: decision.status, confirmedBy: decision.userId, decidedAt: decision.now })
    .where(and(eq(qrTickets.id, id), eq(qrTickets.status, QR_TICKET_STATUS.pending), gt(qrTickets.expiresAt, decision.now)))
    .returning();
  return row;
}

/**
 * Uses a confirmed ticket up, in one statement (two polls at once: one signs in); undefined when
 * it is not confirmed (any more) or expired before `expiredAfter`.
 */
export async function useQrTicket(db: Database, id: number, expiredAfter: Date): Promise<QrTicketRow | undefined> {
  const [row] = await db
    .update(qrTickets)
    .set({ status: QR_TICKET_STATUS.used })
    .where(and(eq(qrTickets.id, id), eq(qrTickets.status, QR_TICKET_STATUS.confirmed), gt(qrTickets.expiresAt, expiredAfter)))
    .returning();
  return row;
}

/** A user with whether sign-in is locked for their account name at `now`. */
export async function findUserWithLock(db: Database, userId: number, now: Date): Promise<{ user: User; locked: boolean } | undefined> {
  const [row] = await db
    .select({ user: users, locked: sql<boolean>`coalesce(${signInAttempts.lockedUntil} > ${now.toISOString()}::timestamptz, false)` })
    .from(users)
    .leftJoin(signInAttempts, eq(signInAttempts.accountKey, sql`lower(${users.account})`))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
