/** The menus a role grants, per application. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { applications, menus, roleMenus } from '../../schema';

/**
 * Grants a role the menus of one application with these paths, and their parent directories, so
 * that a granted page is reachable through its directory.
 */
export async function grantMenusByPath(
  db: Database,
  roleId: number,
  at: { systemNo: string; applicationNo: string; paths: string[] },
): Promise<void> {
  if (at.paths.length === 0) return;
  const paths = sql.join(
    at.paths.map((path) => sql`${path}`),
    sql`, `,
  );
  await db.execute(sql`
    WITH RECURSIVE chosen(id, parent_id) AS (
      SELECT m.id, m.parent_id FROM ${menus} m
      WHERE m.system_no = ${at.systemNo} AND m.application_no = ${at.applicationNo} AND m.path IN (${paths})
      UNION
      SELECT p.id, p.parent_id FROM ${menus} p JOIN chosen c ON p.id = c.parent_id
    )
    INSERT INTO ${roleMenus} (role_id, menu_id)
    SELECT ${roleId}, id FROM chosen
    ON CONFLICT DO NOTHING`);
}

/** Whether the application exists. */
export async function applicationExists(db: Database, systemNo: string, applicationNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.systemNo, systemNo), eq(applications.applicationNo, applicationNo)))
    .limit(1);
  return row !== undefined;
}

const inApplication = (at: { systemNo: string; applicationNo: string }) =>
  and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo));

/** The given ids (deduplicated) that name no menu of the application. */
export async function menuIdsOutsideApplication(
  db: Database,
  at: { systemNo: string; applicationNo: string },
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(inApplication(at), inArray(menus.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** The menus of one application a role grants. */
export async function roleApplicationMenuIds(
  db: Database,
  roleId: number,
  at: { systemNo: string; applicationNo: string },
): Promise<number[]> {
  const rows = await db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), inApplication(at)))
    .orderBy(asc(roleMenus.menuId));
  return rows.map((row) => row.menuId);
}

/** Replaces the menus of one application a role grants; its menus of other applications stay. */
export async function setRoleApplicationMenus(
  db: Database,
  roleId: number,
  at: { systemNo: string; applicationNo: string },
  menuIds: readonly number[],
): Promise<void> {
  await db
    .delete(roleMenus)
    .where(
      and(
        eq(roleMenus.roleId, roleId),
        inArray(roleMenus.menuId, db.select({ id: menus.id }).from(menus).where(inApplication(at))),
      ),
    );
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}
