import type { FastifyInstance } from 'fastify';
import { markBreaches, notYetDue } from '../../db/repositories/tasks/tasks';
import { shownTime } from './answers';
import { taskManageLink, taskMyLink } from './constants';
import { pushTaskMessages, sendTaskMessages, taskMessage, type TaskMessage } from './notify';

/*
 * The jobs of tasks: dispatch (the engine's handler, `task.dispatch`) after a task is taken in or
 * capacity is freed, and the breach of a due time (`task.breach`), told once.
 */

/** `task.dispatch`: the tasks to dispatch; none = every waiting task. */
export interface DispatchJob {
  taskIds?: number[];
}

/** `task.breach`: the task (or tasks, for an import) whose due time has come. */
export interface BreachJob {
  id?: number;
  ids?: number[];
}

/**
 * Sends the jobs of tasks just taken in: their dispatch, and the breach check at each due time
 * (one job per due time). A send that fails after the commit is logged: the task is in, and the
 * breach sweep at start and the next dispatch of waiting tasks pick it up.
 */
export async function afterTakenIn(app: FastifyInstance, taken: { id: number; dueAt: Date }[]): Promise<void> {
  if (taken.length === 0) return;
  await sendLogged(app, 'task.dispatch', { taskIds: taken.map((task) => task.id) } satisfies DispatchJob);
  await sendBreachJobs(app, taken);
}

/** The breach checks of tasks at their due times, one job per due time. */
async function sendBreachJobs(app: FastifyInstance, taken: { id: number; dueAt: Date }[]): Promise<void> {
  const byDue = new Map<number, number[]>();
  for (const { id, dueAt } of taken) {
    const ids = byDue.get(dueAt.getTime());
    if (ids) ids.push(id);
    else byDue.set(dueAt.getTime(), [id]);
  }
  for (const [due, ids] of byDue)
    await sendLogged(app, 'task.breach', (ids.length === 1 ? { id: ids[0] } : { ids }) satisfies BreachJob, { startAfter: new Date(due) });
}

/** Asks the engine to dispatch: these tasks, or (none given) every waiting task, e.g. after capacity was freed. */
export const sendDispatch = (app: FastifyInstance, taskIds?: number[]) =>
  sendLogged(app, 'task.dispatch', (taskIds ? { taskIds } : {}) satisfies DispatchJob);

async function sendLogged(app: FastifyInstance, name: string, data: object, options?: { startAfter: Date }): Promise<void> {
  try {
    await app.queue.send(name, data, options);
  } catch (error) {
    app.log.error({ err: error, job: { name } }, 'a task job could not be sent');
  }
}

/**
 * Tells the breach of due times: marks the tasks (those given, or every one past due and not told
 * yet) in one statement that only an untold breach passes, and messages the assignee and the
 * owner of the task's rule. Safe to run twice: the second run finds nothing to tell.
 */
export async function tellBreaches(app: FastifyInstance, ids: number[] | null): Promise<{ told: number; waiting?: number }> {
  if (ids?.length === 0) return { told: 0 };
  const now = app.clock();
  const recipients = await app.db.transaction(async (tx) => {
    const marked = await markBreaches(tx, ids, now);
    const messages: TaskMessage[] = [];
    for (const task of marked) {
      const params = { title: task.title, due: shownTime(task.dueAt) };
      if (task.assigneeId !== null) messages.push(taskMessage('breached', { userId: task.assigneeId, link: taskMyLink(task.id) }, task.taskNo, params, now));
      if (task.ruleOwnerId !== null && task.ruleOwnerId !== task.assigneeId)
        messages.push(taskMessage('breached', { userId: task.ruleOwnerId, link: taskManageLink(task.id) }, task.taskNo, params, now));
    }
    return { told: marked.length, userIds: await sendTaskMessages(tx, messages, null) };
  });
  await pushTaskMessages(app, recipients.userIds);
  if (ids && recipients.told < ids.length) {
    // Run before the due time by this server's clock (its clock and the database's differ): again at that time.
    const early = await notYetDue(app.db, ids, now);
    await sendBreachJobs(app, early);
    if (early.length > 0) return { told: recipients.told, waiting: early.length };
  }
  return { told: recipients.told };
}

export async function registerTaskJobs(app: FastifyInstance): Promise<void> {
  await app.queue.register<BreachJob>(
    'task.breach',
    async ({ data }) => tellBreaches(app, data.ids ?? (data.id === undefined ? [] : [data.id])),
    { retryLimit: 5 },
  );
  // At start: breaches whose job was lost between a commit and its sending.
  await app.queue.register('task.breachSweep', async () => tellBreaches(app, null), { policy: 'short' });
  app.addHook('onReady', async () => {
    await app.queue.send('task.breachSweep', {}, { singletonKey: 'sweep' });
  });
}
