import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../client';
import { taskTypes } from '../../schema';

export type TaskType = typeof taskTypes.$inferSelect;
export type TaskTypeFields = Pick<typeof taskTypes.$inferInsert, 'code' | 'name' | 'nameEn' | 'serviceHours' | 'enabled' | 'sort'>;

/** Task types by their order, the enabled ones only when asked. */
export function listTaskTypes(db: Database, { enabledOnly = false } = {}): Promise<TaskType[]> {
  return db
    .select()
    .from(taskTypes)
    .where(enabledOnly ? eq(taskTypes.enabled, true) : undefined)
    .orderBy(asc(taskTypes.sort), asc(taskTypes.id));
}

export async function findTaskType(db: Database, id: number): Promise<TaskType | undefined> {
  const [row] = await db.select().from(taskTypes).where(eq(taskTypes.id, id));
  return row;
}

/** The types with these codes, by code (unknown codes are absent). */
export async function taskTypesByCode(db: Database, codes: readonly string[]): Promise<Map<string, TaskType>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(taskTypes).where(inArray(taskTypes.code, wanted));
  return new Map(rows.map((row) => [row.code, row]));
}

export async function taskTypeCodeTaken(db: Database, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(and(eq(taskTypes.code, code), exceptId === undefined ? undefined : ne(taskTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a type; undefined when its code is taken (by a concurrent insert). */
export async function insertTaskType(db: Database, fields: TaskTypeFields, now: Date): Promise<TaskType | undefined> {
  const [row] = await db
    .insert(taskTypes)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: taskTypes.code })
    .returning();
  return row;
}

export async function updateTaskType(db: Database, id: number, fields: Partial<TaskTypeFields>, now: Date): Promise<TaskType> {
  const [row] = await db
    .update(taskTypes)
    .set({ ...fields, updatedAt: now })
    .where(eq(taskTypes.id, id))
    .returning();
  return row;
}
