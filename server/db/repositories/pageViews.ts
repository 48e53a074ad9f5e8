import type { Database } from '../client';
import { pageViews } from '../schema';

export type NewPageView = typeof pageViews.$inferInsert;

export async function insertPageView(db: Database, view: NewPageView): Promise<void> {
  await db.insert(pageViews).values(view);
}
