#!/usr/bin/env node
/**
 * Dictionary reads on the embedded database and on PostgreSQL side by side: the real server over
 * HTTP, a closed loop of BENCH_CONCURRENCY (8) requests for BENCH_SECONDS (6) per scenario:
 * - `GET /api/dict/taskStatus`: what every form and table asks, answered from the server's cache;
 * - `GET /api/dictTypes/taskStatus/items`: the same items read from the tables each time (the
 *   repository's read, behind the same session and rights checks), for comparison.
 * Exits 1 on an unexpected answer, never on timing.
 */
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, printTable, runScenarios, signIn, startServer } from './lib/load.mjs';

async function benchDatabase(label, env) {
  const stop = await startServer({ ...env, LOG_LEVEL: 'silent' });
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const scenarios = [
      { name: 'GET /api/dict/taskStatus (cache)', next: () => ({ url: '/api/dict/taskStatus', cookie: admin }), expected: [200] },
      { name: 'GET /api/dictTypes/taskStatus/items (tables)', next: () => ({ url: '/api/dictTypes/taskStatus/items', cookie: admin }), expected: [200] },
    ];
    return { results: await runScenarios(label, scenarios) };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);
printTable(runs, [
  [
    'p99 cache / tables',
    (run) => {
      const [cached, tables] = run.results;
      return `${(cached.p99 / tables.p99).toFixed(2)}x`;
    },
  ],
]);
