import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScopeOwner } from '../../../access/dataScope';
import {
  ACTIVE_STATUSES,
  OPEN_STATUSES,
  TASK_DUE_SOON_HOURS,
  TASK_SLA,
  TASK_STATUS,
  type TaskSla,
  type TaskStatus,
} from '../../../plugins/tasks/constants';
import type { Database } from '../../client';
import { countedUpTo, countUpTo, rowsWithTotal } from '../counting';
import { prefixPattern } from '../like';
import { dispatchLog, orgs, taskHistory, taskRules, tasks, taskTypes, users, USER_ENABLED } from '../../schema';

/*
 * Tasks as people see them: the managers' list within their data scope, the assignee's own list
 * and counts, one task with its history and dispatch log, what creating and taking in write, and
 * the breach of a due time (told once).
 */

/**
 * How tasks are owned for the data scope: a manager sees the tasks of the organisations their
 * scope reaches (the task's business organisation), and everyone the tasks assigned to them.
 */
export const TASKS_OWNER: ScopeOwner = { orgId: tasks.orgId, selfId: tasks.assigneeId };

const assignee = alias(users, 'assignee');

const HOUR_MS = 3_600_000;

/** The columns of a task as its lists answer it, with the names of what it points at. */
const taskColumns = {
  id: tasks.id,
  taskNo: tasks.taskNo,
  typeId: tasks.typeId,
  typeCode: taskTypes.code,
  typeName: taskTypes.name,
  typeNameEn: taskTypes.nameEn,
  title: tasks.title,
  orgId: tasks.orgId,
  orgNo: orgs.orgNo,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  applicant: tasks.applicant,
  amount: tasks.amount,
  currency: tasks.currency,
  priority: tasks.priority,
  sourceSystem: tasks.sourceSystem,
  sourceRef: tasks.sourceRef,
  dueAt: tasks.dueAt,
  status: tasks.status,
  assigneeId: tasks.assigneeId,
  assigneeName: assignee.name,
  assigneeAccount: assignee.account,
  ruleId: tasks.ruleId,
  ruleName: taskRules.name,
  createdBy: tasks.createdBy,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/** The tasks with the names of what they point at; `extra` adds columns (a page's total). */
const selectTasks = <Extra extends Record<string, SQL>>(db: Database, extra?: Extra) =>
  db
    .select({ ...taskColumns, ...(extra as Extra) })
    .from(tasks)
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.typeId))
    .innerJoin(orgs, eq(orgs.id, tasks.orgId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(taskRules, eq(taskRules.id, tasks.ruleId));

export type TaskListRow = Awaited<ReturnType<typeof selectTasks<Record<never, SQL>>>>[number];

/** The SLA state of a task at `now`: null once it is completed or cancelled. */
export function slaOf(task: { status: TaskStatus; dueAt: Date }, now: Date): TaskSla | null {
  if (!ACTIVE_STATUSES.includes(task.status)) return null;
  const left = task.dueAt.getTime() - now.getTime();
  if (left <= 0) return TASK_SLA.breached;
  return left <= TASK_DUE_SOON_HOURS * HOUR_MS ? TASK_SLA.dueSoon : TASK_SLA.onTrack;
}

/** The condition of an SLA state at `now` (active tasks only). */
export function slaCondition(sla: TaskSla, now: Date): SQL {
  const soon = new Date(now.getTime() + TASK_DUE_SOON_HOURS * HOUR_MS);
  const active = inArray(tasks.status, [...ACTIVE_STATUSES]);
  if (sla === TASK_SLA.breached) return and(active, lte(tasks.dueAt, now))!;
  if (sla === TASK_SLA.dueSoon) return and(active, gt(tasks.dueAt, now), lte(tasks.dueAt, soon))!;
  return and(active, gt(tasks.dueAt, soon))!;
}

export interface TaskFilter {
  /** Prefix of the task number, title or applicant, any case. */
  keyword?: string;
  statuses?: TaskStatus[];
  typeId?: number;
  /** The task's organisation is one of these (an organisation, or it and those below it). */
  orgIds?: number[];
  assigneeId?: number;
  priority?: number;
  sla?: TaskSla;
  createdFrom?: Date;
  createdTo?: Date;
  dueFrom?: Date;
  dueTo?: Date;
}

function filterConditions(filter: TaskFilter, now: Date): (SQL | undefined)[] {
  const pattern = filter.keyword ? prefixPattern(filter.keyword) : null;
  return [
    pattern
      ? or(ilike(tasks.taskNo, pattern), ilike(tasks.title, pattern), ilike(tasks.applicant, pattern))
      : undefined,
    filter.statuses?.length ? inArray(tasks.status, filter.statuses) : undefined,
    filter.typeId !== undefined ? eq(tasks.typeId, filter.typeId) : undefined,
    filter.orgIds ? (filter.orgIds.length ? inArray(tasks.orgId, filter.orgIds) : sql`false`) : undefined,
    filter.assigneeId !== undefined ? eq(tasks.assigneeId, filter.assigneeId) : undefined,
    filter.priority !== undefined ? eq(tasks.priority, filter.priority) : undefined,
    filter.sla ? slaCondition(filter.sla, now) : undefined,
    filter.createdFrom ? gte(tasks.createdAt, filter.createdFrom) : undefined,
    filter.createdTo ? lte(tasks.createdAt, filter.createdTo) : undefined,
    filter.dueFrom ? gte(tasks.dueAt, filter.dueFrom) : undefined,
    filter.dueTo ? lte(tasks.dueAt, filter.dueTo) : undefined,
  ];
}

export type TaskSortField = 'dueAt' | 'createdAt' | 'priority' | 'amount';

export interface TaskSort {
  field: TaskSortField;
  order: 'ascend' | 'descend';
}

/** What a sort orders by; tasks without an amount come before every amount. */
function sortExpression(field: TaskSortField): SQL {
  switch (field) {
    case 'dueAt':
      return sql`${tasks.dueAt}`;
    case 'createdAt':
      return sql`${tasks.createdAt}`;
    case 'priority':
      return sql`${tasks.priority}`;
    case 'amount':
      return sql`coalesce(${tasks.amount}, -1)`;
  }
}

function taskOrder(sort: TaskSort) {
  const direction = sort.order === 'ascend' ? asc : desc;
  return [direction(sortExpression(sort.field)), direction(tasks.id)];
}

export interface TaskPage {
  rows: TaskListRow[];
  total: number;
  /** More than `total` tasks match: the count stopped at its cap. */
  capped: boolean;
}

/**
 * One page of the tasks within a condition (the data scope, or the assignee) and the filters, in
 * order, with their total counted up to `countCap` (see countUpTo), in one statement as the users'
 * page (pageUsers): a page beyond the last has no row to carry the total, only then is it counted apart.
 */
export async function pageTasks(
  db: Database,
  scope: SQL,
  filter: TaskFilter,
  sort: TaskSort,
  page: { limit: number; offset: number },
  now: Date,
  countCap?: number,
): Promise<TaskPage> {
  const where = and(scope, ...filterConditions(filter, now));
  const rows = await selectTasks(db, { total: countedUpTo(db, tasks, where, countCap) })
    .where(where)
    .orderBy(...taskOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
  return rowsWithTotal(rows, page.offset, () => countUpTo(db, tasks, where, countCap), countCap);
}

export async function countTasks(db: Database, scope: SQL, filter: TaskFilter, now: Date): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(tasks)
    .where(and(scope, ...filterConditions(filter, now)));
  return Number(total);
}

/** A place in an ordered list of tasks: the last row's sort value as text and its id. */
export interface TaskCursor {
  key: string;
  id: number;
}

/**
 * The next slice of the tasks within the scope and the filters, in order, after `cursor` (null:
 * from the start), with the cursor after its last row: keyset paging, for exports.
 */
export async function listTasksAfter(
  db: Database,
  scope: SQL,
  filter: TaskFilter,
  sort: TaskSort,
  cursor: TaskCursor | null,
  limit: number,
  now: Date,
): Promise<{ rows: TaskListRow[]; cursor: TaskCursor | null }> {
  const expression = sortExpression(sort.field);
  const cast = { dueAt: 'timestamptz', createdAt: 'timestamptz', priority: 'integer', amount: 'numeric' }[sort.field];
  const after =
    cursor &&
    sql`(${expression}, ${tasks.id}) ${sql.raw(sort.order === 'ascend' ? '>' : '<')} (${cursor.key}::${sql.raw(cast)}, ${cursor.id})`;
  const rows = await db
    .select({ ...taskColumns, sortKey: sql<string>`(${expression})::text` })
    .from(tasks)
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.typeId))
    .innerJoin(orgs, eq(orgs.id, tasks.orgId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(taskRules, eq(taskRules.id, tasks.ruleId))
    .where(and(scope, ...filterConditions(filter, now), after ?? undefined))
    .orderBy(...taskOrder(sort))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ sortKey: _sortKey, ...row }) => row),
    cursor: last ? { key: last.sortKey, id: last.id } : null,
  };
}

