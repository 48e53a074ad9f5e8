import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orgSubtreeIds } from '../db/repositories/orgs';
import { userDataScopes } from '../db/repositories/roles';
import { DATA_SCOPE, users } from '../db/schema';

/** The viewer whose data scope is resolved: the signed-in user. */
export interface Viewer {
  id: number;
  orgId: number | null;
}

/**
 * The rows of `users` a viewer may see and change, as one parameterised condition. The same
 * condition serves the list, the read by id, update, delete and export, so a row outside the
 * scope is simply not found.
 *
 * A user's effective scope is the UNION over all of their enabled roles:
 * - an admin role, or any role with scope 1 (all), gives every row;
 * - otherwise the visible organisations are the union of the custom organisations of the
 *   roles with scope 2 (exactly those organisations), the viewer's own organisation for
 *   scope 3, and the viewer's own organisation with everything below it for scope 4;
 * - the viewer's own row is always visible (scope 5, "self", is included in every scope).
 * Disabled roles count for nothing; a viewer without an organisation gets nothing from 3 and 4.
 */
export async function userScopeCondition(db: Database, viewer: Viewer): Promise<SQL> {
  const roles = await userDataScopes(db, viewer.id);
  if (roles.some((role) => role.isAdmin || role.dataScope === DATA_SCOPE.all)) return sql`true`;

  const conditions: SQL[] = [eq(users.id, viewer.id)];
  const customOrgIds = [
    ...new Set(roles.filter((role) => role.dataScope === DATA_SCOPE.customOrgs).flatMap((role) => role.orgIds)),
  ];
  if (customOrgIds.length > 0) conditions.push(inArray(users.orgId, customOrgIds));
  if (viewer.orgId !== null) {
    const scopes = new Set(roles.map((role) => role.dataScope));
    if (scopes.has(DATA_SCOPE.ownOrgAndBelow)) conditions.push(inArray(users.orgId, await orgSubtreeIds(db, viewer.orgId)));
    else if (scopes.has(DATA_SCOPE.ownOrg)) conditions.push(eq(users.orgId, viewer.orgId));
  }
  return conditions.length === 1 ? conditions[0] : or(...conditions)!;
}
