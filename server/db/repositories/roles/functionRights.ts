/** The module actions (function rights) a role grants. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { modules, roleMenus, roleModuleActions } from '../../schema';

/** Inserts a function-right module unless its number exists; whether it was inserted. */
export async function insertModuleIfAbsent(db: Database, module: typeof modules.$inferInsert): Promise<boolean> {
  const rows = await db.insert(modules).values(module).onConflictDoNothing().returning({ id: modules.id });
  return rows.length > 0;
}

export async function findModule(db: Database, moduleNo: string) {
  const [row] = await db.select().from(modules).where(eq(modules.moduleNo, moduleNo)).limit(1);
  return row;
}

/** Grants a role actions (button codes) of a module (existing grants kept). */
export async function grantModuleActions(
  db: Database,
  roleId: number,
  moduleNo: string,
  actions: readonly string[],
): Promise<void> {
  if (actions.length === 0) return;
  await db
    .insert(roleModuleActions)
    .values(actions.map((action) => ({ roleId, moduleNo, action })))
    .onConflictDoNothing();
}

/** The module actions and the menus a role grants. */
export async function roleFunctions(
  db: Database,
  roleId: number,
): Promise<{ modules: { moduleNo: string; actions: string[] }[]; menuIds: number[] }> {
  const grants = await db
    .select({ moduleNo: roleModuleActions.moduleNo, action: roleModuleActions.action })
    .from(roleModuleActions)
    .where(eq(roleModuleActions.roleId, roleId))
    .orderBy(asc(roleModuleActions.moduleNo), asc(roleModuleActions.action));
  const menuRows = await db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  const modulesGranted: { moduleNo: string; actions: string[] }[] = [];
  for (const grant of grants) {
    const last = modulesGranted.at(-1);
    if (last?.moduleNo === grant.moduleNo) last.actions.push(grant.action);
    else modulesGranted.push({ moduleNo: grant.moduleNo, actions: [grant.action] });
  }
  return { modules: modulesGranted, menuIds: menuRows.map((row) => row.menuId) };
}

/** The actions of one module a role grants, by code. */
export async function roleModuleActionCodes(db: Database, roleId: number, moduleNo: string): Promise<string[]> {
  const rows = await db
    .select({ action: roleModuleActions.action })
    .from(roleModuleActions)
    .where(and(eq(roleModuleActions.roleId, roleId), eq(roleModuleActions.moduleNo, moduleNo)))
    .orderBy(asc(roleModuleActions.action));
  return rows.map((row) => row.action);
}

/** Replaces the actions of one module a role grants. */
export async function setRoleModuleActions(
  db: Database,
  roleId: number,
  moduleNo: string,
  actions: readonly string[],
): Promise<void> {
  await db
    .delete(roleModuleActions)
    .where(and(eq(roleModuleActions.roleId, roleId), eq(roleModuleActions.moduleNo, moduleNo)));
  await grantModuleActions(db, roleId, moduleNo, actions);
}