/** One task within a condition (the data scope, the assignee, or none), or undefined. */
export async function findTask(db: Database, id: number, scope?: SQL): Promise<TaskListRow | undefined> {
  const [row] = await selectTasks(db)
    .where(and(eq(tasks.id, id), scope))
    .limit(1);
  return row;
}

/** These tasks, in the order of the ids (ids not found are left out). */
export async function findTasks(db: Database, ids: readonly number[]): Promise<TaskListRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectTasks(db).where(inArray(tasks.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Of these ids, those of tasks within the scope. */
export async function taskIdsInScope(db: Database, ids: readonly number[], scope: SQL): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.id, [...ids]), scope));
  return new Set(rows.map((row) => row.id));
}

const actor = alias(users, 'actor');
const historyAssignee = alias(users, 'history_assignee');

/** A task's history, oldest first, with the names of who acted and who had it. */
export function taskHistoryOf(db: Database, taskId: number) {
  return db
    .select({
      id: taskHistory.id,
      action: taskHistory.action,
      actorId: taskHistory.actorId,
      actorName: actor.name,
      at: taskHistory.createdAt,
      from: taskHistory.fromStatus,
      to: taskHistory.toStatus,
      assigneeId: taskHistory.assigneeId,
      assigneeName: historyAssignee.name,
      note: taskHistory.note,
    })
    .from(taskHistory)
    .leftJoin(actor, eq(actor.id, taskHistory.actorId))
    .leftJoin(historyAssignee, eq(historyAssignee.id, taskHistory.assigneeId))
    .where(eq(taskHistory.taskId, taskId))
    .orderBy(asc(taskHistory.id));
}

