import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { queueSql } from './sql';

/*
 * Background work: one pg-boss queue per server process, in the database itself (its own
 * `pgboss` schema, which pg-boss creates and upgrades at start under our start-up lock), on
 * PostgreSQL and on the embedded database alike. A job is a row: it survives a restart or a
 * kill -9; several processes on one PostgreSQL take each job once (FOR UPDATE SKIP LOCKED); a
 * failing job is retried with growing delays and then stays `failed` with its error.
 *
 * An area registers the handler of each job name while it loads and sends jobs from its routes:
 *   app.queue.register('notice.publish', async ({ data }) => publish(app.db, data.id), { retryLimit: 5 });
 *   await app.queue.send('notice.publish', { id }, { startAfter: notice.publishAt });
 * The queue starts when the app is ready and stops when it closes.
 */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

/** Does one job; what it returns is kept as the job's output, what it throws fails the attempt. */
export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

/** Settings of a job name, kept with its queue and applied to the jobs sent after. */
export interface HandlerOptions {
  /** Attempts after the first failed one (3). */
  retryLimit?: number;
  /** Seconds before a retry (5); with retryBackoff, the n-th retry waits 2^(n-1) times that, plus up to as much at random. */
  retryDelay?: number;
  /** (true) */
  retryBackoff?: boolean;
  /** Longest attempt in seconds (900); a longer one, or one whose server process died, fails and is retried. */
  expireInSeconds?: number;
  /**
   * 'standard' (default); 'short': one waiting job per singletonKey; 'singleton': one running job
   * per key; 'stately': one of each. A send that would break the rule is dropped (answers null).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface SendOptions {
  /** Not before this time, or so many seconds from now (by the database's clock). */
  startAfter?: Date | number;
  /** Groups jobs for the handler's policy. */
  singletonKey?: string;
}

/** A job as the queue keeps it: waiting, running, done, or failed with the error as output. */
export interface JobRecord<T = unknown> extends Job<T> {
  state: JobState;
  /** Attempts after the first one so far. */
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  /** When it may run (next). */
  startAfter: Date;
  /** When its last attempt started. */
  startedOn: Date | null;
  completedOn: Date | null;
  /** The handler's result, or the error ({ name, message, stack }) of the last failed attempt. */
  output: unknown;
}

