/**
 * The job queue (server/queue) on the lane's database: a job runs once with its data, waits for
 * its time, is retried with growing delays and then stays failed with its error, survives a
 * restart, and on PostgreSQL runs once across two server processes.
 */
import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { startDatabase } from '../../server/db/start';
import type { Job } from '../../server/queue';
import { APP_START_MS, createTestApp, jobWhen, migratedDataDir, onFreshPostgresDatabase, testConfig, type TestApp } from './helpers';

/** pg-boss's shortest polling: a job that waited for its time or its retry is taken within half a second. */
const QUICK_POLL = { queuePollSeconds: 0.5 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: QUICK_POLL });
}, APP_START_MS);
afterAll(() => t?.close());

/** A handler that records the jobs it is given and answers with `outcome`; `called(n)` resolves at its n-th call. */
function recorder(outcome: (job: Job<object>) => unknown = () => ({ done: true })) {
  const jobs: Job<object>[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  return {
    jobs,
    async handler(job: Job<object>) {
      jobs.push(job);
      for (const wait of waiting) if (jobs.length >= wait.count) wait.resolve();
      return outcome(job);
    },
    called: (count: number) => new Promise<void>((resolve) => (jobs.length >= count ? resolve() : waiting.push({ count, resolve }))),
  };
}

const ms = (date: Date | null) => date!.getTime();

test('a job runs its handler once with its data, and its result is kept', async () => {
  const { jobs, handler, called } = recorder(() => ({ sent: 3 }));
  await t.app.queue.register('test.once', handler);
  const id = (await t.app.queue.send('test.once', { reportId: 7 }))!;
  await called(1);
  const job = await jobWhen(t.app, 'test.once', id, ({ state }) => state === 'completed');
  expect(job).toMatchObject({ data: { reportId: 7 }, retryCount: 0, output: { sent: 3 } });
  expect(jobs).toEqual([{ id, name: 'test.once', data: { reportId: 7 } }]);
});

test('a job sent for later starts no earlier than its time, by the database clock', async () => {
  const { jobs, handler, called } = recorder();
  await t.app.queue.register('test.later', handler);
  const id = (await t.app.queue.send('test.later', { noticeId: 1 }, { startAfter: 1 }))!;
  expect((await t.app.queue.job('test.later', id))?.state).toBe('created');
  await called(1);
  const job = await jobWhen(t.app, 'test.later', id, ({ state }) => state === 'completed');
  expect(ms(job.startAfter) - ms(job.createdOn)).toBe(1000);
  expect(ms(job.startedOn)).toBeGreaterThanOrEqual(ms(job.startAfter));
  expect(jobs).toHaveLength(1);
});

test('a failing job is retried after growing delays up to its retry limit, then stays failed with its error', async () => {
  const { jobs, handler, called } = recorder(() => {
    throw new Error('mail server unreachable');
  });
  await t.app.queue.register('test.failing', handler, { retryLimit: 2, retryDelay: 1, retryBackoff: true });
  const id = (await t.app.queue.send('test.failing', { to: 'a@example.com' }))!;

  // The first retry waits 1-2 s after the first attempt, and the second attempt keeps to it.
  const first = await jobWhen(t.app, 'test.failing', id, ({ state }) => state === 'retry');
  expect(ms(first.startAfter) - ms(first.startedOn)).toBeGreaterThanOrEqual(1000);
  await called(2);
  // The second retry waits twice as long (2-4 s)...
  const second = await jobWhen(t.app, 'test.failing', id, ({ state, retryCount }) => state === 'retry' && retryCount === 1);
  expect(ms(second.startedOn)).toBeGreaterThanOrEqual(ms(first.startAfter));
  expect(ms(second.startAfter) - ms(second.startedOn)).toBeGreaterThanOrEqual(2000);
  // ...which the test does not sit through: the retry is moved to now.
  await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}`);

  await called(3);
  const failed = await jobWhen(t.app, 'test.failing', id, ({ state }) => state === 'failed');
  expect(failed).toMatchObject({ retryCount: 2, retryLimit: 2, output: { name: 'Error', message: 'mail server unreachable' } });
  expect(jobs).toHaveLength(3);
});

/** The server as server/index.ts starts it; `loadAreas` runs before it is ready, where the areas register their handlers. */
async function startServer(config: Config, loadAreas: (app: FastifyInstance) => Promise<void> = async () => undefined) {
  const { database } = await startDatabase(config);
  const app = await buildApp({ db: database.db, config });
  app.addHook('onClose', () => database.close());
  await loadAreas(app);
  await app.ready();
  return app;
}

/**
 * A restart case starts a server twice on a database on disk (10-12 s on an idle two-core
 * machine; beside the suites that start servers of their own, up to three times that): each
 * start has the time of one.
 */
const TWO_STARTS_MS = 2 * APP_START_MS;

/** Runs `work` with the configuration of a new database kept on disk (embedded, migrated) or on the PostgreSQL server of DATABASE_URL. */
async function onNewDatabase(work: (config: Config) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) {
    await onFreshPostgresDatabase((databaseUrl) => work(testConfig({ ...QUICK_POLL, databaseUrl })));
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-queue-'));
  try {
    await migratedDataDir(dataDir);
    await work(testConfig({ ...QUICK_POLL, dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test(
  'a job sent before a restart, with no handler to take it then, runs once after it',
  () =>
    onNewDatabase(async (config) => {
      const before = await startServer(config);
      const id = (await before.queue.send('test.restart', { exportId: 12 }))!;
      await before.close();

      const { jobs, handler, called } = recorder();
      const after = await startServer(config, (app) => app.queue.register('test.restart', handler));
      try {
        await called(1);
        await jobWhen(after, 'test.restart', id, ({ state }) => state === 'completed');
        expect(jobs).toEqual([{ id, name: 'test.restart', data: { exportId: 12 } }]);
      } finally {
        await after.close();
      }
    }),
  TWO_STARTS_MS,
);

// Several server processes share a database only on PostgreSQL; the embedded database belongs to
// one process, so this case runs in the PostgreSQL lane (DATABASE_URL set) and is skipped without it.
const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(
  'two servers started at once on one PostgreSQL database run each of 20 jobs exactly once',
  () =>
    onNewDatabase(async (config) => {
      const ran: string[] = [];
      const register = (app: FastifyInstance) => app.queue.register('test.shared', async ({ id }) => void ran.push(id));
      const servers = await Promise.all([1, 2].map(() => startServer(config, register)));
      try {
        const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => servers[n % 2].queue.send('test.shared', { n })));
        for (const id of ids) await jobWhen(servers[0], 'test.shared', id!, ({ state }) => state === 'completed');
        expect([...ran].sort()).toEqual([...ids].sort());
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    }),
  TWO_STARTS_MS,
);

// One process owns the embedded database: a job it finds running at start was cut off by a
// process that died. On PostgreSQL another live process may be running it, so there the job
// waits for its expiry (the case does not apply).
const onEmbedded = process.env.DATABASE_URL ? test.skip : test;

onEmbedded(
  'a job left running by a process that died is retried at the next start, without waiting for its expiry',
  () =>
    onNewDatabase(async (config) => {
      const before = await startServer(config);
      const id = (await before.queue.send('test.orphan', { exportId: 31 }))!;
      // What a kill -9 in the middle of the handler leaves behind (its retry due at once, so the test does not wait 5 s for it).
      await before.db.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now(), retry_delay = 0, retry_backoff = false WHERE id = ${id}`);
      await before.close();

      const { jobs, handler, called } = recorder();
      const after = await startServer(config, (app) => app.queue.register('test.orphan', handler));
      try {
        await called(1);
        const job = await jobWhen(after, 'test.orphan', id, ({ state }) => state === 'completed');
        expect(job).toMatchObject({ retryCount: 1, data: { exportId: 31 } });
        expect(jobs).toEqual([{ id, name: 'test.orphan', data: { exportId: 31 } }]);
      } finally {
        await after.close();
      }
    }),
  TWO_STARTS_MS,
);
