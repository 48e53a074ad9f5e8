import type { Database } from '../client';
import { applications, menus, systems } from '../schema';

export type NewSystem = typeof systems.$inferInsert;
export type NewApplication = typeof applications.$inferInsert;
export type NewMenu = typeof menus.$inferInsert;

/** Inserts a system unless its number exists; true when inserted. */
export async function insertSystemIfAbsent(db: Database, system: NewSystem): Promise<boolean> {
  const rows = await db.insert(systems).values(system).onConflictDoNothing().returning({ id: systems.id });
  return rows.length > 0;
}

export async function insertApplications(db: Database, rows: NewApplication[]): Promise<void> {
  if (rows.length) await db.insert(applications).values(rows).onConflictDoNothing();
}

export async function insertMenu(db: Database, menu: NewMenu): Promise<number> {
  const [row] = await db.insert(menus).values(menu).returning({ id: menus.id });
  return row.id;
}
