import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  grantedMenuIds,
  heldAccessCodes,
  heldFieldRestrictions,
  userDataScopes,
  type FieldRestrictions,
} from '../db/repositories/roles';
import { requireUser } from '../plugins/session';
import { scopeCondition, scopeReach, type ScopeReach } from './dataScope';

/*
 * The caller's access, each part resolved at most once per request and shared by every guard
 * of that request (function rights, data scope, field rights, escalation).
 *
 * Pass the transaction when asking from inside one: the embedded database has one connection,
 * and a query outside the open transaction would wait for it to end. A part resolved inside a
 * transaction is the caller's access before the change, because the guards ask before they
 * change anything and a change of the caller's own access is refused (./escalation.ts).
 */

const resolved = new WeakMap<FastifyRequest, Map<string, Promise<unknown>>>();

function once<T>(request: FastifyRequest, part: string, resolve: () => Promise<T>): Promise<T> {
  let parts = resolved.get(request);
  if (!parts) resolved.set(request, (parts = new Map()));
  if (!parts.has(part)) parts.set(part, resolve());
  return parts.get(part) as Promise<T>;
}

const callerId = (request: FastifyRequest) => requireUser(request).id;

/** The caller's enabled roles with their admin flags and data scopes: every other part starts here. */
export const callerRoles = (request: FastifyRequest, db: Database = request.server.db) =>
  once(request, 'roles', () => userDataScopes(db, callerId(request)));

/** Whether the caller holds an enabled administrator role, which passes every check. */
export const callerIsAdmin = async (request: FastifyRequest, db: Database = request.server.db) =>
  (await callerRoles(request, db)).some((role) => role.isAdmin);

/** The `module:action` codes the caller holds; `*` alone for an administrator. */
export const callerCodes = (request: FastifyRequest, db: Database = request.server.db) =>
  once(request, 'codes', async () => new Set(await heldAccessCodes(db, await callerRoles(request, db))));

/** The organisations whose users the caller's data scope reaches (besides the caller), or all. */
export const callerReach = (request: FastifyRequest, db: Database = request.server.db): Promise<ScopeReach> =>
  once(request, 'reach', async () => scopeReach(db, requireUser(request), await callerRoles(request, db)));

/** The caller's data scope as a condition on `users`. */
export const callerScope = (request: FastifyRequest, db: Database = request.server.db): Promise<SQL> =>
  once(request, 'scope', async () => scopeCondition(requireUser(request), await callerReach(request, db)));

/** The caller's field restrictions of every module. */
export const callerFieldRestrictions = (
  request: FastifyRequest,
  db: Database = request.server.db,
): Promise<FieldRestrictions> =>
  once(request, 'fields', async () => heldFieldRestrictions(db, await callerRoles(request, db)));

/** The menus the caller's enabled roles grant. */
export const callerMenuIds = (request: FastifyRequest, db: Database = request.server.db) =>
  once(request, 'menus', async () => new Set((await grantedMenuIds(db, callerId(request))).map((row) => row.menuId)));
