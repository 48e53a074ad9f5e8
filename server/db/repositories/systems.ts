import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { applications, menus, systems } from '../schema';
import { grantedMenuIds } from './roles';

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

export interface SystemApplicationRow {
  systemNo: string;
  systemName: string;
  systemNameEn: string | null;
  applicationNo: string;
  applicationName: string;
  applicationNameEn: string | null;
  homePageUrl: string | null;
}

/**
 * Systems with their applications in display order, leaving out one reserved system. With a
 * user id, only applications holding at least one menu that user's roles grant; with null, all.
 */
export async function listSystemApplications(
  db: Database,
  opts: { excludeSystemNo: string; grantedToUserId: number | null },
): Promise<SystemApplicationRow[]> {
  const conditions = [ne(systems.systemNo, opts.excludeSystemNo)];
  if (opts.grantedToUserId !== null) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(menus)
          .where(
            and(
              eq(menus.systemNo, applications.systemNo),
              eq(menus.applicationNo, applications.applicationNo),
              inArray(menus.id, grantedMenuIds(db, opts.grantedToUserId)),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      systemNo: systems.systemNo,
      systemName: systems.name,
      systemNameEn: systems.nameEn,
      applicationNo: applications.applicationNo,
      applicationName: applications.name,
      applicationNameEn: applications.nameEn,
      homePageUrl: applications.homePageUrl,
    })
    .from(systems)
    .innerJoin(applications, eq(applications.systemNo, systems.systemNo))
    .where(and(...conditions))
    .orderBy(asc(systems.sort), asc(systems.id), asc(applications.sort), asc(applications.id));
}

export type MenuRow = Pick<typeof menus.$inferSelect, 'id' | 'parentId' | 'name' | 'nameEn' | 'path' | 'icon' | 'moduleNo'>;

const menuColumns = {
  id: menus.id,
  parentId: menus.parentId,
  name: menus.name,
  nameEn: menus.nameEn,
  path: menus.path,
  icon: menus.icon,
  moduleNo: menus.moduleNo,
};

/**
 * The menus of one application in display order. With a user id, only those the user's roles
 * grant plus every directory above them (so the tree stays connected); with null, all.
 */
export async function listApplicationMenus(
  db: Database,
  at: { systemNo: string; applicationNo: string; grantedToUserId: number | null },
): Promise<MenuRow[]> {
  const inApplication = and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo));
  const visible =
    at.grantedToUserId === null
      ? inApplication
      : and(
          inApplication,
          sql`${menus.id} IN (
            WITH RECURSIVE visible(id, parent_id) AS (
              SELECT m.id, m.parent_id FROM ${menus} m
              WHERE m.system_no = ${at.systemNo} AND m.application_no = ${at.applicationNo}
                AND m.id IN (${grantedMenuIds(db, at.grantedToUserId)})
              UNION
              SELECT p.id, p.parent_id FROM ${menus} p JOIN visible v ON p.id = v.parent_id
            )
            SELECT id FROM visible
          )`,
        );
  return db.select(menuColumns).from(menus).where(visible).orderBy(asc(menus.sort), asc(menus.id));
}
