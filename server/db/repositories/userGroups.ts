import { and, asc, count, desc, eq, inArray, like, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { prefixPattern } from './like';
import { listedUserColumns, userBriefOrder, userKeywordCondition, type UserKeywordField } from './users';
import { groupRoles, orgs, userGroupMembers, userGroups, users } from '../schema';

export type UserGroup = typeof userGroups.$inferSelect;
export type NewUserGroup = Pick<typeof userGroups.$inferInsert, 'groupNo' | 'name' | 'nameEn' | 'description'>;

/** A group with the roles it gives and how many members it has. */
export type UserGroupDetail = UserGroup & { roleIds: number[]; memberCount: number };

export type UserGroupSortField = 'groupNo' | 'name' | 'createdAt';


async function withDetails(db: Database, rows: UserGroup[]): Promise<UserGroupDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const grants = await db
    .select({ groupId: groupRoles.groupId, roleId: groupRoles.roleId })
    .from(groupRoles)
    .where(inArray(groupRoles.groupId, ids))
    .orderBy(asc(groupRoles.roleId));
  const members = await db
    .select({ groupId: userGroupMembers.groupId, n: count() })
    .from(userGroupMembers)
    .where(inArray(userGroupMembers.groupId, ids))
    .groupBy(userGroupMembers.groupId);
  const roleIdsOf = new Map<number, number[]>();
  for (const grant of grants) roleIdsOf.set(grant.groupId, [...(roleIdsOf.get(grant.groupId) ?? []), grant.roleId]);
  const memberCountOf = new Map(members.map((row) => [row.groupId, Number(row.n)]));
  return rows.map((row) => ({
    ...row,
    roleIds: roleIdsOf.get(row.id) ?? [],
    memberCount: memberCountOf.get(row.id) ?? 0,
  }));
}

/** One page of groups whose number or name (either language) starts with the keyword. */
export async function pageUserGroups(
  db: Database,
  filter: { keyword?: string },
  sort: { field: UserGroupSortField; order: 'ascend' | 'descend' },
  page: { limit: number; offset: number },
): Promise<{ rows: UserGroupDetail[]; total: number }> {
  const prefix = filter.keyword ? prefixPattern(filter.keyword) : undefined;
  const where = prefix
    ? or(like(userGroups.groupNo, prefix), like(userGroups.name, prefix), like(userGroups.nameEn, prefix))
    : undefined;
  const column = { groupNo: userGroups.groupNo, name: userGroups.name, createdAt: userGroups.createdAt }[sort.field];
  const direction = sort.order === 'ascend' ? asc : desc;
  const rows = await db
    .select()
    .from(userGroups)
    .where(where)
    .orderBy(direction(column), direction(userGroups.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(userGroups).where(where);
  return { rows: await withDetails(db, rows), total: Number(n) };
}

export async function findUserGroupDetail(db: Database, id: number): Promise<UserGroupDetail | undefined> {
  const [row] = await withDetails(db, await db.select().from(userGroups).where(eq(userGroups.id, id)).limit(1));
  return row;
}

/** Whether another group than `exceptId` has this number. */
export async function groupNoTaken(db: Database, groupNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.groupNo, groupNo), exceptId === undefined ? undefined : ne(userGroups.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUserGroup(db: Database, group: NewUserGroup, now: Date): Promise<number> {
  const [row] = await db
    .insert(userGroups)
    .values({ ...group, createdAt: now, updatedAt: now })
    .returning({ id: userGroups.id });
  return row.id;
}

export async function updateUserGroup(
  db: Database,
  id: number,
  changes: Partial<NewUserGroup>,
  now: Date,
): Promise<void> {
  await db
    .update(userGroups)
    .set({ ...changes, updatedAt: now })
    .where(eq(userGroups.id, id));
}

/** Deletes a group; its memberships and the roles it gave go with it. */
export async function deleteUserGroup(db: Database, id: number): Promise<void> {
  await db.delete(userGroups).where(eq(userGroups.id, id));
}

/** Replaces the roles a group gives to all its members. */
export async function setGroupRoles(db: Database, groupId: number, roleIds: number[]): Promise<void> {
  await db.delete(groupRoles).where(eq(groupRoles.groupId, groupId));
  if (roleIds.length > 0) await db.insert(groupRoles).values(roleIds.map((roleId) => ({ groupId, roleId })));
}

/**
 * One page of a group's members within a data scope, by account (userBriefOrder); the keyword is
 * a prefix of the account, name or job number, of those among `keywordFields` (the visible ones).
 */
export async function pageGroupMembers(
  db: Database,
  groupId: number,
  scope: SQL,
  filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] },
  page: { limit: number; offset: number },
) {
  const where = and(eq(userGroupMembers.groupId, groupId), scope, userKeywordCondition(filter.keyword, filter.keywordFields));
  const rows = await db
    .select(listedUserColumns)
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(...userBriefOrder(filter.keywordFields))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(where);
  return { rows, total: Number(n) };
}

/** Adds members (existing memberships kept); the ids that were not members before, ascending. */
export async function addGroupMembers(db: Database, groupId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(userGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing()
    .returning({ userId: userGroupMembers.userId });
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

/** Removes a member; whether the user was one. */
export async function removeGroupMember(db: Database, groupId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userGroupMembers)
    .where(and(eq(userGroupMembers.groupId, groupId), eq(userGroupMembers.userId, userId)))
    .returning({ userId: userGroupMembers.userId });
  return rows.length > 0;
}

/** Subquery: the members of these groups. */
export function groupMemberIds(db: Database, groupIds: readonly number[]) {
  return db
    .select({ userId: userGroupMembers.userId })
    .from(userGroupMembers)
    .where(inArray(userGroupMembers.groupId, [...groupIds]));
}
