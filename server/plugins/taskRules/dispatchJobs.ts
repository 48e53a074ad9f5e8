import type { FastifyInstance } from 'fastify';
import { dispatchTasks, type Assignment, type DispatchSummary } from '../../dispatch/engine';

/** What the task routes send: the tasks to dispatch, or none for every waiting task. */
export interface DispatchJob {
  taskIds?: number[];
}

/** The longest run of a dispatch of every waiting task (100,000 tasks take minutes on the embedded database). */
const WAITING_JOB_SECONDS = 60 * 60;

const counts = (summary: DispatchSummary) => ({ assigned: summary.assigned.length, queued: summary.queued, skipped: summary.skipped });

/**
 * The dispatch jobs. `task.dispatch` is what the task routes send: after an intake, a return
 * (those tasks), a completion or cancellation (no ids: capacity was freed) and a rule change.
 * Without ids it hands over to `task.dispatchWaiting`, of which at most one waits and one runs
 * (a burst of completions makes one pass over the waiting tasks, not one each); it also runs at
 * start, for what was sent while no server ran or lost between a commit and its sending, and
 * after any change of who may take tasks (a person enabled, given a post, put in a group).
 */
export async function registerDispatch(app: FastifyInstance) {
  const pushAssigned = async (assigned: Assignment[]) => {
    await app.push.toUsers([...new Set(assigned.map((item) => item.assigneeId))], { kind: 'message' }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'push after a dispatch failed');
    });
  };
  const dispatchWaiting = () => app.queue.send('task.dispatchWaiting', {}, { singletonKey: 'waiting' });
  const run = (taskIds?: number[]) => dispatchTasks(app.db, { taskIds, now: app.clock, afterBatch: pushAssigned }).then(counts);

  await app.queue.register<DispatchJob>('task.dispatch', async ({ data }) => {
    if (Array.isArray(data?.taskIds)) return run(data.taskIds.filter((id) => Number.isSafeInteger(id) && id > 0));
    return { waiting: await dispatchWaiting() };
  });
  await app.queue.register('task.dispatchWaiting', () => run(), { policy: 'stately', expireInSeconds: WAITING_JOB_SECONDS });
  app.accessChanges.subscribe(dispatchWaiting);
  app.addHook('onReady', async () => {
    await dispatchWaiting();
  });
}
