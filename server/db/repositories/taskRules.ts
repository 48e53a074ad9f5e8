import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScopeOwner } from '../../access/dataScope';
import type { Page } from '../../paging';
import type { RuleStrategy, RuleTargetKind } from '../../plugins/taskRules/constants';
import type { Database } from '../client';
import {
  orgs,
  POST_ENABLED,
  posts,
  taskRules,
  taskTypes,
  userGroupMembers,
  userGroups,
  userPosts,
  users,
  USER_ENABLED,
  type RuleCondition,
} from '../schema';

/*
 * Dispatch rules as their managers see them: the list within the caller's data scope, one rule,
 * what a rule's targets name, and the checks a rule's targets must pass.
 */

/**
 * How rules are owned for the data scope: a manager sees the rules of the organisations their
 * scope reaches (the organisation of the rule's creator), and the rules they own.
 */
export const RULES_OWNER: ScopeOwner = { orgId: taskRules.orgId, selfId: taskRules.ownerId };

const owner = alias(users, 'owner');

const ruleColumns = {
  id: taskRules.id,
  name: taskRules.name,
  sort: taskRules.sort,
  enabled: taskRules.enabled,
  conditions: taskRules.conditions,
  targetKind: taskRules.targetKind,
  targetIds: taskRules.targetIds,
  strategy: taskRules.strategy,
  cap: taskRules.cap,
  ownerId: taskRules.ownerId,
  ownerName: owner.name,
  orgId: taskRules.orgId,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  createdAt: taskRules.createdAt,
  updatedAt: taskRules.updatedAt,
};

const selectRules = (db: Database) =>
  db.select(ruleColumns).from(taskRules).leftJoin(owner, eq(owner.id, taskRules.ownerId)).leftJoin(orgs, eq(orgs.id, taskRules.orgId));

export type RuleRow = Awaited<ReturnType<typeof selectRules>>[number];

export interface RuleFilter {
  name?: string;
  enabled?: boolean;
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the rules within `scope`, by sort. */
export async function pageRules(db: Database, scope: SQL, filter: RuleFilter, page: Page): Promise<{ rows: RuleRow[]; total: number }> {
  const where = and(
    scope,
    filter.name ? ilike(taskRules.name, containsPattern(filter.name)) : undefined,
    filter.enabled !== undefined ? eq(taskRules.enabled, filter.enabled) : undefined,
  );
  const rows = await selectRules(db).where(where).orderBy(asc(taskRules.sort), asc(taskRules.id)).limit(page.limit).offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(taskRules).where(where);
  return { rows, total };
}

/** One rule, within `scope` when given. */
export async function findRule(db: Database, id: number, scope?: SQL): Promise<RuleRow | undefined> {
  const [row] = await selectRules(db).where(and(eq(taskRules.id, id), scope));
  return row;
}

/** The rule (other than `exceptId`) holding a sort, and whether it lies within `scope`. */
export async function ruleWithSort(db: Database, sort: number, exceptId: number | null, scope: SQL) {
  const [row] = await db
    .select({ id: taskRules.id, name: taskRules.name, visible: sql<boolean>`(${scope})` })
    .from(taskRules)
    .where(and(eq(taskRules.sort, sort), exceptId === null ? undefined : ne(taskRules.id, exceptId)));
  return row;
}

export interface RuleFields {
  name: string;
  sort: number;
  enabled: boolean;
  conditions: RuleCondition[];
  targetKind: RuleTargetKind;
  targetIds: number[];
  strategy: RuleStrategy;
  cap: number | null;
  ownerId: number | null;
}

export async function insertRule(db: Database, fields: RuleFields & { orgId: number | null; createdBy: number }, now: Date): Promise<number> {
  const [row] = await db
    .insert(taskRules)
    .values({ ...fields, updatedBy: fields.createdBy, createdAt: now, updatedAt: now })
    .returning({ id: taskRules.id });
  return row.id;
}

/** Changes a rule. Its round goes on where it was: a last assignee no longer targeted still marks the place. */
export async function updateRule(db: Database, id: number, fields: Partial<RuleFields>, updatedBy: number, now: Date) {
  await db.update(taskRules).set({ ...fields, updatedBy, updatedAt: now }).where(eq(taskRules.id, id));
}

export async function deleteRule(db: Database, id: number) {
  await db.delete(taskRules).where(eq(taskRules.id, id));
}

/** Of `ids`, the users that are not enabled or lie outside `scope` (as if they did not exist). */
export async function unavailableUserIds(db: Database, ids: readonly number[], scope: SQL): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.status, USER_ENABLED), scope));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** A user group with the number of its enabled members, or undefined. */
export async function groupWithMembers(db: Database, id: number) {
  const [group] = await db.select({ id: userGroups.id, name: userGroups.name, nameEn: userGroups.nameEn }).from(userGroups).where(eq(userGroups.id, id));
  if (!group) return undefined;
  const [{ members }] = await db
    .select({ members: count() })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(and(eq(userGroupMembers.groupId, id), eq(users.status, USER_ENABLED)));
  return { ...group, members };
}

