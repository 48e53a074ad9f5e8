import type { SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { findOrg, orgSubtreeIds } from '../db/repositories/orgs';
import {
  accessSnapshot,
  findModule,
  firstHolderBeyondReach,
  hasAdminRole,
  heldRoleIds,
  roleDefinitions,
  roleHolderIds,
  type RoleDefinition,
} from '../db/repositories/roles';
import { DATA_SCOPE, type FieldMode } from '../plugins/roles/constants';
import { localizedName, type MessageKey, type MessageParams } from '../i18n';
import { apiError } from '../plugins/errors';
import { requireUser } from '../plugins/session';
import { callerCodes, callerFieldRestrictions, callerIsAdmin, callerMenuIds, callerReach, callerRoles } from './caller';
import { FORBIDDEN_ERROR } from './functionRights';

/*
 * No escalation by any path. A non-administrator changes users, roles, user groups, posts and
 * organisations only when the change leaves nobody, themselves included, with rights, a data
 * scope or an account the caller does not control already:
 * - Every change runs inside inAuditedTransaction (server/plugins/audit.ts), which compares a
 *   snapshot taken before the change with one taken after it, in the same transaction, and
 *   rolls back when they differ (keepAccessUnchanged): who the administrators are, their
 *   accounts and the roles, groups and posts they hold; the caller's own roles, what those roles
 *   grant, and the caller's organisation. This catches every path, however indirect.
 * - An administrator's account is out of reach (refuseAdministratorAccount), even for a change
 *   that would leave the row as it was.
 * - A role is created, changed, given or taken, directly or through a user group or a post, only
 *   when it lies within the caller's own rights (refuseRolesBeyondCaller): no administrator
 *   role; a data scope no wider than the caller's (all > own organisation and below > own
 *   organisation > self; custom organisations inside the caller's reach); only module actions
 *   and menus the caller holds; no field shown that the caller's field rights hide, and none
 *   writable that they make read-only. A role the caller holds is not theirs to change
 *   (refuseOwnRoleEdit).
 * - A role with an own-organisation scope reaches, for every user it is given to, only
 *   organisations within the caller's data scope (refuseScopeBeyondCaller).
 * - Organisations are created under, changed and moved within the caller's data scope only
 *   (refuseOrgsBeyondCaller).
 * - Module buttons and fields and menus that roles grant are removed, renumbered or redirected
 *   by administrators only (refuseGrantsInUse).
 * An administrator passes every check. All refusals answer 403 FORBIDDEN.
 */

const forbidden = <K extends MessageKey>(request: FastifyRequest, key: K, ...params: MessageParams<K>) =>
  apiError(request, 403, FORBIDDEN_ERROR, key, ...params);

/**
 * Runs a change of a non-administrator inside its transaction and refuses it (the transaction
 * rolls back) when it changed an administrator, who is one, or the caller's own access.
 */
export async function keepAccessUnchanged<T>(
  request: FastifyRequest,
  tx: Database,
  change: () => Promise<T>,
): Promise<T> {
  const callerId = request.user?.id ?? null;
  const before = await accessSnapshot(tx, callerId);
  const result = await change();
  const after = await accessSnapshot(tx, callerId);
  if (before.own?.roleIds.join() !== after.own?.roleIds.join()) throw forbidden(request, 'access.ownRoles');
  if (before.own?.orgId !== after.own?.orgId) throw forbidden(request, 'access.ownOrg');
  if (before.own?.rights !== after.own?.rights) throw forbidden(request, 'access.ownRights');
  if (before.administrators !== after.administrators) throw forbidden(request, 'access.administrators');
  return result;
}

/** Refuses any change of an administrator's account by a non-administrator. */
export async function refuseAdministratorAccount(request: FastifyRequest, db: Database, userId: number): Promise<void> {
  if (!(await callerIsAdmin(request, db)) && (await hasAdminRole(db, userId)))
    throw forbidden(request, 'access.administrators');
}

// Roles within the caller's rights.

const FIELD_MODE_RANK: Record<FieldMode | 'full', number> = { hidden: 0, readonly: 1, full: 2 };

async function moduleName(request: FastifyRequest, db: Database, moduleNo: string) {
  const module = await findModule(db, moduleNo);
  return module ? `${localizedName(request, module)} (${moduleNo})` : moduleNo;
}

/** Refuses a data scope wider than the caller's, or custom organisations outside the caller's reach. */
async function refuseWiderScope(request: FastifyRequest, db: Database, role: RoleDefinition) {
  const reach = await callerReach(request, db);
  if (reach === 'all' || role.dataScope === DATA_SCOPE.self) return;
  const held = new Set((await callerRoles(request, db)).map((own) => own.dataScope));
  const covered =
    role.dataScope === DATA_SCOPE.customOrgs ||
    (role.dataScope === DATA_SCOPE.ownOrgAndBelow && held.has(DATA_SCOPE.ownOrgAndBelow)) ||
    (role.dataScope === DATA_SCOPE.ownOrg && (held.has(DATA_SCOPE.ownOrg) || held.has(DATA_SCOPE.ownOrgAndBelow)));
  if (!covered) throw forbidden(request, 'role.scopeBeyondOwn', { roleCode: role.roleCode });
  const outside = role.orgIds.filter((id) => !reach.includes(id));
  if (outside.length > 0)
    throw forbidden(request, 'role.orgsBeyondOwn', { roleCode: role.roleCode, ids: outside.join(', ') });
}

/**
 * Field rights apply to the holders of a role that grants a module's view action: such a role
 * must keep hidden what is hidden from the caller, and read-only (or hidden) what is read-only.
 */
async function refuseShownFields(request: FastifyRequest, db: Database, role: RoleDefinition) {
  const restrictions = await callerFieldRestrictions(request, db);
  for (const [moduleNo, fields] of Object.entries(restrictions)) {
    if (!role.actions.includes(`${moduleNo}:view`)) continue;
    for (const [field, mode] of Object.entries(fields)) {
      const given = role.fields[moduleNo]?.[field] ?? 'full';
      if (FIELD_MODE_RANK[given] > FIELD_MODE_RANK[mode])
        throw forbidden(request, 'role.fieldBeyondOwn', {
          module: await moduleName(request, db, moduleNo),
          field,
          mode,
        });
    }
  }
}

async function refuseRoleBeyondCaller(request: FastifyRequest, db: Database, role: RoleDefinition) {
  if (role.isAdmin) throw forbidden(request, 'role.adminOnly', { roleCode: role.roleCode });
  await refuseWiderScope(request, db, role);
  const codes = await callerCodes(request, db);
  const action = role.actions.find((code) => !codes.has(code));
  if (action !== undefined) {
    const [moduleNo, name] = action.split(':');
    throw forbidden(request, 'role.grantBeyondOwn', { module: await moduleName(request, db, moduleNo), action: name });
  }
  const menus = await callerMenuIds(request, db);
  const menu = role.menus.find((granted) => !menus.has(granted.id));
  if (menu) throw forbidden(request, 'role.menuBeyondOwn', { menu: `${localizedName(request, menu)} (${menu.id})` });
  await refuseShownFields(request, db, role);
}

/** Refuses creating, changing, giving or taking any of these roles beyond the caller's own rights. */
export async function refuseRolesBeyondCaller(
  request: FastifyRequest,
  db: Database,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0 || (await callerIsAdmin(request, db))) return;
  for (const role of await roleDefinitions(db, roleIds)) await refuseRoleBeyondCaller(request, db, role);
}

