import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { ROLE_ENABLED, menus, modules, roleMenus, roleModuleActions, roleOrgs, roles, userRoles, type ModuleAction } from '../schema';

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;

/** Inserts a role unless its code exists; returns the new id, or null. */
export async function insertRoleIfAbsent(db: Database, role: NewRole): Promise<number | null> {
  const [row] = await db.insert(roles).values(role).onConflictDoNothing().returning({ id: roles.id });
  return row?.id ?? null;
}

/** Gives a user the roles with these codes (unknown codes are ignored, existing grants kept). */
export async function assignRoles(db: Database, userId: number, roleCodes: string[]): Promise<void> {
  if (roleCodes.length === 0) return;
  await db
    .insert(userRoles)
    .select(db.select({ userId: sql<number>`${userId}`.as('user_id'), roleId: roles.id }).from(roles).where(inArray(roles.roleCode, roleCodes)))
    .onConflictDoNothing();
}

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

/** Whether one of the user's enabled roles is an admin role (admins see every menu). */
export async function hasAdminRole(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.isAdmin, true), eq(roles.status, ROLE_ENABLED)))
    .limit(1);
  return row !== undefined;
}

/** The user's enabled roles, by code. */
export function listUserRoles(db: Database, userId: number) {
  return db
    .select({ roleCode: roles.roleCode, name: roles.name, nameEn: roles.nameEn, isAdmin: roles.isAdmin })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, ROLE_ENABLED)))
    .orderBy(roles.roleCode);
}

/** Subquery: ids of the menus the user's enabled roles grant. */
export function grantedMenuIds(db: Database, userId: number) {
  return db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, ROLE_ENABLED)));
}

/** The data scopes of the user's enabled roles, with the custom organisations of those that have some. */
export async function userDataScopes(
  db: Database,
  userId: number,
): Promise<{ isAdmin: boolean; dataScope: number; orgIds: number[] }[]> {
  const rows = await db
    .select({ roleId: roles.id, isAdmin: roles.isAdmin, dataScope: roles.dataScope, orgId: roleOrgs.orgId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(roleOrgs, eq(roleOrgs.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, ROLE_ENABLED)));
  const byRole = new Map<number, { isAdmin: boolean; dataScope: number; orgIds: number[] }>();
  for (const row of rows) {
    const role = byRole.get(row.roleId) ?? { isAdmin: row.isAdmin, dataScope: row.dataScope, orgIds: [] };
    if (row.orgId !== null) role.orgIds.push(row.orgId);
    byRole.set(row.roleId, role);
  }
  return [...byRole.values()];
}

/** Sets the organisations of a role with the custom data scope (replacing the earlier ones). */
export async function setRoleOrgs(db: Database, roleId: number, orgIds: number[]): Promise<void> {
  await db.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
  if (orgIds.length > 0) await db.insert(roleOrgs).values(orgIds.map((orgId) => ({ roleId, orgId })));
}

/** Inserts a function-right module unless its number exists; whether it was inserted. */
export async function insertModuleIfAbsent(db: Database, module: typeof modules.$inferInsert): Promise<boolean> {
  const rows = await db.insert(modules).values(module).onConflictDoNothing().returning({ id: modules.id });
  return rows.length > 0;
}

/** The role with this code. */
export async function findRoleByCode(db: Database, roleCode: string): Promise<Role | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return row;
}

export async function findModule(db: Database, moduleNo: string) {
  const [row] = await db.select().from(modules).where(eq(modules.moduleNo, moduleNo)).limit(1);
  return row;
}

/** Grants a role actions of a module (existing grants kept). */
export async function grantModuleActions(
  db: Database,
  roleId: number,
  moduleNo: string,
  actions: readonly ModuleAction[],
): Promise<void> {
  if (actions.length === 0) return;
  await db
    .insert(roleModuleActions)
    .values(actions.map((action) => ({ roleId, moduleNo, action })))
    .onConflictDoNothing();
}

/** Whether one of the user's enabled roles is an admin role or grants this action of the module. */
export async function hasModuleAction(
  db: Database,
  userId: number,
  moduleNo: string,
  action: ModuleAction,
): Promise<boolean> {
  const granted = db
    .select({ roleId: roleModuleActions.roleId })
    .from(roleModuleActions)
    .where(
      and(
        eq(roleModuleActions.roleId, roles.id),
        eq(roleModuleActions.moduleNo, moduleNo),
        eq(roleModuleActions.action, action),
      ),
    );
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(userRoles.userId, userId), eq(roles.status, ROLE_ENABLED), or(eq(roles.isAdmin, true), exists(granted))),
    )
    .limit(1);
  return row !== undefined;
}
