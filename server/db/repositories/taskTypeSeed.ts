import type { Database } from '../client';
import { taskTypes } from '../schema';

export type NewTaskType = typeof taskTypes.$inferInsert;

/** Inserts the task types whose code is not there yet (a type is never deleted, only disabled). */
export async function insertTaskTypesIfAbsent(db: Database, rows: NewTaskType[]): Promise<void> {
  if (rows.length) await db.insert(taskTypes).values(rows).onConflictDoNothing({ target: taskTypes.code });
}
