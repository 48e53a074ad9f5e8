import { driverOf, type Database } from '../db/client';
import {
  enabledRules,
  insertDispatchLog,
  lastDispatchLog,
  lastReturnedBy,
  lockAssignee,
  lockRule,
  openTaskCount,
  ruleMemberIds,
  recordAssignment,
  setTaskRule,
  taskTypeCodes,
  waitingTasks,
  type DispatchRule,
  type WaitingTask,
} from '../db/repositories/dispatch';
import { insertMessages } from '../db/repositories/messages';
import { applyTransition, lockTask, openTaskCounts, type TaskRow } from '../db/repositories/tasks/transitions';
import { DEFAULT_LOCALE, translate } from '../i18n';
import { MESSAGE_LEVELS } from '../plugins/message/constants';
import { DISPATCHABLE_STATUSES, TASK_MESSAGE_GROUP, TASK_STATUS, taskMyLink } from '../plugins/tasks/constants';
import { DISPATCH_BATCH_SIZE, DISPATCH_CONCURRENCY, type DispatchReason } from '../plugins/taskRules/constants';
import { amountOf, matches, type TaskFacts } from './conditions';
import { atCap, lastResort, leastLoadedOrder, roundRobinOrder } from './strategies';

/*
 * The dispatch engine: takes waiting tasks (new, queued, returned), most urgent first, and gives
 * each to a member of the first enabled rule (by sort) whose conditions it meets, by the rule's
 * strategy and within its cap; a task no rule takes, or whose rule's members are all at their
 * cap, waits queued (its rule's members may claim it).
 *
 * Each task is one short transaction of its own, so a kill -9 leaves every task either
 * dispatched with its history, log and message, or untouched. A batch is planned in lanes, one
 * per rule its tasks match: a lane's tasks go one after the other in their order, and on
 * PostgreSQL a few lanes run side by side (DISPATCH_CONCURRENCY), so that the round trips and
 * commits of different rules overlap. Within it the locks are always
 * taken in one order: the task (skipped when another transaction holds it), the rule, then the
 * people considered.
 *
 * Fairness and caps across processes:
 * - The rule's row is locked (SELECT ... FOR UPDATE) before its last assignee is read, so the
 *   assignments of one rule are made one at a time, each after the one before it, and a round
 *   robin stays exact: per rule, members' counts differ by at most one when nobody is at a cap.
 * - A cap is about a person's open tasks from every rule, so the rule lock is not enough. Before
 *   counting a candidate's open tasks under a cap, the engine takes a transaction-level advisory
 *   lock on that person (pg_advisory_xact_lock with a fixed class, ASSIGNEE_LOCK_CLASS), and every
 *   other assignment made under a cap (a claim) does the same; the count is then read in a new
 *   statement, which sees every assignment committed by the holders before. Nothing raises a
 *   person's open tasks under a cap without holding the lock, so the count is exact until commit.
 *   Only the people actually considered are locked, one at a time in the strategy's order (usually
 *   one); rather than locking all members in id order (one lock per member and task, hundreds for
 *   a large group). A transaction that passes over a person at the cap keeps that lock while it
 *   tries the next, so two transactions can wait for each other; PostgreSQL detects that deadlock
 *   and aborts one, whose task is then tried again from the start (see DEADLOCK_RETRIES).
 * - Without a cap no person is locked: a round robin is exact by the rule lock alone, and least
 *   loaded compares counts that another process may change a moment later (a preference, not a
 *   guarantee).
 */

/** Tries of one task whose transaction PostgreSQL aborted for a deadlock or a serialization failure. */
const DEADLOCK_RETRIES = 5;

export interface Assignment {
  taskId: number;
  taskNo: string;
  assigneeId: number;
  ruleId: number;
}

export interface DispatchSummary {
  /** Tasks given to someone. */
  assigned: Assignment[];
  /** Tasks left (or put) in the queue, by reason. */
  queued: Record<Exclude<DispatchReason, 'manual' | 'claim'>, number>;
  /** Tasks passed over: held by another transaction, gone, or no longer waiting. */
  skipped: number;
}

export interface DispatchOptions {
  /** These tasks (those still waiting); otherwise every waiting task. */
  taskIds?: readonly number[];
  now: () => Date;
  batchSize?: number;
  /**
   * Tasks under way at once (each in its own transaction): on PostgreSQL a few, so that the
   * round trips and commits of tasks of different rules overlap (those of one rule wait for its
   * lock); the embedded database runs one transaction at a time anyway.
   */
  concurrency?: number;
  /** Called after each batch has committed, with the people given tasks in it (to push their messages). */
  afterBatch?: (assigned: Assignment[]) => Promise<void>;
}