export interface Queue {
  /** Sets the handler of a job name; registered before the app is ready, it starts with the queue. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: HandlerOptions): Promise<void>;
  /** Stores a job (its id), or answers null when the policy of its name drops it. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** A job of a name by id, finished ones included until they are deleted (after 7 days). */
  job<T = unknown>(name: string, id: string): Promise<JobRecord<T> | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

/*
 * pg-boss writes a job's completion or failure without awaiting it (its worker calls
 * `complete`/`fail` and moves on), so when the database is unreachable at that moment the write's
 * rejection is unhandled, and an unhandled rejection ends a Node process. Here it is reported as a
 * queue error instead: the job stays active and is retried after its expiry, the server lives on.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the class pg-boss's workers call, not exported by its types
const Manager = require('pg-boss/src/manager.js') as { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> };
for (const method of ['complete', 'fail']) {
  const write = Manager.prototype[method];
  if (typeof write !== 'function') throw new Error(`pg-boss has no Manager.${method}: check the queue against this pg-boss version`);
  const caught = function (this: { emit(event: string, error: unknown): void }, ...args: unknown[]) {
    const written = write.apply(this, args);
    written.catch((error: unknown) => this.emit('error', error));
    return written;
  };
  // pg-boss offers its manager's functions on the queue object by their names.
  Object.defineProperty(caught, 'name', { value: method });
  Manager.prototype[method] = caught;
}

/** Retries of every job unless its name says otherwise: 3, after about 5-10 s, 10-20 s and 20-40 s. */
const RETRY_DEFAULTS = { retryLimit: 3, retryDelay: 5, retryBackoff: true };

/** How long closing waits for running handlers; those still running then are failed, to be retried. */
const STOP_TIMEOUT_MS = 10_000;

interface Registration {
  handler: JobHandler<object>;
  options: HandlerOptions;
}

/** Promises still under way (queries, handlers), so that the queue stops only after they settle. */
function underWay() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      pending.add(promise);
      const forget = () => pending.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    /** Waits until nothing is under way (what settles may start more), or until the deadline. */
    async settled(timeoutMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'late')));
      try {
        while (pending.size > 0) {
          if ((await Promise.race([Promise.allSettled(pending), deadline])) === 'late') return;
          // A settled handler's completion is written a few ticks later.
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function recordOf<T>(job: PgBoss.JobWithMetadata<T>): JobRecord<T> {
  const { id, name, data, state, retryCount, retryLimit, createdOn, startAfter, startedOn, completedOn, output } = job;
  return { id, name, data, state, retryCount, retryLimit, createdOn, startAfter, startedOn: startedOn ?? null, completedOn, output: output ?? null };
}

/** The queue of one server process on `db`; start() when the areas have registered, stop() before the database closes. */
export function jobQueue(db: Database, log: FastifyBaseLogger, pollSeconds: number) {
  const work = underWay();
  const sql = queueSql(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => work.track(sql.executeSql(text, values)) },
    // Recurring schedules are not used; they would add a worker and a clock check of their own.
    schedule: false,
    ...RETRY_DEFAULTS,
  });
  // Upkeep and polling errors (a lost connection) are logged; the queue carries on.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const registrations = new Map<string, Registration>();
  /** Per job name, the queue's creation in the database (once per process). */
  const queues = new Map<string, Promise<void>>();
  /** Per job name with a handler here, its worker. */
  const workers = new Map<string, string>();
  let state: 'idle' | 'running' | 'stopped' = 'idle';

  /** Creates the queue of a job name once per process; a handler here sets its settings. */
  function declared(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      const options = registrations.get(name)?.options;
      const settings = () => ({ name, ...options });
      // createQueue leaves an existing queue as it was: the settings of the handler's code are then written over it.
      created = sql.exclusively(async () => {
        await boss.createQueue(name, settings());
        if (options) await boss.updateQueue(name, settings());
      });
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  /** Looks for due jobs of `name` now rather than at the next poll. */
  function wake(name: string): void {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  async function attempt(name: string, { handler }: Registration, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    try {
      return await handler({ id: job.id, name, data: job.data });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn']({ err: error, job: { name, id: job.id, retryCount: job.retryCount } }, last ? 'job failed' : 'job failed; it will be retried');
      throw error;
    } finally {
      // More may be waiting: the worker looks again at once instead of after the polling interval.
      wake(name);
    }
  }

  async function startWorker(name: string, registration: Registration): Promise<void> {
    await declared(name);
    const options = { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true as const };
    workers.set(name, await boss.work<object>(name, options, ([job]) => work.track(attempt(name, registration, job))));
  }

  /**
   * Jobs still marked running when the only process starts were cut off by its death (kill -9,
   * power loss): each attempt is failed now and retried after its delay, or ends failed with its
   * last retry, instead of waiting out its expiry (15 min by default).
   */
  async function failOrphans(): Promise<void> {
    const { rows } = await sql.executeSql("SELECT name, id FROM pgboss.job WHERE state = 'active'");
    const byName = new Map<string, string[]>();
    for (const { name, id } of rows as { name: string; id: string }[]) byName.set(name, [...(byName.get(name) ?? []), id]);
    for (const [name, ids] of byName) {
      log.warn({ job: { name, ids } }, 'jobs cut off by the end of the last server process will be retried');
      for (const id of ids) await boss.fail(name, id, { message: 'The server process running it ended' });
    }
  }

  const queue: Queue = {
    async register(name, handler, options = {}) {
      if (registrations.has(name)) throw new Error(`Job "${name}" already has a handler`);
      const registration = { handler: handler as JobHandler<object>, options };
      registrations.set(name, registration);
      if (state === 'running') await startWorker(name, registration);
    },
    async send(name, data, { startAfter, singletonKey } = {}) {
      if (state === 'idle') throw new Error('The job queue starts when the app is ready');
      await declared(name);
      const id = await boss.send(name, data, { startAfter, singletonKey });
      if (id) wake(name);
      return id;
    },
    async job<T>(name: string, id: string) {
      const job = await boss.getJobById<T>(name, id, { includeArchive: true });
      return job ? recordOf(job as PgBoss.JobWithMetadata<T>) : null;
    },
  };

  return {
    queue,
    async start(): Promise<void> {
      await sql.exclusively(() => boss.start());
      if (sql.soleProcess) await failOrphans();
      state = 'running';
      for (const [name, registration] of registrations) await startWorker(name, registration);
    },
    /** Stops taking jobs and waits for running ones; sending still works until the database closes. */
    async stop(): Promise<void> {
      if (state !== 'running') return;
      state = 'stopped';
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
      // pg-boss does not wait for a poll already on its way (whose job then still runs) or for the
      // completion of the last job; both use the database, which closes next.
      await work.settled(STOP_TIMEOUT_MS);
    },
  };
}

/** `app.queue`: started when the app is ready, stopped first when it closes (before the database). */
export default fp(
  async (app: FastifyInstance) => {
    const { queue, start, stop } = jobQueue(app.db, app.log, app.config.queuePollSeconds);
    app.decorate('queue', queue);
    app.addHook('onReady', start);
    // preClose runs before every onClose hook, among them the one that closes the database.
    app.addHook('preClose', stop);
  },
  { name: 'queue' },
);
