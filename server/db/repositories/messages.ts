import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { messages } from '../schema';

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export type ReadStatus = 'all' | 'unread' | 'read';

export interface MessageFilter {
  userId: number;
  status?: ReadStatus;
  group?: string;
  level?: number;
  /** Only messages older than this one of the user's (newest-first order): a stable "load more". */
  beforeId?: number;
}

function whereOf(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [eq(messages.userId, filter.userId)];
  if (filter.status === 'unread') conditions.push(isNull(messages.readAt));
  if (filter.status === 'read') conditions.push(isNotNull(messages.readAt));
  if (filter.group !== undefined) conditions.push(eq(messages.group, filter.group));
  if (filter.level !== undefined) conditions.push(eq(messages.level, filter.level));
  return and(...conditions);
}

/** One page of a user's messages, newest first, and the number matching the filter. */
export async function pageMessages(
  db: Database,
  filter: MessageFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: Message[]; total: number }> {
  const where = whereOf(filter);
  // The cursor narrows the rows, not the total: the total stays the size of the whole list.
  const older =
    filter.beforeId === undefined
      ? undefined
      : sql`(${messages.createdAt}, ${messages.id}) < (SELECT m.created_at, m.id FROM ${messages} m WHERE m.id = ${filter.beforeId} AND m.user_id = ${filter.userId})`;
  const rows = await db
    .select()
    .from(messages)
    .where(older ? and(where, older) : where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(messages).where(where);
  return { rows, total };
}

export async function messageGroups(db: Database, userId: number): Promise<{ group: string; total: number; unread: number }[]> {
  return db
    .select({
      group: messages.group,
      total: count(),
      unread: sql<number>`count(*) FILTER (WHERE ${messages.readAt} IS NULL)`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.userId, userId))
    .groupBy(messages.group)
    .orderBy(asc(messages.group));
}

/** The count of the user's unread messages, as a query (awaited, or a subquery of a larger one). */
export const unreadMessageCount = (db: Database, userId: number | Placeholder) =>
  db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));

export async function countUnreadMessages(db: Database, userId: number): Promise<number> {
  const [{ total }] = await unreadMessageCount(db, userId);
  return total;
}

/** Marks unread messages of this user as read; ids of other users' messages change nothing. */
export async function markMessagesRead(db: Database, userId: number, ids: number[] | 'all', now: Date): Promise<number[]> {
  const conditions = [eq(messages.userId, userId), isNull(messages.readAt)];
  if (ids !== 'all') conditions.push(inArray(messages.id, ids));
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(...conditions))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

export async function insertMessages(db: Database, rows: NewMessage[]): Promise<void> {
  if (rows.length) await db.insert(messages).values(rows);
}
