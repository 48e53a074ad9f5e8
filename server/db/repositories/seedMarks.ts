import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { applications, menus, seedMarks } from '../schema';

/** The row a seed key became, `null` when it was put in and is gone since, undefined when never put in. */
export async function seededRef(db: Database, key: string): Promise<number | null | undefined> {
  const [mark] = await db.select({ refId: seedMarks.refId }).from(seedMarks).where(eq(seedMarks.key, key));
  return mark ? mark.refId : undefined;
}

export async function markSeeded(db: Database, key: string, refId: number | null): Promise<void> {
  await db.insert(seedMarks).values({ key, refId }).onConflictDoNothing();
}

export async function applicationExists(db: Database, systemNo: string, applicationNo: string): Promise<boolean> {
  const [row] = await db
    .select({ systemNo: applications.systemNo })
    .from(applications)
    .where(and(eq(applications.systemNo, systemNo), eq(applications.applicationNo, applicationNo)));
  return !!row;
}

export async function menuExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, id));
  return !!row;
}

/**
 * A menu an installation from before the seed marks already has: a page by its path anywhere in
 * the application, a directory by its name under the same parent.
 */
export async function existingSeedMenu(
  db: Database,
  at: { systemNo: string; applicationNo: string; parentId: number | null },
  menu: { name: string; path?: string },
): Promise<number | undefined> {
  const inApplication = and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo));
  const where = menu.path
    ? and(inApplication, eq(menus.path, menu.path))
    : and(inApplication, isNull(menus.path), eq(menus.name, menu.name), at.parentId === null ? isNull(menus.parentId) : eq(menus.parentId, at.parentId));
  const [row] = await db.select({ id: menus.id }).from(menus).where(where).limit(1);
  return row?.id;
}