/**
 * Refuses when, after a change, one of these users holds one of these roles (without roleIds:
 * any role) with an own-organisation scope that reaches beyond the caller's data scope: a role
 * with scope "own organisation" is as wide as the organisation of whoever holds it.
 */
export async function refuseScopeBeyondCaller(
  request: FastifyRequest,
  db: Database,
  userIds: readonly number[] | SQLWrapper,
  roleIds?: readonly number[],
): Promise<void> {
  if (roleIds?.length === 0 || (Array.isArray(userIds) && userIds.length === 0) || (await callerIsAdmin(request, db)))
    return;
  const reach = await callerReach(request, db);
  if (reach === 'all') return;
  const holder = await firstHolderBeyondReach(db, userIds, roleIds, reach);
  if (holder) throw forbidden(request, 'role.holderBeyondOwn', holder);
}

/**
 * Runs a change of who holds these roles (directly, through a user group or a post): each role
 * must lie within the caller's rights, and after the change `gainers` (the users who may have
 * gained them) must not reach beyond the caller's data scope through them.
 */
export async function changeHolders<T>(
  request: FastifyRequest,
  tx: Database,
  touched: { roleIds: readonly number[]; gainers?: readonly number[] | SQLWrapper },
  change: () => Promise<T>,
): Promise<T> {
  await refuseRolesBeyondCaller(request, tx, touched.roleIds);
  const result = await change();
  if (touched.gainers !== undefined) await refuseScopeBeyondCaller(request, tx, touched.gainers, touched.roleIds);
  return result;
}

