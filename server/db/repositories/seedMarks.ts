import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../client';
import { applications, menus, seedMarks } from '../schema';

/** The seed marks whose key starts with `prefix`: key -> the row it became (null: gone since). */
export async function seedMarksWithPrefix(db: Database, prefix: string): Promise<Map<string, number | null>> {
  const rows = await db.select({ key: seedMarks.key, refId: seedMarks.refId }).from(seedMarks).where(like(seedMarks.key, `${prefix}%`));
  return new Map(rows.map((row) => [row.key, row.refId]));
}

export async function markSeeded(db: Database, marks: { key: string; refId: number | null }[]): Promise<void> {
  if (marks.length > 0) await db.insert(seedMarks).values(marks).onConflictDoNothing();
}

export async function applicationExists(db: Database, systemNo: string, applicationNo: string): Promise<boolean> {
  const [row] = await db
    .select({ systemNo: applications.systemNo })
    .from(applications)
    .where(and(eq(applications.systemNo, systemNo), eq(applications.applicationNo, applicationNo)));
  return !!row;
}

/** The menus of one application, as the seed compares them: id, parent, name and path. */
export async function applicationMenus(
  db: Database,
  systemNo: string,
  applicationNo: string,
): Promise<{ id: number; parentId: number | null; name: string; path: string | null }[]> {
  return db
    .select({ id: menus.id, parentId: menus.parentId, name: menus.name, path: menus.path })
    .from(menus)
    .where(and(eq(menus.systemNo, systemNo), eq(menus.applicationNo, applicationNo)));
}
