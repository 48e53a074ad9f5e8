import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  like,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, union, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { prefixPattern } from './like';
import { userBriefOrder, userKeywordCondition, type UserKeywordField } from './users';
import {
  POST_ENABLED,
  ROLE_ENABLED,
  applications,
  groupRoles,
  menus,
  modules,
  orgs,
  postRoles,
  posts,
  roleFieldRights,
  roleMenus,
  roleModuleActions,
  roleOrgs,
  roles,
  userGroupMembers,
  userGroups,
  userPosts,
  userRoles,
  users,
} from '../schema';
import { DATA_SCOPE, type AuthorizedVia, type FieldMode } from '../../plugins/roles/contract';

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

/**
 * Subquery: the ids of the roles a user holds, however given: directly, through a user group
 * the user belongs to, or through an enabled post the user holds. Every right below (menus,
 * function, data and field rights, the admin check) is computed from these roles, so the three
 * ways of giving a role are equivalent.
 */
export function heldRoleIds(db: Database, userId: number | typeof users.id) {
  return union(
    db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ roleId: groupRoles.roleId })
      .from(groupRoles)
      .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, groupRoles.groupId))
      .where(eq(userGroupMembers.userId, userId)),
    db
      .select({ roleId: postRoles.roleId })
      .from(postRoles)
      .innerJoin(userPosts, eq(userPosts.postId, postRoles.postId))
      .innerJoin(posts, eq(posts.id, postRoles.postId))
      .where(and(eq(userPosts.userId, userId), eq(posts.status, POST_ENABLED))),
  );
}

/**
 * Subquery: the ids of the users holding one of these roles, however given (directly, through a
 * user group, through an enabled post): heldRoleIds seen from the role's side.
 */
export function roleHolderIds(db: Database, roleIds: readonly number[] | SQLWrapper) {
  const ofRoles = (column: typeof userRoles.roleId | typeof groupRoles.roleId | typeof postRoles.roleId) =>
    Array.isArray(roleIds) ? inArray(column, [...roleIds]) : inArray(column, roleIds as SQLWrapper);
  return union(
    db.select({ userId: userRoles.userId }).from(userRoles).where(ofRoles(userRoles.roleId)),
    db
      .select({ userId: userGroupMembers.userId })
      .from(userGroupMembers)
      .innerJoin(groupRoles, eq(groupRoles.groupId, userGroupMembers.groupId))
      .where(ofRoles(groupRoles.roleId)),
    db
      .select({ userId: userPosts.userId })
      .from(userPosts)
      .innerJoin(postRoles, eq(postRoles.postId, userPosts.postId))
      .innerJoin(posts, eq(posts.id, userPosts.postId))
      .where(and(ofRoles(postRoles.roleId), eq(posts.status, POST_ENABLED))),
  );
}

/** Condition on `roles`: an enabled role the user holds. */
function heldEnabledRole(db: Database, userId: number) {
  return and(inArray(roles.id, heldRoleIds(db, userId)), eq(roles.status, ROLE_ENABLED));
}

/** Whether one of the user's enabled roles is an admin role (admins see every menu). */
export async function hasAdminRole(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(roles)
    .where(and(heldEnabledRole(db, userId), eq(roles.isAdmin, true)))
    .limit(1);
  return row !== undefined;
}

/** The user's enabled roles (however given), by code. */
export function listUserRoles(db: Database, userId: number) {
  return db
    .select({ roleCode: roles.roleCode, name: roles.name, nameEn: roles.nameEn, isAdmin: roles.isAdmin })
    .from(roles)
    .where(heldEnabledRole(db, userId))
    .orderBy(roles.roleCode);
}

/** Subquery: ids of the menus the user's enabled roles grant. */
export function grantedMenuIds(db: Database, userId: number) {
  return db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(heldEnabledRole(db, userId));
}

