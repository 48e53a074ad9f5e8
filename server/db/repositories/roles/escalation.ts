/** What the escalation guards compare and check (server/access/escalation.ts). */
import {
  and,
  asc,
  eq,
  exists,
  inArray,
  like,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';
import {
  ROLE_ENABLED,
  menus,
  orgs,
  roleFieldRights,
  roleMenus,
  roleModuleActions,
  roleOrgs,
  roles,
  userGroupMembers,
  userPosts,
  users,
} from '../../schema';
import { DATA_SCOPE } from '../../../plugins/roles/constants';
import { customOrgIds } from './crud';
import { FieldRestrictions, fieldRightRows, heldEnabledRole, heldRoleIds, roleHolderIds } from './held';

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
