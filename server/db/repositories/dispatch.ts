import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DISPATCHABLE_STATUSES, OPEN_STATUSES, TASK_STATUS, type TaskStatus } from '../../plugins/tasks/constants';
import type { DispatchReason, RuleStrategy, RuleTargetKind } from '../../plugins/taskRules/constants';
import type { Database } from '../client';
import { dispatchLog, POST_ENABLED, posts, taskHistory, taskRules, tasks, taskTypes, userGroupMembers, userPosts, users, USER_ENABLED, type RuleCondition } from '../schema';

/*
 * What the dispatch engine reads and writes besides the task transitions
 * (./tasks/transitions.ts): the waiting tasks in their order, the enabled rules, a rule's
 * enabled members, the locks that keep rounds fair and caps exact, and the dispatch log.
 */

/** States a task waits in for a claim: queued (no rule matched, or everyone was at the cap) or returned. */
export const POOL_STATUSES: readonly TaskStatus[] = [TASK_STATUS.queued, TASK_STATUS.returned];

/** A waiting task with what the rules see of it (to plan a batch; each task is read again under its lock). */
export type WaitingTask = Pick<
  typeof tasks.$inferSelect,
  'id' | 'priority' | 'typeId' | 'title' | 'orgId' | 'applicant' | 'amount' | 'currency' | 'sourceSystem' | 'dueAt'
>;

/**
 * The next tasks waiting for dispatch (new, queued, returned), most urgent first, then oldest:
 * after `after` (keyset), or among `ids` when given.
 */
export async function waitingTasks(
  db: Database,
  { after, ids, limit }: { after?: Pick<WaitingTask, 'id' | 'priority'> | null; ids?: readonly number[]; limit: number },
): Promise<WaitingTask[]> {
  return db
    .select({
      id: tasks.id,
      priority: tasks.priority,
      typeId: tasks.typeId,
      title: tasks.title,
      orgId: tasks.orgId,
      applicant: tasks.applicant,
      amount: tasks.amount,
      currency: tasks.currency,
      sourceSystem: tasks.sourceSystem,
      dueAt: tasks.dueAt,
    })
    .from(tasks)
    .where(
      and(
        inArray(tasks.status, [...DISPATCHABLE_STATUSES]),
        ids ? inArray(tasks.id, [...ids]) : undefined,
        after ? or(sql`${tasks.priority} < ${after.priority}`, and(eq(tasks.priority, after.priority), sql`${tasks.id} > ${after.id}`)) : undefined,
      ),
    )
    .orderBy(desc(tasks.priority), asc(tasks.id))
    .limit(limit);
}

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
  lastAssigneeId: taskRules.lastAssigneeId,
  updatedAt: taskRules.updatedAt,
};

export interface DispatchRule {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  conditions: RuleCondition[];
  targetKind: RuleTargetKind;
  targetIds: number[];
  strategy: RuleStrategy;
  cap: number | null;
  lastAssigneeId: number | null;
  updatedAt: Date;
}

/** The enabled rules by sort: the first whose conditions hold takes a task. */
export async function enabledRules(db: Database): Promise<DispatchRule[]> {
  return db.select(ruleColumns).from(taskRules).where(eq(taskRules.enabled, true)).orderBy(asc(taskRules.sort), asc(taskRules.id));
}

/**
 * A rule, locked for the rest of the transaction: the assignments of one rule are made one at a
 * time across processes, each reading the last assignee the one before it wrote.
 */
export async function lockRule(tx: Database, id: number): Promise<DispatchRule | undefined> {
  const [row] = await tx.select(ruleColumns).from(taskRules).where(eq(taskRules.id, id)).for('update');
  return row;
}

/** A literal int[] as one parameter, or null for none. */
const intArray = (ids: readonly number[] | null) => sql`${ids && ids.length > 0 ? `{${ids.join(',')}}` : null}::int[]`;

export interface AssignmentRecord {
  taskId: number;
  ruleId: number;
  strategy: RuleStrategy;
  assigneeId: number;
  skippedIds: number[];
  now: Date;
}

/**
 * What an assignment by a rule writes besides the task's transition and the assignee's message,
 * in one statement: the rule's last assignee (where its round goes on) and the dispatch log row.
 */
export async function recordAssignment(tx: Database, record: AssignmentRecord) {
  await tx.execute(sql`
    WITH turned AS (UPDATE ${taskRules} SET last_assignee_id = ${record.assigneeId}::int WHERE id = ${record.ruleId}::int)
    INSERT INTO ${dispatchLog} (task_id, rule_id, strategy, outcome, assignee_id, skipped_ids, created_at)
    VALUES (${record.taskId}::int, ${record.ruleId}::int, ${record.strategy}, 'assigned', ${record.assigneeId}::int, ${intArray(record.skippedIds)},
      ${record.now.toISOString()}::timestamptz)`);
}

/**
 * A rule's enabled members, ids ascending: the listed users, the members of the group, or the
 * holders of the post while it is enabled.
 */
