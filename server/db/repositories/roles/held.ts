/**
 * What a user's enabled roles give, however given (directly, through a group or a post): the
 * admin flag, data scopes, access codes, field restrictions and menus.
 */
import { and, eq, inArray, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';
import {
  POST_ENABLED,
  ROLE_ENABLED,
  groupRoles,
  postRoles,
  posts,
  roleFieldRights,
  roleMenus,
  roleModuleActions,
  roleOrgs,
  roles,
  userGroupMembers,
  userPosts,
  userRoles,
  users,
  orgs,
} from '../../schema';
import { DATA_SCOPE, type FieldMode } from '../../../plugins/roles/constants';

/**
 * Subquery: the ids of the roles a user holds, however given: directly, through a user group
 * the user belongs to, or through an enabled post the user holds. Every right below (menus,
 * function, data and field rights, the admin check) is computed from these roles, so the three
 * ways of giving a role are equivalent.
 */
export function heldRoleIds(db: Database, userId: number | typeof users.id | Placeholder) {
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
export function heldEnabledRole(db: Database, userId: number) {
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

/** One of a user's enabled roles as access checks see it: admin flag and data scope. */
export interface HeldRole {
  roleId: number;
  isAdmin: boolean;
  dataScope: number;
  /** The custom organisations of data scope 2. */
  orgIds: number[];
}

/**
 * Everything the access checks read of a user's enabled roles (however given), resolved in one
 * statement: the roles with their custom organisations, the actions they grant, which of them
 * view a module, their field rights, and the user's organisation with everything below it when
 * a role's data scope needs that ("own organisation and below").
 */
export interface HeldAccess {
  roles: HeldRole[];
  /** The distinct `module:action` codes the roles grant, in order. */
  codes: string[];
  /** Which role grants `view` of which module. */
  viewing: { roleId: number; moduleNo: string }[];
  rights: { roleId: number; moduleNo: string; field: string; mode: FieldMode }[];
  /** The user's organisation and those below it; empty unless a role's scope reads it. */
  orgSubtree: number[];
}

export async function heldAccess(db: Database, userId: number): Promise<HeldAccess> {
  const held = db
    .select({ id: roles.id, isAdmin: roles.isAdmin, dataScope: roles.dataScope })
    .from(roles)
    .where(heldEnabledRole(db, userId));
  const { rows } = (await db.execute(sql`
    WITH held AS (${held})
    SELECT json_build_object(
      'roles', (SELECT coalesce(json_agg(json_build_object(
          'roleId', h.id, 'isAdmin', h.is_admin, 'dataScope', h.data_scope,
          'orgIds', (SELECT coalesce(json_agg(o.org_id ORDER BY o.org_id), '[]') FROM ${roleOrgs} o WHERE o.role_id = h.id)
        ) ORDER BY h.id), '[]') FROM held h),
      'codes', (SELECT coalesce(json_agg(c.code ORDER BY c.code), '[]') FROM (
          SELECT DISTINCT a.module_no || ':' || a.action AS code FROM ${roleModuleActions} a WHERE a.role_id IN (SELECT id FROM held)
        ) c),
      'viewing', (SELECT coalesce(json_agg(json_build_object('roleId', a.role_id, 'moduleNo', a.module_no)), '[]')
          FROM ${roleModuleActions} a WHERE a.action = 'view' AND a.role_id IN (SELECT id FROM held)),
      'rights', (SELECT coalesce(json_agg(json_build_object(
          'roleId', f.role_id, 'moduleNo', f.module_no, 'field', f.field, 'mode', f.mode)), '[]')
          FROM ${roleFieldRights} f WHERE f.role_id IN (SELECT id FROM held)),
      'orgSubtree', (SELECT coalesce(json_agg(below.id ORDER BY below.id), '[]')
          FROM ${users} u JOIN ${orgs} own ON own.id = u.org_id JOIN ${orgs} below ON below.path LIKE own.path || '%'
          WHERE u.id = ${userId} AND EXISTS (SELECT 1 FROM held WHERE data_scope = ${DATA_SCOPE.ownOrgAndBelow}))
    )::text AS access`)) as unknown as { rows: { access: string }[] };
  return JSON.parse(rows[0].access) as HeldAccess;
}

/**
 * The access codes `module:action` these enabled roles give together (`codes`, as heldAccess
 * finds them); `*` alone when one is an admin role, which holds every code. The front end hides
 * menus and buttons with them; the server checks each call.
 */
export function accessCodesOf(held: readonly HeldRole[], codes: readonly string[]): string[] {
  return held.some((role) => role.isAdmin) ? ['*'] : [...codes];
}

const FIELD_MODE_RANK: Record<FieldMode | 'full', number> = { hidden: 0, readonly: 1, full: 2 };

/** Field restrictions by module: moduleNo -> field -> hidden or read-only. */
export type FieldRestrictions = Record<string, Record<string, FieldMode>>;

/** The field rights of these roles, of one module or of all. */
export function fieldRightRows(db: Database, roleIds: number[], moduleNo?: string) {
  return db
    .select({
      roleId: roleFieldRights.roleId,
      moduleNo: roleFieldRights.moduleNo,
      field: roleFieldRights.field,
      mode: roleFieldRights.mode,
    })
    .from(roleFieldRights)
    .where(
      and(
        inArray(roleFieldRights.roleId, roleIds),
        moduleNo === undefined ? undefined : eq(roleFieldRights.moduleNo, moduleNo),
      ),
    );
}

/**
 * The restricted fields of these enabled roles together, per module, from what heldAccess finds.
 * Several roles give the UNION of their rights, as with data scopes: among the roles that grant a
 * module's `view` action, the least restrictive mode wins, and such a role without a restriction
 * on a field gives full access to it. An admin role restricts nothing.
 */
export function fieldRestrictionsOf(
  held: readonly HeldRole[],
  { viewing, rights }: Pick<HeldAccess, 'viewing' | 'rights'>,
): FieldRestrictions {
  if (held.length === 0 || held.some((role) => role.isAdmin)) return {};
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
