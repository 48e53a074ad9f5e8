import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { feedback } from '../schema';

export type Feedback = typeof feedback.$inferSelect;

export async function insertFeedback(
  db: Database,
  row: Pick<typeof feedback.$inferInsert, 'userId' | 'content' | 'contact'>,
): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted.id;
}

/** One page of a user's feedback, newest first, and how many there are. */
export async function pageUserFeedback(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: Feedback[]; total: number }> {
  const where = eq(feedback.userId, userId);
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(feedback).where(where);
  return { rows, total };
}
