/** Roles themselves: create, read, update, delete, and the checks of their ids and codes. */
import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../client';
import { prefixPattern } from '.././like';
import { groupRoles, orgs, postRoles, posts, roleOrgs, roles, userGroups, userRoles } from '../../schema';

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;

/** Inserts a role unless its code exists; returns the new id, or null. */
export async function insertRoleIfAbsent(db: Database, role: NewRole): Promise<number | null> {
  const [row] = await db.insert(roles).values(role).onConflictDoNothing().returning({ id: roles.id });
  return row?.id ?? null;
}

/** Sets the organisations of a role with the custom data scope (replacing the earlier ones). */
export async function setRoleOrgs(db: Database, roleId: number, orgIds: number[]): Promise<void> {
  await db.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
  if (orgIds.length > 0) await db.insert(roleOrgs).values(orgIds.map((orgId) => ({ roleId, orgId })));
}

/** The role with this code. */
export async function findRoleByCode(db: Database, roleCode: string): Promise<Role | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return row;
}

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
export const customOrgIds = () => sql<number[]>`coalesce(
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
