/**
 * What a user's enabled roles give, however given (directly, through a group or a post): the
 * admin flag, data scopes, access codes, field restrictions and menus.
 */
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
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
} from '../../schema';
import type { FieldMode } from '../../../plugins/roles/constants';

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

/** The user's enabled roles (however given), with their custom organisations, in one statement. */
export async function userDataScopes(db: Database, userId: number): Promise<HeldRole[]> {
  const rows = await db
    .select({ roleId: roles.id, isAdmin: roles.isAdmin, dataScope: roles.dataScope, orgId: roleOrgs.orgId })
    .from(roles)
    .leftJoin(roleOrgs, eq(roleOrgs.roleId, roles.id))
    .where(heldEnabledRole(db, userId));
  const byRole = new Map<number, HeldRole>();
  for (const row of rows) {
    const role = byRole.get(row.roleId) ?? {
      roleId: row.roleId,
      isAdmin: row.isAdmin,
      dataScope: row.dataScope,
      orgIds: [],
    };
    if (row.orgId !== null) role.orgIds.push(row.orgId);
    byRole.set(row.roleId, role);
  }
  return [...byRole.values()];
}

/**
 * The access codes `module:action` these enabled roles give together; `*` alone when one is an
 * admin role, which holds every code. The front end hides menus and buttons with them; the
 * server checks each call.
 */
export async function heldAccessCodes(db: Database, held: readonly HeldRole[]): Promise<string[]> {
  if (held.some((role) => role.isAdmin)) return ['*'];
  if (held.length === 0) return [];
  const rows = await db
    .selectDistinct({ moduleNo: roleModuleActions.moduleNo, action: roleModuleActions.action })
    .from(roleModuleActions)
    .where(
      inArray(
        roleModuleActions.roleId,
        held.map((role) => role.roleId),
      ),
    )
    .orderBy(roleModuleActions.moduleNo, roleModuleActions.action);
  return rows.map((row) => `${row.moduleNo}:${row.action}`);
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
 * The restricted fields of these enabled roles together, per module (or of one module). Several
 * roles give the UNION of their rights, as with data scopes: among the roles that grant a module's `view`
 * action, the least restrictive mode wins, and such a role without a restriction on a field
 * gives full access to it. An admin role restricts nothing.
 */
export async function heldFieldRestrictions(
  db: Database,
  held: readonly HeldRole[],
  moduleNo?: string,
): Promise<FieldRestrictions> {
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