/** The data scopes of the user's enabled roles, with the custom organisations of those that have some. */
export async function userDataScopes(
  db: Database,
  userId: number,
): Promise<{ isAdmin: boolean; dataScope: number; orgIds: number[] }[]> {
  const rows = await db
    .select({ roleId: roles.id, isAdmin: roles.isAdmin, dataScope: roles.dataScope, orgId: roleOrgs.orgId })
    .from(roles)
    .leftJoin(roleOrgs, eq(roleOrgs.roleId, roles.id))
    .where(heldEnabledRole(db, userId));
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

/**
 * The user's access codes `module:action` over all enabled roles; `*` for an admin role, which
 * holds every code. The front end hides menus and buttons with them; the server checks each call.
 */
export async function userAccessCodes(db: Database, userId: number): Promise<string[]> {
  if (await hasAdminRole(db, userId)) return ['*'];
  const rows = await db
    .selectDistinct({ moduleNo: roleModuleActions.moduleNo, action: roleModuleActions.action })
    .from(roleModuleActions)
    .innerJoin(roles, eq(roles.id, roleModuleActions.roleId))
    .where(heldEnabledRole(db, userId))
    .orderBy(roleModuleActions.moduleNo, roleModuleActions.action);
  return rows.map((row) => `${row.moduleNo}:${row.action}`);
}

const FIELD_MODE_RANK: Record<FieldMode | 'full', number> = { hidden: 0, readonly: 1, full: 2 };

/** Field restrictions by module: moduleNo -> field -> hidden or read-only. */
export type FieldRestrictions = Record<string, Record<string, FieldMode>>;

/** The field rights of these roles, of one module or of all. */
function fieldRightRows(db: Database, roleIds: number[], moduleNo?: string) {
  return db
    .select({
      roleId: roleFieldRights.roleId,
      moduleNo: roleFieldRights.moduleNo,
      field: roleFieldRights.field,
      mode: roleFieldRights.mode,
    })
    .from(roleFieldRights)
    .where(and(inArray(roleFieldRights.roleId, roleIds), moduleNo === undefined ? undefined : eq(roleFieldRights.moduleNo, moduleNo)));
}

/**
 * The user's restricted fields, per module (or of one module). Several roles give the UNION
 * of their rights, as with data scopes: among the enabled roles that grant a module's `view`
 * action, the least restrictive mode wins, and such a role without a restriction on a field
 * gives full access to it. An admin role restricts nothing.
 */
export async function userFieldRestrictions(db: Database, userId: number, moduleNo?: string): Promise<FieldRestrictions> {
  const held = await db.select({ roleId: roles.id, isAdmin: roles.isAdmin }).from(roles).where(heldEnabledRole(db, userId));
  if (held.length === 0 || held.some((role) => role.isAdmin)) return {};
  const roleIds = held.map((role) => role.roleId);
  const viewing = await db
    .select({ roleId: roleModuleActions.roleId, moduleNo: roleModuleActions.moduleNo })
    .from(roleModuleActions)
    .where(
      and(
        inArray(roleModuleActions.roleId, roleIds),
        eq(roleModuleActions.action, 'view'),
        moduleNo === undefined ? undefined : eq(roleModuleActions.moduleNo, moduleNo),
      ),
    );
  const rights = await fieldRightRows(db, roleIds, moduleNo);

  const viewersOf = new Map<string, number[]>();
  for (const row of viewing) viewersOf.set(row.moduleNo, [...(viewersOf.get(row.moduleNo) ?? []), row.roleId]);
  const modeOf = new Map(rights.map((row) => [`${row.roleId}/${row.moduleNo}/${row.field}`, row.mode]));
  const restrictions: FieldRestrictions = {};
  for (const { moduleNo: module, field } of rights) {
    const viewers = viewersOf.get(module) ?? [];
    if (viewers.length === 0 || restrictions[module]?.[field]) continue;
    const best = viewers
      .map((roleId) => modeOf.get(`${roleId}/${module}/${field}`) ?? 'full')
      .reduce((a, b) => (FIELD_MODE_RANK[a] >= FIELD_MODE_RANK[b] ? a : b));
    if (best !== 'full') restrictions[module] = { ...restrictions[module], [field]: best };
  }
  return restrictions;
}

/** Sets a role's field rights for one module (replacing the earlier ones). */
export async function setRoleFieldRights(
  db: Database,
  roleId: number,
  moduleNo: string,
  rights: Record<string, FieldMode>,
): Promise<void> {
  await db.delete(roleFieldRights).where(and(eq(roleFieldRights.roleId, roleId), eq(roleFieldRights.moduleNo, moduleNo)));
  const rows = Object.entries(rights).map(([field, mode]) => ({ roleId, moduleNo, field, mode }));
  if (rows.length > 0) await db.insert(roleFieldRights).values(rows);
}

// Role administration and the authorisation queries (server/plugins/roles).

export type RoleSortField = 'roleCode' | 'name' | 'sort' | 'createdAt';

export interface RoleFilter {
  /** Prefix of the role code, name or English name. */
  keyword?: string;
  status?: number;
}


/** Correlated count of the holders of `roles.id` in one relation table. */
const holderCount = (table: typeof userRoles | typeof groupRoles | typeof postRoles) =>
  sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${table.roleId} = ${roles.id})`;

/** The custom organisations of `roles.id`, ascending. */
const customOrgIds = () => sql<number[]>`coalesce(
  (SELECT array_agg(${roleOrgs.orgId} ORDER BY ${roleOrgs.orgId}) FROM ${roleOrgs} WHERE ${roleOrgs.roleId} = ${roles.id}),
  '{}'::int[])`;

/** Roles with their custom organisations and holder counts, all computed in the same statement. */
function selectRoleItems(db: Database) {
  return db
    .select({
      id: roles.id,
      roleCode: roles.roleCode,
      name: roles.name,
      nameEn: roles.nameEn,
      description: roles.description,
      isAdmin: roles.isAdmin,
      status: roles.status,
      dataScope: roles.dataScope,
      sort: roles.sort,
      orgIds: customOrgIds(),
      userCount: holderCount(userRoles),
      groupCount: holderCount(groupRoles),
      postCount: holderCount(postRoles),
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    })
    .from(roles);
}

export type RoleItemRow = Awaited<ReturnType<typeof selectRoleItems>>[number];

/** One page of roles (with organisations and holder counts) and the number of roles matching the filter. */
export async function pageRoles(
  db: Database,
  filter: RoleFilter,
  sort: { field: RoleSortField; order: 'ascend' | 'descend' },
  page: { limit: number; offset: number },
): Promise<{ rows: RoleItemRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const prefix = prefixPattern(filter.keyword);
    conditions.push(or(like(roles.roleCode, prefix), like(roles.name, prefix), like(roles.nameEn, prefix))!);
  }
  if (filter.status !== undefined) conditions.push(eq(roles.status, filter.status));
  const where = and(...conditions);
  const columns = { roleCode: roles.roleCode, name: roles.name, sort: roles.sort, createdAt: roles.createdAt };
  const column = columns[sort.field];
  const direction = sort.order === 'ascend' ? asc : desc;
  const rows = await selectRoleItems(db)
    .where(where)
    .orderBy(direction(column), direction(roles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(roles).where(where);
  return { rows, total: Number(n) };
}

export async function findRoleItem(db: Database, id: number): Promise<RoleItemRow | undefined> {
  const [row] = await selectRoleItems(db).where(eq(roles.id, id)).limit(1);
  return row;
}

/** Every role, for pickers. */
export function listRoleOptions(db: Database) {
  return db
    .select({ id: roles.id, roleCode: roles.roleCode, name: roles.name, nameEn: roles.nameEn, status: roles.status })
    .from(roles)
    .orderBy(asc(roles.sort), asc(roles.roleCode));
}

/** The roles with these ids (unknown ids are left out). */
function findRolesByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roles.id, roleCode: roles.roleCode, isAdmin: roles.isAdmin })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
}

/** Which of these role ids no role has. */
export async function unknownRoleIds(db: Database, ids: readonly number[]): Promise<number[]> {
  const known = new Set((await findRolesByIds(db, ids)).map((role) => role.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether another role than `exceptId` has this code. */
export async function roleCodeTaken(db: Database, roleCode: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.roleCode, roleCode), exceptId === undefined ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type RoleFields = Pick<
  NewRole,
  'roleCode' | 'name' | 'nameEn' | 'description' | 'status' | 'sort' | 'dataScope'
>;

/** Inserts a role (never an admin role); undefined when the code is taken. */
export async function insertRole(db: Database, role: RoleFields, now: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(roles)
    .values({ ...role, isAdmin: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  return row?.id;
}

export async function updateRole(db: Database, id: number, changes: Partial<RoleFields>, now: Date): Promise<void> {
  await db
    .update(roles)
    .set({ ...changes, updatedAt: now })
    .where(eq(roles.id, id));
}

/** Deletes a role; its organisations, grants, menus and field rights go with it. */
export async function deleteRole(db: Database, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

/** The given ids (deduplicated) that name no row of the table of `idColumn`. */
async function absentIds(
  db: Database,
  idColumn: typeof orgs.id | typeof userGroups.id | typeof posts.id | typeof roles.id,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: idColumn }).from(idColumn.table).where(inArray(idColumn, wanted));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

export const absentOrgIds = (db: Database, ids: readonly number[]) => absentIds(db, orgs.id, ids);
export const absentGroupIds = (db: Database, ids: readonly number[]) => absentIds(db, userGroups.id, ids);
export const absentPostIds = (db: Database, ids: readonly number[]) => absentIds(db, posts.id, ids);

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

/** A role's field rights of one module: field -> hidden or read-only. */
export async function roleModuleFieldRights(
  db: Database,
  roleId: number,
  moduleNo: string,
): Promise<Record<string, FieldMode>> {
  const rows = await db
    .select({ field: roleFieldRights.field, mode: roleFieldRights.mode })
    .from(roleFieldRights)
    .where(and(eq(roleFieldRights.roleId, roleId), eq(roleFieldRights.moduleNo, moduleNo)))
    .orderBy(asc(roleFieldRights.field));
  return Object.fromEntries(rows.map((row) => [row.field, row.mode]));
}

/** A user as listed among the holders of a role or the members of a group. */
const holderColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  jobNo: users.jobNo,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
};

/**
 * One page of the users holding a role directly, within a data scope (server/access/dataScope.ts),
 * by account (userBriefOrder); the keyword searches the visible fields among `keywordFields`.
 */
export async function pageRoleUsers(
  db: Database,
  roleId: number,
  scope: SQL,
  filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] },
  page: { limit: number; offset: number },
) {
  const holds = exists(
    db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, users.id))),
  );
  const where = and(holds, scope, userKeywordCondition(filter.keyword, filter.keywordFields));
  const rows = await db
    .select(holderColumns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(...userBriefOrder(filter.keywordFields))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(n) };
}

/** The given ids (deduplicated) that name no user within the data scope. */
export async function userIdsOutsideScope(db: Database, ids: readonly number[], scope: SQL): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), scope));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** Which of these users hold the role directly, ascending. */
export async function directHoldersAmong(db: Database, roleId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, [...userIds])))
    .orderBy(asc(userRoles.userId));
  return rows.map((row) => row.userId);
}

/** Gives users a role directly (existing holders kept). */
export async function addRoleUsers(db: Database, roleId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** Takes a directly given role from a user; whether the user held it. */
export async function removeRoleUser(db: Database, roleId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** The user groups giving a role, ascending. */
export async function roleGroupIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupRoles.groupId })
    .from(groupRoles)
    .where(eq(groupRoles.roleId, roleId))
    .orderBy(asc(groupRoles.groupId));
  return rows.map((row) => row.groupId);
}

/** Replaces the user groups giving a role. */
export async function setRoleGroups(db: Database, roleId: number, groupIds: readonly number[]): Promise<void> {
  await db.delete(groupRoles).where(eq(groupRoles.roleId, roleId));
  if (groupIds.length > 0) await db.insert(groupRoles).values(groupIds.map((groupId) => ({ groupId, roleId })));
}

/** The posts giving a role, ascending. */
export async function rolePostIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: postRoles.postId })
    .from(postRoles)
    .where(eq(postRoles.roleId, roleId))
    .orderBy(asc(postRoles.postId));
  return rows.map((row) => row.postId);
}

/** Replaces the posts giving a role. */
export async function setRolePosts(db: Database, roleId: number, postIds: readonly number[]): Promise<void> {
  await db.delete(postRoles).where(eq(postRoles.roleId, roleId));
  if (postIds.length > 0) await db.insert(postRoles).values(postIds.map((postId) => ({ postId, roleId })));
}

/** The roles given to a user directly, ascending. */
export async function userDirectRoleIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId));
  return rows.map((row) => row.roleId);
}

/** Replaces the roles given to a user directly (roles through groups and posts stay). */
export async function setUserDirectRoles(db: Database, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}


export interface AuthorizedFilter {
  roleId?: number;
  via?: AuthorizedVia;
  /** Prefix of the subject's code or name, or of the role's code or name. */
  keyword?: string;
  /**
   * The user fields the viewer may see (field rights): a user's account and name are answered,
   * searched and sorted by only when they are among them; otherwise they are null.
   */
  visibleUserFields: readonly UserKeywordField[];
}

/** A user column, or null where the viewer may not see the field. */
const visibleUserColumn = (visible: readonly UserKeywordField[], field: 'account' | 'name') =>
  visible.includes(field) ? users[field] : sql`NULL::varchar`;

const roleOf = () => ({
  roleId: sql<number>`${roles.id}`.as('role_id'),
  roleCode: sql<string>`${roles.roleCode}`.as('role_code'),
  roleName: sql<string>`${roles.name}`.as('role_name'),
  roleNameEn: sql<string | null>`${roles.nameEn}`.as('role_name_en'),
});

const viaOf = (via: AuthorizedVia) => sql<AuthorizedVia>`${via}::text`.as('via');

/**
 * One page of the role relations (user - role, group - role, post - role) as one UNION ALL,
 * filtered, ordered and paged in SQL. Relations to users outside `userScope` are left out.
 */
export async function pageAuthorizations(
  db: Database,
  userScope: SQL,
  filter: AuthorizedFilter,
  page: { limit: number; offset: number },
) {
  const prefix = filter.keyword ? prefixPattern(filter.keyword) : undefined;
  const matching = (...columns: AnyColumn[]) =>
    prefix ? or(...[...columns, roles.roleCode, roles.name].map((column) => like(column, prefix))) : undefined;
  const userColumns = (['account', 'name'] as const).filter((field) => filter.visibleUserFields.includes(field));
  const ofRole = (column: typeof userRoles.roleId | typeof groupRoles.roleId | typeof postRoles.roleId) =>
    filter.roleId === undefined ? undefined : eq(column, filter.roleId);
  const subject = (id: SQLWrapper, code: SQLWrapper, name: SQLWrapper, nameEn: SQLWrapper | null) => ({
    subjectId: sql<number>`${id}`.as('subject_id'),
    subjectCode: sql<string | null>`${code}`.as('subject_code'),
    subjectName: sql<string | null>`${name}`.as('subject_name'),
    subjectNameEn: sql<string | null>`${nameEn ?? sql`NULL::varchar`}`.as('subject_name_en'),
  });
  // A branch of another kind than the filter asks for is `WHERE false`, planned as empty.
  const kind = (via: AuthorizedVia) => (filter.via === undefined || filter.via === via ? undefined : sql`false`);
  const source = unionAll(
    db
      .select({
        ...roleOf(),
        via: viaOf('user'),
        ...subject(
          users.id,
          visibleUserColumn(filter.visibleUserFields, 'account'),
          visibleUserColumn(filter.visibleUserFields, 'name'),
          null,
        ),
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(kind('user'), userScope, ofRole(userRoles.roleId), matching(...userColumns.map((field) => users[field]))),
      ),
    db
      .select({
        ...roleOf(),
        via: viaOf('group'),
        ...subject(userGroups.id, userGroups.groupNo, userGroups.name, userGroups.nameEn),
      })
      .from(groupRoles)
      .innerJoin(roles, eq(roles.id, groupRoles.roleId))
      .innerJoin(userGroups, eq(userGroups.id, groupRoles.groupId))
      .where(and(kind('group'), ofRole(groupRoles.roleId), matching(userGroups.groupNo, userGroups.name))),
    db
      .select({ ...roleOf(), via: viaOf('post'), ...subject(posts.id, posts.postNo, posts.name, posts.nameEn) })
      .from(postRoles)
      .innerJoin(roles, eq(roles.id, postRoles.roleId))
      .innerJoin(posts, eq(posts.id, postRoles.postId))
      .where(and(kind('post'), ofRole(postRoles.roleId), matching(posts.postNo, posts.name))),
  ).as('authorized');
  const rows = await db
    .select()
    .from(source)
    .orderBy(asc(source.roleCode), asc(source.via), asc(source.subjectCode), asc(source.subjectId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(source);
  return { rows, total: Number(n) };
}

export type AuthorizationRow = Awaited<ReturnType<typeof pageAuthorizations>>['rows'][number];

/**
 * Every role a user holds and how: directly, through each user group, through each enabled post
 * (a disabled post gives nothing, as in heldRoleIds). A role reached several ways is listed once per way.
 * A role given directly names the user, whose name is null unless among `visibleUserFields`.
 */
export async function userAuthorizations(db: Database, userId: number, visibleUserFields: readonly UserKeywordField[]) {
  const viaColumns = (id: SQLWrapper, name: SQLWrapper, nameEn: SQLWrapper | null) => ({
    viaId: sql<number>`${id}`.as('via_id'),
    viaName: sql<string | null>`${name}`.as('via_name'),
    viaNameEn: sql<string | null>`${nameEn ?? sql`NULL::varchar`}`.as('via_name_en'),
  });
  const source = unionAll(
    db
      .select({
        ...roleOf(),
        via: viaOf('user'),
        ...viaColumns(users.id, visibleUserColumn(visibleUserFields, 'name'), null),
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ ...roleOf(), via: viaOf('group'), ...viaColumns(userGroups.id, userGroups.name, userGroups.nameEn) })
      .from(groupRoles)
      .innerJoin(roles, eq(roles.id, groupRoles.roleId))
      .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, groupRoles.groupId))
      .innerJoin(userGroups, eq(userGroups.id, groupRoles.groupId))
      .where(eq(userGroupMembers.userId, userId)),
    db
      .select({ ...roleOf(), via: viaOf('post'), ...viaColumns(posts.id, posts.name, posts.nameEn) })
      .from(postRoles)
      .innerJoin(roles, eq(roles.id, postRoles.roleId))
      .innerJoin(userPosts, eq(userPosts.postId, postRoles.postId))
      .innerJoin(posts, eq(posts.id, postRoles.postId))
      .where(and(eq(userPosts.userId, userId), eq(posts.status, POST_ENABLED))),
  ).as('held');
  return db.select().from(source).orderBy(asc(source.roleCode), asc(source.via), asc(source.viaId));
}

// What the escalation guards compare and check (server/access/escalation.ts).

/** `a,b,c` of a correlated subquery's values in order; empty when there are none. */
const listed = (expression: SQL, order: SQL, from: SQL) =>
  sql<string>`coalesce((SELECT string_agg(${expression}, ',' ORDER BY ${order}) ${from}), '')`;

/**
 * Every administrator (a holder of an enabled admin role, however given) with a digest of their
 * account row, the roles they hold and the user groups and posts they are in. A change that
 * leaves these digests as they were touched no administrator.
 */
function administratorDigests(db: Database) {
  const adminRoles = db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isAdmin, true), eq(roles.status, ROLE_ENABLED)));
  const held = heldRoleIds(db, users.id);
  return db
    .select({
      id: users.id,
      digest: sql<string>`md5(concat_ws('|', ${users}::text,
        ${listed(sql`h.role_id::text`, sql`h.role_id`, sql`FROM (${held}) h`)},
        ${listed(sql`${userGroupMembers.groupId}::text`, sql`${userGroupMembers.groupId}`, sql`FROM ${userGroupMembers} WHERE ${userGroupMembers.userId} = ${users.id}`)},
        ${listed(sql`${userPosts.postId}::text`, sql`${userPosts.postId}`, sql`FROM ${userPosts} WHERE ${userPosts.userId} = ${users.id}`)}))`.as(
        'digest',
      ),
    })
    .from(users)
    .where(inArray(users.id, roleHolderIds(db, adminRoles)));
}

/**
 * What a user's access is made of: the enabled roles they hold and what those roles grant (data
 * scope and organisations, module actions, menus and where they lead, field rights).
 */
function heldRights(db: Database, userId: number) {
  return db
    .select({
      id: roles.id,
      dataScope: roles.dataScope,
      orgs: listed(
        sql`${roleOrgs.orgId}::text`,
        sql`${roleOrgs.orgId}`,
        sql`FROM ${roleOrgs} WHERE ${roleOrgs.roleId} = ${roles.id}`,
      ).as('orgs'),
      actions: listed(
        sql`${roleModuleActions.moduleNo} || ':' || ${roleModuleActions.action}`,
        sql`${roleModuleActions.moduleNo}, ${roleModuleActions.action}`,
        sql`FROM ${roleModuleActions} WHERE ${roleModuleActions.roleId} = ${roles.id}`,
      ).as('actions'),
      menus: listed(
        sql`${menus.id} || '=' || coalesce(${menus.path}, '')`,
        sql`${menus.id}`,
        sql`FROM ${roleMenus} JOIN ${menus} ON ${menus.id} = ${roleMenus.menuId} WHERE ${roleMenus.roleId} = ${roles.id}`,
      ).as('menus'),
      fields: listed(
        sql`${roleFieldRights.moduleNo} || '.' || ${roleFieldRights.field} || '=' || ${roleFieldRights.mode}`,
        sql`${roleFieldRights.moduleNo}, ${roleFieldRights.field}`,
        sql`FROM ${roleFieldRights} WHERE ${roleFieldRights.roleId} = ${roles.id}`,
      ).as('fields'),
    })
    .from(roles)
    .where(heldEnabledRole(db, userId));
}

export interface AccessSnapshot {
  /** Every administrator with the digest of their account and what they hold. */
  administrators: string;
  /** The user's enabled roles, what they grant, and the user's organisation. */
  own: { roleIds: number[]; rights: string; orgId: number | null } | null;
}

/**
 * The administrators and a user's own access (administratorDigests, heldRights), in one
 * statement: the same snapshot before and after a change means the change altered neither.
 */
export async function accessSnapshot(db: Database, userId: number | null): Promise<AccessSnapshot> {
  const own =
    userId === null
      ? sql`NULL::text AS rights, NULL::int AS org_id`
      : sql`(SELECT coalesce(json_agg(r ORDER BY r.id)::text, '[]') FROM (${heldRights(db, userId)}) r) AS rights,
          (SELECT ${users.orgId} FROM ${users} WHERE ${users.id} = ${userId}) AS org_id`;
  const { rows } = (await db.execute(sql`
    SELECT (SELECT coalesce(string_agg(a.id || ':' || a.digest, ',' ORDER BY a.id), '') FROM (${administratorDigests(db)}) a)
             AS administrators,
           ${own}`)) as unknown as { rows: { administrators: string; rights: string | null; org_id: number | null }[] };
  const [row] = rows;
  return {
    administrators: row.administrators,
    own:
      row.rights === null
        ? null
        : {
            roleIds: (JSON.parse(row.rights) as { id: number }[]).map((role) => role.id),
            rights: row.rights,
            orgId: row.org_id,
          },
  };
}

/** What a role grants, for comparing it with what a caller holds. */
export interface RoleDefinition {
  id: number;
  roleCode: string;
  isAdmin: boolean;
  status: number;
  dataScope: number;
  orgIds: number[];
  /** `module:action` codes. */
  actions: string[];
  menus: { id: number; name: string; nameEn: string | null }[];
  fields: FieldRestrictions;
}

/** The definitions of these roles (unknown ids are left out). */
export async function roleDefinitions(db: Database, ids: readonly number[]): Promise<RoleDefinition[]> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(ids)];
  const found = await db
    .select({
      id: roles.id,
      roleCode: roles.roleCode,
      isAdmin: roles.isAdmin,
      status: roles.status,
      dataScope: roles.dataScope,
      orgIds: customOrgIds(),
    })
    .from(roles)
    .where(inArray(roles.id, wanted))
    .orderBy(asc(roles.id));
  const actions = await db
    .select({
      roleId: roleModuleActions.roleId,
      moduleNo: roleModuleActions.moduleNo,
      action: roleModuleActions.action,
    })
    .from(roleModuleActions)
    .where(inArray(roleModuleActions.roleId, wanted))
    .orderBy(asc(roleModuleActions.moduleNo), asc(roleModuleActions.action));
  const granted = await db
    .select({ roleId: roleMenus.roleId, id: menus.id, name: menus.name, nameEn: menus.nameEn })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(inArray(roleMenus.roleId, wanted))
    .orderBy(asc(menus.id));
  const rights = await fieldRightRows(db, wanted);
  return found.map((role) => {
    const fields: FieldRestrictions = {};
    for (const right of rights.filter((row) => row.roleId === role.id))
      fields[right.moduleNo] = { ...fields[right.moduleNo], [right.field]: right.mode };
    return {
      ...role,
      actions: actions.filter((row) => row.roleId === role.id).map((row) => `${row.moduleNo}:${row.action}`),
      menus: granted.filter((row) => row.roleId === role.id).map(({ id, name, nameEn }) => ({ id, name, nameEn })),
      fields,
    };
  });
}

/**
 * The first of these users who holds (enabled) one of these roles with an own-organisation data
 * scope that reaches an organisation outside `reach`: scope 3 when their organisation lies
 * outside it, scope 4 when anything in or below their organisation does. Without roleIds, any
 * role they hold counts.
 */
export async function firstHolderBeyondReach(
  db: Database,
  userIds: readonly number[] | SQLWrapper,
  roleIds: readonly number[] | undefined,
  reach: readonly number[],
): Promise<{ userId: number; roleCode: string } | undefined> {
  const own = alias(orgs, 'own_org');
  const below = alias(orgs, 'below_org');
  const outside = (column: AnyColumn) => (reach.length === 0 ? sql`true` : notInArray(column, [...reach]));
  const [row] = await db
    .select({ userId: users.id, roleCode: roles.roleCode })
    .from(users)
    .innerJoin(own, eq(own.id, users.orgId))
    .innerJoin(roles, and(inArray(roles.id, heldRoleIds(db, users.id)), eq(roles.status, ROLE_ENABLED)))
    .where(
      and(
        Array.isArray(userIds) ? inArray(users.id, [...userIds]) : inArray(users.id, userIds as SQLWrapper),
        roleIds === undefined ? undefined : inArray(roles.id, [...roleIds]),
        or(
          and(eq(roles.dataScope, DATA_SCOPE.ownOrg), outside(own.id)),
          and(
            eq(roles.dataScope, DATA_SCOPE.ownOrgAndBelow),
            exists(
              db
                .select({ id: below.id })
                .from(below)
                .where(and(like(below.path, sql`${own.path} || '%'`), outside(below.id))),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(users.id), asc(roles.id))
    .limit(1);
  return row;
}