type Outcome =
  | { kind: 'assigned'; assignment: Assignment }
  | { kind: 'queued'; reason: 'noRule' | 'allAtCap' | 'noMember' }
  | { kind: 'skipped' }
  | { kind: 'rulesChanged' };

/** The PostgreSQL error code of an error or the error it wraps. */
function pgCode(error: unknown): string | undefined {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause)
    if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  return undefined;
}

const isRetryable = (error: unknown) => ['40P01', '40001'].includes(pgCode(error) ?? '');

/** What the rules see of a task. */
function factsOf(task: WaitingTask, typeCode: string): TaskFacts {
  return {
    type: typeCode,
    title: task.title,
    orgId: task.orgId,
    applicant: task.applicant,
    amount: amountOf(task.amount),
    currency: task.currency,
    priority: task.priority,
    sourceSystem: task.sourceSystem,
    dueAt: task.dueAt,
  };
}

/** What one batch knows: the enabled rules, the type codes and the members of the rules it used. */
interface BatchContext {
  rules: DispatchRule[];
  typeCodes: Map<number, string>;
  members: Map<number, number[]>;
}

async function batchContext(db: Database): Promise<BatchContext> {
  return { rules: await enabledRules(db), typeCodes: await taskTypeCodes(db), members: new Map() };
}

/**
 * The candidate the strategy prefers who is below the cap, checked exactly under the person's
 * lock, and those passed over for the cap.
 */
async function pickAssignee(
  tx: Database,
  rule: DispatchRule,
  memberIds: number[],
  returnedBy: number | null,
): Promise<{ assigneeId: number | null; skipped: number[] }> {
  const { cap } = rule;
  const skipped: number[] = [];
  /** Whether a candidate is below the cap, counted exactly under their lock. */
  const belowCap = async (id: number) => {
    await lockAssignee(tx, id);
    return !atCap(await openTaskCount(tx, id), cap);
  };
  if (rule.strategy === 'roundRobin') {
    const order = lastResort(roundRobinOrder(memberIds, rule.lastAssigneeId), returnedBy);
    if (cap === null) return { assigneeId: order[0] ?? null, skipped };
    // The one whose turn it is is usually below the cap: only when they are not are everyone's counts read, to pass over the others at it without locking them.
    let counts: ReadonlyMap<number, number> | null = null;
    for (const id of order) {
      if (counts === null || !atCap(counts.get(id) ?? 0, cap)) {
        if (await belowCap(id)) return { assigneeId: id, skipped };
        counts ??= await openTaskCounts(tx, memberIds);
      }
      skipped.push(id);
    }
    return { assigneeId: null, skipped };
  }
  const counts = await openTaskCounts(tx, memberIds);
  for (const id of lastResort(leastLoadedOrder(memberIds, counts), returnedBy)) {
    if (cap === null) return { assigneeId: id, skipped };
    if (!atCap(counts.get(id) ?? 0, cap) && (await belowCap(id))) return { assigneeId: id, skipped };
    skipped.push(id);
  }
  return { assigneeId: null, skipped };
}

/** Leaves a task queued for a reason; a task already queued for the same reason and rule is left exactly as it is. */
async function queue(tx: Database, task: TaskRow, reason: 'noRule' | 'allAtCap' | 'noMember', rule: DispatchRule | null, skipped: number[], now: Date): Promise<Outcome> {
  const ruleId = rule?.id ?? null;
  if (task.status === TASK_STATUS.queued) {
    if (task.ruleId !== ruleId) await setTaskRule(tx, task.id, ruleId, now);
    const last = await lastDispatchLog(tx, task.id);
    if (last && last.outcome === 'queued' && last.reason === reason && last.ruleId === ruleId) return { kind: 'queued', reason };
  } else {
    await applyTransition(tx, task, 'queue', { actorId: null, now, ruleId });
  }
  await insertDispatchLog(tx, {
    taskId: task.id,
    ruleId,
    strategy: rule?.strategy ?? null,
    outcome: 'queued',
    reason,
    skippedIds: skipped.length > 0 ? skipped : null,
    createdAt: now,
  });
  return { kind: 'queued', reason };
}