/** An enabled post with the number of its enabled holders, or undefined. */
export async function postWithHolders(db: Database, id: number) {
  const [post] = await db
    .select({ id: posts.id, name: posts.name, nameEn: posts.nameEn })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.status, POST_ENABLED)));
  if (!post) return undefined;
  const [{ members }] = await db
    .select({ members: count() })
    .from(userPosts)
    .innerJoin(users, eq(users.id, userPosts.userId))
    .where(and(eq(userPosts.postId, id), eq(users.status, USER_ENABLED)));
  return { ...post, members };
}

export interface NamedRef {
  name: string;
  nameEn: string | null;
}

/** The names of what rules target, by `kind:id`. */
export async function ruleTargetNames(db: Database, rules: readonly Pick<RuleRow, 'targetKind' | 'targetIds'>[]): Promise<Map<string, NamedRef>> {
  const ids = (kind: RuleTargetKind) => [...new Set(rules.filter((rule) => rule.targetKind === kind).flatMap((rule) => rule.targetIds))];
  const names = new Map<string, NamedRef>();
  const userIds = ids('users');
  if (userIds.length > 0)
    for (const row of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)))
      names.set(`users:${row.id}`, { name: row.name, nameEn: null });
  const groupIds = ids('group');
  if (groupIds.length > 0)
    for (const row of await db.select({ id: userGroups.id, name: userGroups.name, nameEn: userGroups.nameEn }).from(userGroups).where(inArray(userGroups.id, groupIds)))
      names.set(`group:${row.id}`, row);
  const postIds = ids('post');
  if (postIds.length > 0)
    for (const row of await db.select({ id: posts.id, name: posts.name, nameEn: posts.nameEn }).from(posts).where(inArray(posts.id, postIds)))
      names.set(`post:${row.id}`, row);
  return names;
}

/** The enabled task types by their order, for the rule form's values. */
export async function enabledTaskTypes(db: Database) {
  return db
    .select({ code: taskTypes.code, name: taskTypes.name, nameEn: taskTypes.nameEn })
    .from(taskTypes)
    .where(eq(taskTypes.enabled, true))
    .orderBy(asc(taskTypes.sort), asc(taskTypes.id));
}

/** User groups and enabled posts with their enabled members, for the rule form's target. */
export async function targetCatalogue(db: Database) {
  const groupRows = await db
    .select({ id: userGroups.id, name: userGroups.name, nameEn: userGroups.nameEn, members: sql<number>`count(${users.id})::int` })
    .from(userGroups)
    .leftJoin(userGroupMembers, eq(userGroupMembers.groupId, userGroups.id))
    .leftJoin(users, and(eq(users.id, userGroupMembers.userId), eq(users.status, USER_ENABLED)))
    .groupBy(userGroups.id)
    .orderBy(asc(userGroups.groupNo));
  const postRows = await db
    .select({ id: posts.id, name: posts.name, nameEn: posts.nameEn, members: sql<number>`count(${users.id})::int` })
    .from(posts)
    .leftJoin(userPosts, eq(userPosts.postId, posts.id))
    .leftJoin(users, and(eq(users.id, userPosts.userId), eq(users.status, USER_ENABLED)))
    .where(eq(posts.status, POST_ENABLED))
    .groupBy(posts.id)
    .orderBy(asc(posts.sort), asc(posts.postNo));
  return { groups: groupRows, posts: postRows };
}
