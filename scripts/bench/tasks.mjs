#!/usr/bin/env node
/**
 * The task lists under load, on the embedded database and on PostgreSQL side by side: the
 * dispatch bench's data (dispatchRun.ts: BENCH_TASKS (100,000) tasks dispatched among
 * BENCH_STAFF (1,000) staff under BENCH_RULES (50) rules), then the real server over HTTP and a
 * closed-loop load of BENCH_CONCURRENCY (8) requests at a time for BENCH_SECONDS (6) per
 * scenario: the dispatchers' list (`/taskManage`: first page, and filtered by state and type on
 * a random page) and a clerk's own list (`/taskMy`). Goal: p99 of each at most 100 ms embedded,
 * 50 ms on PostgreSQL. Exits 1 on an unexpected answer, never on timing.
 */
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, SEED_PASSWORD, getJson, pick, printTable, randomInt, runScenarios, runSeed, signIn, startServer } from './lib/load.mjs';

const STATES = ['assigned', 'queued', 'inProgress'];

async function benchDatabase(label, env) {
  const seedSeconds = await runSeed('scripts/bench/dispatchRun.ts', { ...env, LOG_LEVEL: 'silent' }, label);
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const clerk = await signIn('dspb1', SEED_PASSWORD);
    const types = (await getJson('/api/taskTypes', admin)).map((type) => type.id);
    const { total, totalCapped } = await getJson('/api/tasks?current=1&pageSize=1', admin);
    const mine = (await getJson('/api/tasks/my?current=1&pageSize=1', clerk)).total;
    const scenarios = [
      { name: `/taskManage, first page (${totalCapped ? 'over ' : ''}${total} tasks)`, next: () => ({ url: '/api/tasks?current=1&pageSize=20', cookie: admin }), expected: [200] },
      {
        name: '/taskManage, state + type, page 1..20',
        next: () => ({ url: `/api/tasks?current=${randomInt(1, 20)}&pageSize=20&status=${pick(STATES)}&typeId=${pick(types)}`, cookie: admin }),
        expected: [200],
      },
      { name: `/taskMy, first page (${mine} tasks)`, next: () => ({ url: '/api/tasks/my?current=1&pageSize=20', cookie: clerk }), expected: [200] },
      {
        name: '/taskMy, assigned, keyword',
        next: () => ({ url: `/api/tasks/my?current=1&pageSize=20&status=assigned&keyword=${encodeURIComponent('Bench task 1')}`, cookie: clerk }),
        expected: [200],
      },
    ];
    return { seedSeconds, results: await runScenarios(label, scenarios) };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);
printTable(runs, [['seed + dispatch, wall clock (s)', (run) => run.seedSeconds.toFixed(1)]]);
console.log('goal: p99 <= 100 ms embedded, <= 50 ms on PostgreSQL');
