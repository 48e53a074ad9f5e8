import { and, count, desc, eq, gt, isNull, lte, notExists, or } from 'drizzle-orm';
import type { Database } from '../client';
import { noticeReads, notices } from '../schema';

export type Notice = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
/** A notice that has a publish time (every notice a reader can see). */
export type PublishedNotice = Notice & { publishedAt: Date };

/** Published, not expired, and not yet read by the user. */
function unreadCurrent(db: Database, userId: number, now: Date) {
  return and(
    lte(notices.publishedAt, now),
    or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
    notExists(
      db
        .select({ noticeId: noticeReads.noticeId })
        .from(noticeReads)
        .where(and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId))),
    ),
  );
}

export async function newestUnreadNotice(db: Database, userId: number, now: Date): Promise<PublishedNotice | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(unreadCurrent(db, userId, now))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(1);
  return row as PublishedNotice | undefined;
}

export async function countUnreadNotices(db: Database, userId: number, now: Date): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(notices).where(unreadCurrent(db, userId, now));
  return total;
}

/** A notice that has been published by now, or undefined. */
export async function findPublishedNotice(db: Database, id: number, now: Date): Promise<Notice | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), lte(notices.publishedAt, now)))
    .limit(1);
  return row;
}

/** Records that the user read the notice; true when this is the first time. */
export async function markNoticeRead(db: Database, noticeId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(noticeReads)
    .values({ noticeId, userId, readAt: now })
    .onConflictDoNothing()
    .returning({ noticeId: noticeReads.noticeId });
  return rows.length > 0;
}

export async function insertNotice(db: Database, notice: NewNotice): Promise<number> {
  const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
  return row.id;
}
