import { and, count, eq, inArray } from 'drizzle-orm';
import { canTransition, OPEN_STATUSES, TASK_STATUS, TASK_TRANSITIONS, type TaskStatus, type TaskTransition } from '../../../plugins/tasks/constants';
import type { Database } from '../../client';
import { taskHistory, tasks } from '../../schema';

export type TaskRow = typeof tasks.$inferSelect;

/** A transition asked of a task whose state does not allow it: the route answers 409 with the current state. */
export class TaskStateConflict extends Error {
  constructor(
    readonly taskId: number,
    readonly transition: TaskTransition,
    readonly current: TaskStatus,
  ) {
    super(`task ${taskId}: ${transition} is not allowed from ${current}`);
  }
}

/**
 * The task, locked for the rest of the transaction, or undefined. Every change of a task's state
 * goes through this lock, so two processes (or a person and the dispatch engine) never both act on
 * the state they read. `skipLocked`: a task another transaction holds is passed over (the engine's
 * batches) instead of waited for.
 */
export async function lockTask(tx: Database, id: number, { skipLocked = false } = {}): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update', skipLocked ? { skipLocked: true } : undefined);
  return row;
}

export interface TransitionInput {
  /** Who does it; null for the dispatch engine or another system. */
  actorId: number | null;
  now: Date;
  /** dispatch and reassign: the new assignee. */
  assigneeId?: number;
  /** dispatch and queue: the rule that matched, if any. */
  ruleId?: number | null;
  /** The reason (return, cancel), the result (complete) or a remark. */
  note?: string | null;
}

/**
 * Moves a locked task (see lockTask) through a transition and writes the history entry, in the
 * caller's transaction. Throws TaskStateConflict when the task's state does not allow it. The
 * assignee is set by dispatch and reassign, kept by start and complete, and cleared by return,
 * queue and cancel (a returned task goes back to dispatch).
 */
export async function applyTransition(tx: Database, task: TaskRow, transition: TaskTransition, input: TransitionInput): Promise<TaskRow> {
  if (!canTransition(transition, task.status)) throw new TaskStateConflict(task.id, transition, task.status);
  const to = TASK_TRANSITIONS[transition].to;
  const assigneeId =
    transition === 'dispatch' || transition === 'reassign'
      ? input.assigneeId!
      : transition === 'start' || transition === 'complete'
        ? task.assigneeId
        : null;
  const [updated] = await tx
    .update(tasks)
    .set({
      status: to,
      assigneeId,
      ...(input.ruleId !== undefined ? { ruleId: input.ruleId } : {}),
      completedAt: to === TASK_STATUS.completed ? input.now : null,
      updatedAt: input.now,
    })
    .where(eq(tasks.id, task.id))
    .returning();
  await tx.insert(taskHistory).values({
    taskId: task.id,
    action: transition,
    actorId: input.actorId,
    fromStatus: task.status,
    toStatus: to,
    assigneeId,
    note: input.note ?? null,
    createdAt: input.now,
  });
  return updated;
}

/** Open tasks (assigned or in progress) per person, for caps and least-loaded dispatch. */
export async function openTaskCounts(tx: Database, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: tasks.assigneeId, open: count() })
    .from(tasks)
    .where(and(inArray(tasks.assigneeId, [...userIds]), inArray(tasks.status, [...OPEN_STATUSES])))
    .groupBy(tasks.assigneeId);
  return new Map(rows.map((row) => [row.userId!, row.open]));
}
