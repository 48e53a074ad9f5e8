#!/usr/bin/env node
/**
 * User administration under load, on the embedded database and on PostgreSQL side by side:
 * 100,000 users in 2,000 organisations (scripts/seed-large.ts, sizes from SEED_USERS and
 * SEED_ORGS), the real server over HTTP, and a closed-loop load of BENCH_CONCURRENCY (8)
 * requests at a time for BENCH_SECONDS (6) per scenario after a one-second warm-up.
 * Scenarios: the paged user list as admin with a keyword, an organisation and a random page;
 * the first page as admin and as the two scoped viewers; the read by id as the "own
 * organisation and below" viewer (mostly 404 outside the scope) and as admin; then the keyword
 * list and the "own organisation and below" list again with 50 requests in flight.
 * The databases: a fresh embedded one, then PostgreSQL when it answers (lib/databases.mjs).
 * Exits 1 on an unexpected answer, never on timing.
 */
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, SEED_PASSWORD, getJson, pick, printTable, randomInt, runScenarios, runSeed, signIn, startServer } from './lib/load.mjs';

/** Prefixes of generated names, accounts and job numbers (scripts/seed-large.ts); each matches thousands. */
const KEYWORDS = ['王', '李', '张', '陈', 'wang', 'li', 'zhang', 'chen', 'E00', 'E05'];

/** Seeds one database, starts the server on it and runs every scenario. */
async function benchDatabase(label, env) {
  const seedSeconds = await runSeed('scripts/seed-large.ts', env, label);
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const below = await signIn('bench.below', SEED_PASSWORD);
    const own = await signIn('bench.own', SEED_PASSWORD);
    const [root] = await getJson('/api/orgs', admin);
    const regions = root.children.filter((org) => /^R\d+$/.test(org.orgNo)).map((org) => org.id);
    // A fresh seed hands ids out in order without gaps: the newest user (first in the default
    // order) has the highest id and 1..total all exist. (The list's own total stops at 10,000.)
    const {
      list: [newest],
    } = await getJson('/api/users?current=1&pageSize=1', admin);
    const total = newest.id;
    const visible = {
      below: (await getJson('/api/users?current=1&pageSize=1', below)).total,
      own: (await getJson('/api/users?current=1&pageSize=1', own)).total,
    };
    const keywordList = {
      name: 'list, admin, keyword + region, page 1..50',
      next: () => ({
        url: `/api/users?current=${randomInt(1, 50)}&pageSize=20&keyword=${encodeURIComponent(pick(KEYWORDS))}&orgId=${pick(regions)}`,
        cookie: admin,
      }),
      expected: [200],
    };
    const belowList = {
      name: `list, own org and below (${visible.below} users)`,
      next: () => ({ url: '/api/users?current=1&pageSize=20', cookie: below }),
      expected: [200],
    };
    const scenarios = [
      keywordList,
      { name: 'list, admin, no filter, page 1', next: () => ({ url: '/api/users?current=1&pageSize=20', cookie: admin }), expected: [200] },
      belowList,
      {
        name: `list, own org (${visible.own} users)`,
        next: () => ({ url: '/api/users?current=1&pageSize=20', cookie: own }),
        expected: [200],
      },
      {
        name: 'by id, own org and below (200/404)',
        next: () => ({ url: `/api/users/${randomInt(1, total)}`, cookie: below }),
        expected: [200, 404],
      },
      { name: 'by id, admin', next: () => ({ url: `/api/users/${randomInt(1, total)}`, cookie: admin }), expected: [200] },
      ...[keywordList, belowList].map((scenario) => ({ ...scenario, name: `${scenario.name}, 50 in flight`, concurrency: 50 })),
    ];
    const results = await runScenarios(label, scenarios);
    return { seedSeconds, total, results };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);

const labels = printTable(runs, [['seed, wall clock incl. migrations (s)', (run) => run.seedSeconds.toFixed(1)]]);
for (const label of labels) {
  const byId = runs[label].results.find((r) => r.name.startsWith('by id, own org and below'));
  console.log(
    `${label}: ${runs[label].total} users; by id as own org and below: ${byId.statuses[200] ?? 0} x 200, ${byId.statuses[404] ?? 0} x 404`,
  );
}
