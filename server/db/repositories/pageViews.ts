import { and, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pageViews } from '../schema';

export type NewPageView = typeof pageViews.$inferInsert;

export async function insertPageView(db: Database, view: NewPageView): Promise<void> {
  await db.insert(pageViews).values(view);
}

/** A user's pages opened since a time, one row per address with its latest name, the latest first. */
export async function recentPages(db: Database, userId: number, since: Date, limit: number) {
  const openedAt = max(pageViews.createdAt);
  const rows = await db
    .select({
      path: pageViews.path,
      pageName: sql<string>`(array_agg(${pageViews.pageName} ORDER BY ${pageViews.createdAt} DESC))[1]`,
      moduleNo: sql<string | null>`(array_agg(${pageViews.moduleNo} ORDER BY ${pageViews.createdAt} DESC))[1]`,
      openedAt,
    })
    .from(pageViews)
    .where(and(eq(pageViews.userId, userId), gte(pageViews.createdAt, since), isNotNull(pageViews.path)))
    .groupBy(pageViews.path)
    .orderBy(desc(openedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, path: row.path!, openedAt: new Date(row.openedAt!).toISOString() }));
}
