/** Who holds a role directly, and the groups and posts that give it. */
import { and, asc, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../client';
import { listedUserColumns, userBriefOrder, userKeywordCondition, type UserKeywordField } from '../users';
import { groupRoles, orgs, postRoles, roles, userRoles, users } from '../../schema';

/** Gives a user the roles with these codes (unknown codes are ignored, existing grants kept). */
export async function assignRoles(db: Database, userId: number, roleCodes: string[]): Promise<void> {
  if (roleCodes.length === 0) return;
  await db
    .insert(userRoles)
    .select(
      db
        .select({ userId: sql<number>`${userId}`.as('user_id'), roleId: roles.id })
        .from(roles)
        .where(inArray(roles.roleCode, roleCodes)),
    )
    .onConflictDoNothing();
}


/**
 * One page of the users holding a role directly, within a data scope (server/access/dataScope.ts),
 * by account (userBriefOrder); the keyword searches the visible fields among `keywordFields`.
 */
export async function pageRoleUsers(
  db: Database,
  roleId: number,
  scope: SQL,
  filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] },
  page: { limit: number; offset: number },
) {
  const holds = exists(
    db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, users.id))),
  );
  const where = and(holds, scope, userKeywordCondition(filter.keyword, filter.keywordFields));
  const rows = await db
    .select(listedUserColumns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(...userBriefOrder(filter.keywordFields))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(n) };
}

/** Which of these users hold the role directly, ascending. */
export async function directHoldersAmong(db: Database, roleId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, [...userIds])))
    .orderBy(asc(userRoles.userId));
  return rows.map((row) => row.userId);
}

/** Gives users a role directly (existing holders kept). */
export async function addRoleUsers(db: Database, roleId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** Takes a directly given role from a user; whether the user held it. */
export async function removeRoleUser(db: Database, roleId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** The user groups giving a role, ascending. */
export async function roleGroupIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupRoles.groupId })
    .from(groupRoles)
    .where(eq(groupRoles.roleId, roleId))
    .orderBy(asc(groupRoles.groupId));
  return rows.map((row) => row.groupId);
}

/** Replaces the user groups giving a role. */
export async function setRoleGroups(db: Database, roleId: number, groupIds: readonly number[]): Promise<void> {
  await db.delete(groupRoles).where(eq(groupRoles.roleId, roleId));
  if (groupIds.length > 0) await db.insert(groupRoles).values(groupIds.map((groupId) => ({ groupId, roleId })));
}

/** The posts giving a role, ascending. */
export async function rolePostIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: postRoles.postId })
    .from(postRoles)
    .where(eq(postRoles.roleId, roleId))
    .orderBy(asc(postRoles.postId));
  return rows.map((row) => row.postId);
}

/** Replaces the posts giving a role. */
export async function setRolePosts(db: Database, roleId: number, postIds: readonly number[]): Promise<void> {
  await db.delete(postRoles).where(eq(postRoles.roleId, roleId));
  if (postIds.length > 0) await db.insert(postRoles).values(postIds.map((postId) => ({ postId, roleId })));
}

/** The roles given to a user directly, ascending. */
export async function userDirectRoleIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId));
  return rows.map((row) => row.roleId);
}

/** Replaces the roles given to a user directly (roles through groups and posts stay). */
export async function setUserDirectRoles(db: Database, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
