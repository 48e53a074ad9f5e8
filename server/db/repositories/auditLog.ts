import type { Database } from '../client';
import { operationLogs } from '../schema';

export type NewOperationLog = typeof operationLogs.$inferInsert;

export async function insertOperationLog(db: Database, entry: NewOperationLog): Promise<void> {
  await db.insert(operationLogs).values(entry);
}