/** Dispatches one task in the caller's transaction. */
async function dispatchOne(tx: Database, taskId: number, context: BatchContext, now: Date): Promise<Outcome> {
  const task = await lockTask(tx, taskId, { skipLocked: true });
  if (!task || !DISPATCHABLE_STATUSES.includes(task.status)) return { kind: 'skipped' };
  const facts = factsOf(task, context.typeCodes.get(task.typeId) ?? '');
  const matched = context.rules.find((rule) => matches(rule.conditions, facts));
  if (!matched) return queue(tx, task, 'noRule', null, [], now);
  const rule = await lockRule(tx, matched.id);
  // Changed since the batch read the rules: read them again and start this task over.
  if (!rule || !rule.enabled || rule.updatedAt.getTime() !== matched.updatedAt.getTime()) return { kind: 'rulesChanged' };
  let memberIds = context.members.get(rule.id);
  if (!memberIds) context.members.set(rule.id, (memberIds = await ruleMemberIds(tx, rule)));
  if (memberIds.length === 0) return queue(tx, task, 'noMember', rule, [], now);
  // A returned task goes to someone else when anyone else can take it.
  const returnedBy = task.status === TASK_STATUS.returned ? await lastReturnedBy(tx, task.id) : null;
  const { assigneeId, skipped } = await pickAssignee(tx, rule, memberIds, returnedBy);
  if (assigneeId === null) return queue(tx, task, 'allAtCap', rule, skipped, now);
  await applyTransition(tx, task, 'dispatch', { actorId: null, now, assigneeId, ruleId: rule.id });
  await recordAssignment(tx, { taskId: task.id, ruleId: rule.id, strategy: rule.strategy, assigneeId, skippedIds: skipped, now });
  // The assignee's language is not known here: the message is in the portal's default one.
  await insertMessages(tx, [
    {
      userId: assigneeId,
      title: translate(DEFAULT_LOCALE, 'taskRules.assignedMessage.title', { taskNo: task.taskNo }),
      content: translate(DEFAULT_LOCALE, 'taskRules.assignedMessage.content', { taskNo: task.taskNo, title: task.title, rule: rule.name }),
      level: MESSAGE_LEVELS.normal,
      group: TASK_MESSAGE_GROUP,
      link: taskMyLink(task.id),
      createdAt: now,
    },
  ]);
  return { kind: 'assigned', assignment: { taskId: task.id, taskNo: task.taskNo, assigneeId, ruleId: rule.id } };
}

/** One task in a transaction of its own, tried again after a deadlock or when the rules changed under it. */
async function dispatchInTransaction(db: Database, taskId: number, context: BatchContext, now: () => Date): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction((tx) => dispatchOne(tx, taskId, context, now()));
      if (outcome.kind !== 'rulesChanged') return outcome;
      Object.assign(context, await batchContext(db));
    } catch (error) {
      if (!isRetryable(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
    if (attempt >= DEADLOCK_RETRIES) return { kind: 'skipped' };
  }
}

/**
 * Dispatches the given tasks, or every waiting one, in batches: each batch reads the enabled rules
 * once, then takes its tasks one transaction each. Safe to run twice and in several processes at
 * once: a task another transaction holds is passed over, one no longer waiting is left alone.
 */
export async function dispatchTasks(db: Database, options: DispatchOptions): Promise<DispatchSummary> {
  const batchSize = options.batchSize ?? DISPATCH_BATCH_SIZE;
  const concurrency = options.concurrency ?? (driverOf(db).kind === 'postgres' ? DISPATCH_CONCURRENCY : 1);
  const summary: DispatchSummary = { assigned: [], queued: { noRule: 0, allAtCap: 0, noMember: 0 }, skipped: 0 };
  const given = options.taskIds ? [...new Set(options.taskIds)] : null;
  let after: WaitingTask | null = null;
  for (let offset = 0; ; offset += batchSize) {
    let batch: WaitingTask[];
    if (given) {
      const ids = given.slice(offset, offset + batchSize);
      if (ids.length === 0) break;
      batch = await waitingTasks(db, { ids, limit: ids.length });
    } else {
      batch = await waitingTasks(db, { after, limit: batchSize });
      if (batch.length === 0) break;
      after = batch[batch.length - 1];
    }
    const context = await batchContext(db);
    const assigned: Assignment[] = [];
    // One lane per rule the tasks match now (and one of the tasks no rule takes), each in order,
    // most urgent first: a rule's tasks go one after the other as their order says, the lanes
    // side by side. Each task is matched again under its lock; the lanes only plan the work.
    const lanes = new Map<number, number[]>();
    for (const task of batch) {
      const rule = context.rules.find((candidate) => matches(candidate.conditions, factsOf(task, context.typeCodes.get(task.typeId) ?? '')));
      const lane = lanes.get(rule?.id ?? 0) ?? [];
      lane.push(task.id);
      lanes.set(rule?.id ?? 0, lane);
    }
    const queue = [...lanes.values()];
    let next = 0;
    const worker = async () => {
      while (next < queue.length) {
        for (const id of queue[next++]) {
          const outcome = await dispatchInTransaction(db, id, context, options.now);
          if (outcome.kind === 'assigned') assigned.push(outcome.assignment);
          else if (outcome.kind === 'queued') summary.queued[outcome.reason]++;
          else summary.skipped++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
    summary.assigned.push(...assigned);
    if (assigned.length > 0) await options.afterBatch?.(assigned);
  }
  return summary;
}
