#!/usr/bin/env node
/**
 * What every signed-in shell asks about notices, at scale, on the embedded database and on
 * PostgreSQL side by side: 100,000 users (scripts/seed-large.ts) and 10,000 notices with mixed
 * targets and states (scripts/seed-notices.ts, SEED_NOTICES), the real server over HTTP, for
 * BENCH_SECONDS (6) per scenario. Scenarios, each as BENCH_READERS (40) generated users picked
 * across the organisation tree: the unread total of the header badge, and the popup's current
 * notice, first one request at a time (each request's own time: the goal, issue "notices": p99
 * ≤ 10 ms on PostgreSQL), then as a closed loop of BENCH_CONCURRENCY (8) in flight (the two
 * cores shared by eight). Exits 1 on an unexpected answer, never on timing.
 */
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, SEED_PASSWORD, getJson, pick, printTable, randomInt, runScenarios, runSeed, signIn, startServer } from './lib/load.mjs';

const READERS = Number(process.env.BENCH_READERS ?? 40);

async function benchDatabase(label, env) {
  const seedSeconds = (await runSeed('scripts/seed-large.ts', env, label)) + (await runSeed('scripts/seed-notices.ts', env, label));
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const { total } = await getJson('/api/users?current=1&pageSize=1', admin);
    const accounts = new Set();
    while (accounts.size < READERS) {
      const { list } = await getJson(`/api/users?current=${randomInt(1, Math.ceil(total / 20))}&pageSize=20`, admin);
      const generated = list.filter((user) => /^E\d{6}$/.test(user.jobNo ?? ''));
      if (generated.length) accounts.add(pick(generated).account);
    }
    const readers = [];
    for (const account of accounts) readers.push(await signIn(account, SEED_PASSWORD));
    const totals = await Promise.all(readers.map((cookie) => getJson('/api/notice/totalNumber', cookie)));
    const unreadTotal = () => ({ url: '/api/notice/totalNumber', cookie: pick(readers) });
    const currentNotice = () => ({ url: '/api/notice/current', cookie: pick(readers) });
    const results = await runScenarios(label, [
      { name: 'unread total (header badge), one at a time', next: unreadTotal, expected: [200], concurrency: 1 },
      { name: 'current notice (popup), one at a time', next: currentNotice, expected: [200], concurrency: 1 },
      { name: 'unread total (header badge)', next: unreadTotal, expected: [200] },
      { name: 'current notice (popup)', next: currentNotice, expected: [200] },
    ]);
    return { seedSeconds, results, unread: totals.reduce((a, b) => a + b, 0) / totals.length };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);
printTable(runs, [
  ['seed, wall clock incl. migrations (s)', (run) => run.seedSeconds.toFixed(1)],
  ['unread per reader (mean)', (run) => run.unread.toFixed(1)],
]);
console.log(`${READERS} readers; goal: p99 ≤ 10 ms on PostgreSQL, one at a time`);