export async function ruleMemberIds(db: Database, rule: Pick<DispatchRule, 'targetKind' | 'targetIds'>): Promise<number[]> {
  if (rule.targetIds.length === 0) return [];
  const enabled = eq(users.status, USER_ENABLED);
  let rows: { id: number }[];
  if (rule.targetKind === 'users') {
    rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, rule.targetIds), enabled));
  } else if (rule.targetKind === 'group') {
    rows = await db
      .select({ id: users.id })
      .from(userGroupMembers)
      .innerJoin(users, eq(users.id, userGroupMembers.userId))
      .where(and(eq(userGroupMembers.groupId, rule.targetIds[0]), enabled));
  } else {
    rows = await db
      .select({ id: users.id })
      .from(userPosts)
      .innerJoin(users, eq(users.id, userPosts.userId))
      .innerJoin(posts, eq(posts.id, userPosts.postId))
      .where(and(eq(userPosts.postId, rule.targetIds[0]), eq(posts.status, POST_ENABLED), enabled));
  }
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The ids of the enabled rules a user is an enabled member of (the rules whose waiting tasks they may claim). */
export async function ruleIdsOfMember(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskRules.id })
    .from(taskRules)
    .innerJoin(users, and(eq(users.id, userId), eq(users.status, USER_ENABLED)))
    .where(
      and(
        eq(taskRules.enabled, true),
        or(
          and(eq(taskRules.targetKind, 'users'), sql`${userId} = ANY(${taskRules.targetIds})`),
          and(
            eq(taskRules.targetKind, 'group'),
            sql`EXISTS (SELECT 1 FROM ${userGroupMembers} WHERE ${userGroupMembers.groupId} = ${taskRules.targetIds}[1] AND ${userGroupMembers.userId} = ${userId})`,
          ),
          and(
            eq(taskRules.targetKind, 'post'),
            sql`EXISTS (SELECT 1 FROM ${userPosts} JOIN ${posts} ON ${posts.id} = ${userPosts.postId} AND ${posts.status} = ${POST_ENABLED}
              WHERE ${userPosts.postId} = ${taskRules.targetIds}[1] AND ${userPosts.userId} = ${userId})`,
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** The tasks of a user's pool: waiting (queued or returned) under a rule they are a member of. */
export function poolCondition(ruleIds: readonly number[]): SQL {
  if (ruleIds.length === 0) return sql`false`;
  return and(inArray(tasks.ruleId, [...ruleIds]), inArray(tasks.status, [...POOL_STATUSES]))!;
}

/** The advisory lock class of "assignments to this person": pg_advisory_xact_lock(class, user id). */
export const ASSIGNEE_LOCK_CLASS = 0x7a5c;

/**
 * Holds "assignments to this person" until the transaction ends. Every assignment made under a
 * cap (the engine, a claim) takes it before counting the person's open tasks and keeps it until
 * it has committed, so two transactions never both see a person below the cap and both add one.
 */
export async function lockAssignee(tx: Database, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ASSIGNEE_LOCK_CLASS}::int, ${userId}::int)`);
}

/** A person's open tasks (assigned or in progress), as committed now. */
export async function openTaskCount(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.assigneeId, userId), inArray(tasks.status, [...OPEN_STATUSES])));
  return row.open;
}

/** The codes of all task types by id (a task's facts name its type by code). */
export async function taskTypeCodes(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: taskTypes.id, code: taskTypes.code }).from(taskTypes);
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** Keeps the rule of a task that stays queued (it names who may claim it). */
export async function setTaskRule(tx: Database, taskId: number, ruleId: number | null, now: Date) {
  await tx.update(tasks).set({ ruleId, updatedAt: now }).where(eq(tasks.id, taskId));
}

export type NewDispatchLog = typeof dispatchLog.$inferInsert;

export async function insertDispatchLog(tx: Database, row: NewDispatchLog) {
  await tx.insert(dispatchLog).values(row);
}

/** The last dispatch log row of a task. */
export async function lastDispatchLog(tx: Database, taskId: number) {
  const [row] = await tx
    .select({ outcome: dispatchLog.outcome, reason: dispatchLog.reason, ruleId: dispatchLog.ruleId })
    .from(dispatchLog)
    .where(eq(dispatchLog.taskId, taskId))
    .orderBy(desc(dispatchLog.id))
    .limit(1);
  return row as { outcome: string; reason: DispatchReason | null; ruleId: number | null } | undefined;
}

/** Who gave a task back last: the actor of its latest return. */
export async function lastReturnedBy(tx: Database, taskId: number): Promise<number | null> {
  const [row] = await tx
    .select({ actorId: taskHistory.actorId })
    .from(taskHistory)
    .where(and(eq(taskHistory.taskId, taskId), eq(taskHistory.action, 'return')))
    .orderBy(desc(taskHistory.id))
    .limit(1);
  return row?.actorId ?? null;
}