/** Refuses a change of a role the caller holds (its rights, data scope, fields or status). */
async function refuseOwnRoleEdit(request: FastifyRequest, db: Database, roleId: number): Promise<void> {
  const held = await heldRoleIds(db, requireUser(request).id);
  if (held.some((row) => row.roleId === roleId)) throw forbidden(request, 'access.ownRole');
}

const givesScope = (role: RoleDefinition) => [role.status, role.dataScope, role.orgIds.join()].join('/');

/**
 * Runs a change of a role's definition: a role the caller holds is out of reach, and the role
 * must lie within the caller's rights before the change (nothing is taken that the caller does
 * not hold) and after it (nothing is given). When what the role gives its holders as data
 * scope changed, they must not reach beyond the caller's.
 */
export async function changeRole<T>(
  request: FastifyRequest,
  tx: Database,
  roleId: number,
  change: () => Promise<T>,
): Promise<T> {
  if (await callerIsAdmin(request, tx)) return change();
  await refuseOwnRoleEdit(request, tx, roleId);
  const [before] = await roleDefinitions(tx, [roleId]);
  if (before) await refuseRoleBeyondCaller(request, tx, before);
  const result = await change();
  const [after] = await roleDefinitions(tx, [roleId]);
  if (after) {
    await refuseRoleBeyondCaller(request, tx, after);
    if (!before || givesScope(before) !== givesScope(after))
      await refuseScopeBeyondCaller(request, tx, roleHolderIds(tx, [roleId]), [roleId]);
  }
  return result;
}

// What rights are granted on: module buttons and fields, menus.

/**
 * Refuses a non-administrator's change that removes, renumbers or redirects what roles grant
 * (`inUse`, as named in the answer): it would take rights from, or change them for, every holder
 * of those roles, whatever the caller holds.
 */
export async function refuseGrantsInUse(
  request: FastifyRequest,
  db: Database,
  inUse: readonly string[],
): Promise<void> {
  if (inUse.length > 0 && !(await callerIsAdmin(request, db)))
    throw forbidden(request, 'access.grantsInUse', { items: inUse.join(', ') });
}

// Organisations within the caller's data scope.

/**
 * Refuses when one of these organisations lies outside the caller's data scope; null stands
 * for the top level, above every organisation, which only a scope of "all" covers. With
 * `subtree`, everything below each organisation must lie within the scope too.
 */
export async function refuseOrgsBeyondCaller(
  request: FastifyRequest,
  db: Database,
  orgIds: readonly (number | null)[],
  options: { subtree?: boolean } = {},
): Promise<void> {
  if (await callerIsAdmin(request, db)) return;
  const reach = await callerReach(request, db);
  if (reach === 'all') return;
  const inReach = new Set(reach);
  for (const orgId of orgIds) {
    if (orgId === null) throw forbidden(request, 'access.topLevelBeyondScope');
    const covered = options.subtree ? await orgSubtreeIds(db, orgId) : [orgId];
    const outside = covered.find((id) => !inReach.has(id));
    if (outside !== undefined) {
      const org = await findOrg(db, outside);
      throw forbidden(request, 'access.orgBeyondScope', { orgNo: org?.orgNo ?? String(outside) });
    }
  }
}
