import { eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inIdList } from '../db/repositories/idList';
import { heldAccess, type HeldRole } from '../db/repositories/roles';
import { users } from '../db/schema';
import { DATA_SCOPE } from '../plugins/roles/constants';

/** The viewer whose data scope is resolved: the signed-in user. */
export interface Viewer {
  id: number;
  orgId: number | null;
}

/** The organisations whose users a data scope reaches (the viewer's own row aside), or all. */
export type ScopeReach = 'all' | readonly number[];

/**
 * What a viewer's data scope reaches. A user's effective scope is the UNION over all of their
 * enabled roles:
 * - an admin role, or any role with scope 1 (all), gives every row;
 * - otherwise the visible organisations are the union of the custom organisations of the
 *   roles with scope 2 (exactly those organisations), the viewer's own organisation for
 *   scope 3, and the viewer's own organisation with everything below it (`orgSubtree`) for scope 4;
 * - the viewer's own row is always visible (scope 5, "self", is included in every scope).
 * Disabled roles count for nothing; a viewer without an organisation gets nothing from 3 and 4.
 */
export function scopeReach(viewer: Viewer, roles: readonly HeldRole[], orgSubtree: readonly number[]): ScopeReach {
  if (roles.some((role) => role.isAdmin || role.dataScope === DATA_SCOPE.all)) return 'all';
  const orgIds = new Set(
    roles.filter((role) => role.dataScope === DATA_SCOPE.customOrgs).flatMap((role) => role.orgIds),
  );
  if (viewer.orgId !== null) {
    const scopes = new Set(roles.map((role) => role.dataScope));
    if (scopes.has(DATA_SCOPE.ownOrgAndBelow)) for (const id of orgSubtree) orgIds.add(id);
    else if (scopes.has(DATA_SCOPE.ownOrg)) orgIds.add(viewer.orgId);
  }
  return [...orgIds].sort((a, b) => a - b);
}

/**
 * How a table is owned, for the data scope: the column naming its organisation, and the column
 * naming the user a row belongs to (that user always sees it, as "self"). Users, tasks, to-dos and
 * notices' admin list all go through the one condition below with their own columns.
 */
export interface ScopeOwner {
  orgId: Column;
  selfId: Column;
}

/** Users: their organisation; a user is their own row. */
export const USERS_OWNER: ScopeOwner = { orgId: users.orgId, selfId: users.id };

/** The rows of an org-owned table a reach covers, the viewer's own rows included. */
export function scopeCondition(viewer: Viewer, reach: ScopeReach, owner: ScopeOwner = USERS_OWNER): SQL {
  if (reach === 'all') return sql`true`;
  return reach.length === 0 ? eq(owner.selfId, viewer.id) : or(eq(owner.selfId, viewer.id), inIdList(owner.orgId, reach))!;
}

/**
 * The rows of `users` a viewer may see and change, as one parameterised condition. The same
 * condition serves the list, the read by id, update, delete and export, so a row outside the
 * scope is simply not found. Within a request, server/access/caller.ts resolves it once.
 */
export async function userScopeCondition(db: Database, viewer: Viewer): Promise<SQL> {
  const held = await heldAccess(db, viewer.id);
  return scopeCondition(viewer, scopeReach(viewer, held.roles, held.orgSubtree));
}
