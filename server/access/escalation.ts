import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { hasAdminRole, heldRoleIds, userAccessCodes } from '../db/repositories/roles';
import type { modules } from '../db/schema';
import { localizedName } from '../i18n';
import { apiError } from '../plugins/errors';
import { requireUser } from '../plugins/session';
import { FORBIDDEN_ERROR } from './functionRights';

/*
 * No escalation through administration: holding role:update, user:update, userGroup:update or
 * post:update must not let a caller give anyone, themselves above all, more than they hold.
 * - A caller grants a role only module actions they hold themselves (refuseActionsNotHeld).
 * - An administrator role passes every check, so it is given or taken (directly, through a
 *   user group or a post) and changed only by an administrator (refuseAdminRoleChange).
 * - A caller changes neither a role they hold (refuseOwnRoleEdit) nor which roles they hold,
 *   however the change reaches them: their own roles, groups or posts, or the roles of a group
 *   or post they are in (keepOwnRoles).
 * An administrator passes every check. All answer 403 FORBIDDEN.
 */

const isAdmin = (request: FastifyRequest, db: Database) => hasAdminRole(db, requireUser(request).id);

/** Refuses the first of these actions of the module that the caller does not hold. */
export async function refuseActionsNotHeld(
  request: FastifyRequest,
  db: Database,
  module: typeof modules.$inferSelect,
  actions: readonly string[],
): Promise<void> {
  if (actions.length === 0) return;
  const codes = new Set(await userAccessCodes(db, requireUser(request).id));
  if (codes.has('*')) return;
  const missing = actions.find((action) => !codes.has(`${module.moduleNo}:${action}`));
  if (missing !== undefined) {
    throw apiError(request, 403, FORBIDDEN_ERROR, 'role.grantBeyondOwn', {
      module: `${localizedName(request, module)} (${module.moduleNo})`,
      action: missing,
    });
  }
}

/** Refuses a change touching an administrator role unless the caller holds an administrator role. */
export async function refuseAdminRoleChange(
  request: FastifyRequest,
  db: Database,
  touched: readonly { roleCode: string; isAdmin: boolean }[],
): Promise<void> {
  const admin = touched.find((role) => role.isAdmin);
  if (admin && !(await isAdmin(request, db))) {
    throw apiError(request, 403, FORBIDDEN_ERROR, 'role.adminOnly', { roleCode: admin.roleCode });
  }
}

async function heldRoles(db: Database, userId: number): Promise<number[]> {
  return (await heldRoleIds(db, userId)).map((row) => row.roleId).sort((a, b) => a - b);
}

/** Refuses a change of a role the caller holds (its rights, data scope, fields or status). */
export async function refuseOwnRoleEdit(request: FastifyRequest, db: Database, roleId: number): Promise<void> {
  if ((await heldRoles(db, requireUser(request).id)).includes(roleId) && !(await isAdmin(request, db)))
    throw apiError(request, 403, FORBIDDEN_ERROR, 'access.ownRole');
}

/**
 * Runs a change of who holds which roles and refuses it (the transaction rolls back) when it
 * changed the roles the caller holds.
 */
export async function keepOwnRoles<T>(request: FastifyRequest, tx: Database, change: () => Promise<T>): Promise<T> {
  const me = requireUser(request).id;
  const before = await heldRoles(tx, me);
  const result = await change();
  const after = await heldRoles(tx, me);
  if (before.join() !== after.join() && !(await isAdmin(request, tx)))
    throw apiError(request, 403, FORBIDDEN_ERROR, 'access.ownRoles');
  return result;
}