export type TaskHistoryRow = Awaited<ReturnType<typeof taskHistoryOf>>[number];

/** A task's dispatch log, oldest first, with the rule's and people's names. */
export async function dispatchLogOf(db: Database, taskId: number) {
  const logAssignee = alias(users, 'log_assignee');
  const logActor = alias(users, 'log_actor');
  const rows = await db
    .select({
      id: dispatchLog.id,
      ruleId: dispatchLog.ruleId,
      ruleName: taskRules.name,
      strategy: dispatchLog.strategy,
      outcome: dispatchLog.outcome,
      assigneeId: dispatchLog.assigneeId,
      assigneeName: logAssignee.name,
      reason: dispatchLog.reason,
      skippedIds: dispatchLog.skippedIds,
      actorId: dispatchLog.actorId,
      actorName: logActor.name,
      at: dispatchLog.createdAt,
    })
    .from(dispatchLog)
    .leftJoin(taskRules, eq(taskRules.id, dispatchLog.ruleId))
    .leftJoin(logAssignee, eq(logAssignee.id, dispatchLog.assigneeId))
    .leftJoin(logActor, eq(logActor.id, dispatchLog.actorId))
    .where(eq(dispatchLog.taskId, taskId))
    .orderBy(asc(dispatchLog.id));
  const skipped = [...new Set(rows.flatMap((row) => row.skippedIds ?? []))];
  const names = new Map(
    skipped.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, skipped))).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  return rows.map(({ skippedIds, ...row }) => ({
    ...row,
    skipped: (skippedIds ?? []).map((id) => names.get(id) ?? `#${id}`),
  }));
}

