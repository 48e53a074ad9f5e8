import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accessCodesOf,
  fieldRestrictionsOf,
  grantedMenuIds,
  heldAccess,
  type FieldRestrictions,
  type HeldRole,
} from '../db/repositories/roles';
import type { User } from '../db/repositories/users';
import { requireUser } from '../plugins/session';
import { scopeCondition, scopeReach, type ScopeOwner, type ScopeReach } from './dataScope';
import { epochCache } from './epochCache';

/*
 * The caller's access, resolved at most once per request and shared by every guard of that
 * request (function rights, data scope, field rights, escalation), and kept between requests
 * while the access epoch stays where it was (./epochCache.ts).
 *
 * Pass the transaction when asking from inside one: the embedded database has one connection,
 * and a query outside the open transaction would wait for it to end. Inside a transaction the
 * kept access is not used (the transaction may have changed what it was resolved from); a part
 * already resolved in the request is, because the guards ask before they change anything and a
 * change of the caller's own access is refused (./escalation.ts).
 */

/** Everything resolved of the caller's access but the menus. */
interface CallerAccess {
  roles: HeldRole[];
  codes: ReadonlySet<string>;
  fieldRestrictions: FieldRestrictions;
  reach: ScopeReach;
}

/** How many users' access one server keeps; the least recently used goes first. */
const KEPT_USERS = 10_000;

/** User id -> access at an epoch. */
const keptAccessOf = epochCache<number, CallerAccess>(KEPT_USERS);

async function resolveAccess(db: Database, user: User): Promise<CallerAccess> {
  const held = await heldAccess(db, user.id);
  return {
    roles: held.roles,
    codes: new Set(accessCodesOf(held.roles, held.codes)),
    fieldRestrictions: fieldRestrictionsOf(held.roles, held),
    reach: scopeReach(user, held.roles, held.orgSubtree),
  };
}

function keptAccess(request: FastifyRequest): Promise<CallerAccess> {
  const { db } = request.server;
  const user = requireUser(request);
  return keptAccessOf(db, request.accessEpoch, user.id, () => resolveAccess(db, user));
}

const resolved = new WeakMap<FastifyRequest, Map<string, Promise<unknown>>>();

function once<T>(request: FastifyRequest, part: string, resolve: () => Promise<T>): Promise<T> {
  let parts = resolved.get(request);
  if (!parts) resolved.set(request, (parts = new Map()));
  if (!parts.has(part)) parts.set(part, resolve());
  return parts.get(part) as Promise<T>;
}

/** The caller's access: kept from an earlier request at the same epoch, or resolved in one statement. */
const callerAccess = (request: FastifyRequest, db: Database) =>
  once(request, 'access', () =>
    db === request.server.db ? keptAccess(request) : resolveAccess(db, requireUser(request)),
  );

/** The caller's enabled roles with their admin flags and data scopes. */
export const callerRoles = async (request: FastifyRequest, db: Database = request.server.db) =>
  (await callerAccess(request, db)).roles;

/** Whether the caller holds an enabled administrator role, which passes every check. */
export const callerIsAdmin = async (request: FastifyRequest, db: Database = request.server.db) =>
  (await callerRoles(request, db)).some((role) => role.isAdmin);

/** The `module:action` codes the caller holds; `*` alone for an administrator. */
export const callerCodes = async (request: FastifyRequest, db: Database = request.server.db) =>
  (await callerAccess(request, db)).codes;

/** The organisations whose users the caller's data scope reaches (besides the caller), or all. */
export const callerReach = async (request: FastifyRequest, db: Database = request.server.db): Promise<ScopeReach> =>
  (await callerAccess(request, db)).reach;

/** The caller's data scope as a condition on `users`. */
export const callerScope = (request: FastifyRequest, db: Database = request.server.db): Promise<SQL> =>
  once(request, 'scope', async () => scopeCondition(requireUser(request), await callerReach(request, db)));

/** The caller's data scope as a condition on another org-owned table (tasks, to-dos, notices). */
export const callerScopeOn = async (request: FastifyRequest, owner: ScopeOwner, db: Database = request.server.db): Promise<SQL> =>
  scopeCondition(requireUser(request), await callerReach(request, db), owner);

/** The caller's field restrictions of every module. */
export const callerFieldRestrictions = async (
  request: FastifyRequest,
  db: Database = request.server.db,
): Promise<FieldRestrictions> => (await callerAccess(request, db)).fieldRestrictions;

/** The menus the caller's enabled roles grant. */
export const callerMenuIds = (request: FastifyRequest, db: Database = request.server.db) =>
  once(request, 'menus', async () => new Set((await grantedMenuIds(db, requireUser(request).id)).map((row) => row.menuId)));