/** The name of a user (the creator of a task), or undefined. */
export async function userName(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name;
}

/** The enabled user of this id within the scope (a condition on users), with their name and account. */
export async function enabledUserInScope(db: Database, id: number, scope: SQL) {
  const [row] = await db
    .select({ id: users.id, name: users.name, account: users.account })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, USER_ENABLED), scope));
  return row;
}

/** Draws `n` task ids ahead of inserting, since a task's number is made of its id. */
export async function drawTaskIds(db: Database, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('tasks', 'id'))::integer AS id FROM generate_series(1, ${n})`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** T and the id, eight digits at least. */
export const taskNoOf = (id: number) => `T${String(id).padStart(8, '0')}`;

export type NewTask = Omit<
  typeof tasks.$inferInsert,
  'taskNo' | 'status' | 'assigneeId' | 'ruleId' | 'breachNotifiedAt' | 'completedAt'
> & {
  id: number;
};

/**
 * Inserts tasks (ids drawn with drawTaskIds) with their 'create' history entries. A task whose
 * source reference is taken (a concurrent call) is not inserted: the answer lists the ids inserted.
 */
export async function insertTasks(
  db: Database,
  rows: NewTask[],
  actorId: number | null,
  now: Date,
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const inserted = new Set<number>();
  // A few hundred rows per statement keeps the parameters far below PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 500) {
    const slice = rows.slice(start, start + 500);
    const done = await db
      .insert(tasks)
      .values(
        slice.map((row) => ({
          ...row,
          taskNo: taskNoOf(row.id),
          status: TASK_STATUS.new,
          updatedAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: tasks.id });
    const ids = done.map((row) => row.id);
    for (const id of ids) inserted.add(id);
    if (ids.length)
      await db.insert(taskHistory).values(
        ids.map((taskId) => ({
          taskId,
          action: 'create' as const,
          actorId,
          fromStatus: null,
          toStatus: TASK_STATUS.new,
          createdAt: now,
        })),
      );
  }
  return inserted;
}

/** The tasks already taken in under these references of one source system: reference -> task number. */
export async function takenSourceRefs(
  db: Database,
  sourceSystem: string,
  refs: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(refs)];
  if (wanted.length === 0) return new Map();
  const found = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({ ref: tasks.sourceRef, taskNo: tasks.taskNo })
      .from(tasks)
      .where(and(eq(tasks.sourceSystem, sourceSystem), inArray(tasks.sourceRef, wanted.slice(start, start + 1000))));
    for (const row of rows) found.set(row.ref!, row.taskNo);
  }
  return found;
}

/** The pairs (source system, reference) among these that tasks hold already, as `system\u0000ref` -> task number. */
export async function takenSourcePairs(
  db: Database,
  pairs: readonly { system: string; ref: string }[],
): Promise<Map<string, string>> {
  const bySystem = new Map<string, string[]>();
  for (const { system, ref } of pairs) {
    const refs = bySystem.get(system);
    if (refs) refs.push(ref);
    else bySystem.set(system, [ref]);
  }
  const taken = new Map<string, string>();
  for (const [system, refs] of bySystem)
    for (const [ref, taskNo] of await takenSourceRefs(db, system, refs)) taken.set(`${system}\u0000${ref}`, taskNo);
  return taken;
}

/** Writes what a person did by hand in the dispatch log (a manager's dispatch). */
export async function logManualDispatch(
  db: Database,
  rows: { taskId: number; assigneeId: number; actorId: number }[],
  now: Date,
): Promise<void> {
  if (rows.length)
    await db
      .insert(dispatchLog)
      .values(rows.map((row) => ({ ...row, outcome: 'assigned', reason: 'manual' as const, createdAt: now })));
}

/** A comment in a task's history. */
export async function insertComment(db: Database, taskId: number, actorId: number, note: string, now: Date) {
  const [row] = await db
    .insert(taskHistory)
    .values({ taskId, action: 'comment', actorId, fromStatus: null, toStatus: null, note, createdAt: now })
    .returning({ id: taskHistory.id });
  return row.id;
}

/** Bounds of the counts of my tasks: the start and end of today and the start of the week (Monday), server time. */
export interface SummaryBounds {
  now: Date;
  dayStart: Date;
  dayEnd: Date;
  weekStart: Date;
}

/** The counts of a person's tasks for the workbench, in one statement. */
export async function myTaskSummary(db: Database, userId: number, bounds: SummaryBounds) {
  const open = sql`${tasks.status} IN (${sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const [row] = await db
    .select({
      assigned: sql<number>`count(*) FILTER (WHERE ${tasks.status} = ${TASK_STATUS.assigned})`.mapWith(Number),
      inProgress: sql<number>`count(*) FILTER (WHERE ${tasks.status} = ${TASK_STATUS.inProgress})`.mapWith(Number),
      dueToday:
        sql<number>`count(*) FILTER (WHERE ${open} AND ${tasks.dueAt} >= ${bounds.dayStart} AND ${tasks.dueAt} < ${bounds.dayEnd})`.mapWith(
          Number,
        ),
      breached: sql<number>`count(*) FILTER (WHERE ${open} AND ${tasks.dueAt} <= ${bounds.now})`.mapWith(Number),
      doneThisWeek:
        sql<number>`count(*) FILTER (WHERE ${tasks.status} = ${TASK_STATUS.completed} AND ${tasks.completedAt} >= ${bounds.weekStart})`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .where(eq(tasks.assigneeId, userId));
  return row;
}

/**
 * Marks the breach of these tasks' due times as told, for those active, past due and not told
 * yet: one statement, so a breach is told once however often its job runs. Answers the tasks
 * marked, with their assignee and the owner of their rule.
 */
export async function markBreaches(db: Database, ids: readonly number[] | null, now: Date) {
  const marked = await db
    .update(tasks)
    .set({ breachNotifiedAt: now })
    .where(
      and(
        ids ? inArray(tasks.id, [...ids]) : undefined,
        sql`${tasks.breachNotifiedAt} IS NULL`,
        inArray(tasks.status, [...ACTIVE_STATUSES]),
        lte(tasks.dueAt, now),
      ),
    )
    .returning({
      id: tasks.id,
      taskNo: tasks.taskNo,
      title: tasks.title,
      assigneeId: tasks.assigneeId,
      ruleId: tasks.ruleId,
      dueAt: tasks.dueAt,
    });
  const ruleIds = [...new Set(marked.flatMap((task) => (task.ruleId === null ? [] : [task.ruleId])))];
  const owners = new Map(
    ruleIds.length
      ? (
          await db
            .select({ id: taskRules.id, ownerId: taskRules.ownerId })
            .from(taskRules)
            .where(and(inArray(taskRules.id, ruleIds), isNotNull(taskRules.ownerId)))
        ).map((rule) => [rule.id, rule.ownerId!])
      : [],
  );
  return marked.map((task) => ({
    ...task,
    ruleOwnerId: task.ruleId === null ? null : (owners.get(task.ruleId) ?? null),
  }));
}

/** Of these tasks, those active whose due time is still to come (a breach job that ran before it, by this server's clock). */
export async function notYetDue(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<{ id: number; dueAt: Date }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tasks.id, dueAt: tasks.dueAt })
    .from(tasks)
    .where(
      and(
        inArray(tasks.id, [...ids]),
        sql`${tasks.breachNotifiedAt} IS NULL`,
        inArray(tasks.status, [...ACTIVE_STATUSES]),
        gt(tasks.dueAt, now),
      ),
    );
}

/** Tasks past due whose breach is not told yet (their job lost, or sent for a due time since changed). */
export async function untoldBreaches(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(sql`${tasks.breachNotifiedAt} IS NULL`, inArray(tasks.status, [...ACTIVE_STATUSES]), lte(tasks.dueAt, now)),
    )
    .orderBy(asc(tasks.dueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
