#!/usr/bin/env node
/**
 * User administration under load, on the embedded database and on PostgreSQL side by side:
 * 100,000 users in 2,000 organisations (scripts/seed-large.ts, sizes from SEED_USERS and
 * SEED_ORGS), the real server over HTTP, and a closed-loop load of BENCH_CONCURRENCY (8)
 * requests at a time for BENCH_SECONDS (6) per scenario after a one-second warm-up.
 * Scenarios: the paged user list as admin with a keyword, an organisation and a random page;
 * the first page as admin and as the two scoped viewers; the read by id as the "own
 * organisation and below" viewer (mostly 404 outside the scope) and as admin.
 * The databases: a fresh embedded one, then PostgreSQL when it answers (lib/databases.mjs).
 * Exits 1 on an unexpected answer, never on timing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onBothDatabases } from './lib/databases.mjs';

/** The repository root: the seed script and the server are started from there. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PORT = Number(process.env.BENCH_PORT ?? 8133);
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_SECONDS = 1;
const ADMIN_PASSWORD = 'Bench-Pass-1';
/** The password scripts/seed-large.ts gives its viewer accounts. */
const VIEWER_PASSWORD = 'Bench-Pass-1';
/** Prefixes of generated names, accounts and job numbers (scripts/seed-large.ts); each matches thousands. */
const KEYWORDS = ['王', '李', '张', '陈', 'wang', 'li', 'zhang', 'chen', 'E00', 'E05'];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/** Runs the seed script against one database; its output is shown indented. */
function runSeed(env, label) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, ADMIN_PASSWORD, SEED_PASSWORD: VIEWER_PASSWORD },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      for (const line of output.trim().split('\n')) console.log(`  [${label} seed] ${line}`);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`seed on ${label} exited with ${code}`));
    });
  });
}

async function startServer(env) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', ADMIN_PASSWORD, LOGIN_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  let running = true;
  exited.then(() => {
    running = false;
  });
  const stop = async () => {
    if (running) server.kill('SIGINT');
    await exited;
  };
  for (let i = 0; i < 600 && running; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/docs/json`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not start');
}

/** The session cookie of a signed-in account. */
async function signIn(account, password) {
  const res = await fetch(`${BASE}/api/oauth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device: 'web', account, password, validateCode: '' }),
  });
  const body = await res.json();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fssc_session='));
  if (body.data?.loginFlag !== 0 || !cookie) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return cookie.split(';')[0];
}

async function getJson(url, cookie) {
  const res = await fetch(`${BASE}${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/**
 * Closed loop: CONCURRENCY workers, each sending its next request when the last is answered.
 * Latencies and statuses are kept only after the warm-up.
 */
async function measure(nextRequest, expected) {
  const latencies = [];
  const statuses = {};
  const errors = [];
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  let measureStart = 0;
  const end = warmEnd + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const { url, cookie } = nextRequest();
      const started = performance.now();
      const res = await fetch(`${BASE}${url}`, { headers: { cookie } });
      const body = await res.text();
      const finished = performance.now();
      if (started < warmEnd) continue;
      measureStart ||= started;
      latencies.push(finished - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (!expected.includes(res.status) && errors.length < 3) errors.push(`${res.status} ${url}: ${body.slice(0, 300)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - Math.max(measureStart, started)) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: latencies.length / elapsed,
    count: latencies.length,
    statuses,
    errors,
  };
}

/** Seeds one database, starts the server on it and runs every scenario. */
async function benchDatabase(label, env) {
  const seedSeconds = await runSeed(env, label);
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const below = await signIn('bench.below', VIEWER_PASSWORD);
    const own = await signIn('bench.own', VIEWER_PASSWORD);
    const [root] = await getJson('/api/orgs', admin);
    const regions = root.children.filter((org) => /^R\d+$/.test(org.orgNo)).map((org) => org.id);
    // Ids are handed out without gaps by a fresh seed: 1..total all exist.
    const { total } = await getJson('/api/users?current=1&pageSize=1', admin);
    const visible = {
      below: (await getJson('/api/users?current=1&pageSize=1', below)).total,
      own: (await getJson('/api/users?current=1&pageSize=1', own)).total,
    };
    const scenarios = [
      {
        name: 'list, admin, keyword + region, page 1..50',
        next: () => ({
          url: `/api/users?current=${randomInt(1, 50)}&pageSize=20&keyword=${encodeURIComponent(pick(KEYWORDS))}&orgId=${pick(regions)}`,
          cookie: admin,
        }),
        expected: [200],
      },
      { name: 'list, admin, no filter, page 1', next: () => ({ url: '/api/users?current=1&pageSize=20', cookie: admin }), expected: [200] },
      {
        name: `list, own org and below (${visible.below} users)`,
        next: () => ({ url: '/api/users?current=1&pageSize=20', cookie: below }),
        expected: [200],
      },
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
    ];
    const results = [];
    for (const scenario of scenarios) {
      const result = await measure(scenario.next, scenario.expected);
      results.push({ name: scenario.name, ...result });
      const counts = Object.entries(result.statuses).map(([status, n]) => `${n}x${status}`).join(' ');
      console.log(`  [${label}] ${scenario.name}: ${result.count} requests (${counts}), p50 ${result.p50.toFixed(1)} ms`);
      for (const error of result.errors) console.log(`  [${label}] UNEXPECTED ${error}`);
    }
    return { seedSeconds, total, results };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);

const labels = Object.keys(runs).filter((label) => runs[label]);
const cell = (text, width) => String(text).padStart(width);
const name = (text) => text.padEnd(46);
console.log('');
console.log(name('scenario') + labels.map((label) => cell(`${label} p50 ms`, 18) + cell('p99 ms', 9) + cell('req/s', 8)).join(''));
for (const [i, { name: scenario }] of runs.PGlite.results.entries()) {
  const row = labels.map((label) => {
    const r = runs[label].results[i];
    return cell(r.p50.toFixed(1), 18) + cell(r.p99.toFixed(1), 9) + cell(r.rps.toFixed(0), 8);
  });
  console.log(name(scenario) + row.join(''));
}
console.log(name('seed, wall clock incl. migrations (s)') + labels.map((label) => cell(runs[label].seedSeconds.toFixed(1), 35)).join(''));
for (const label of labels) {
  const byId = runs[label].results.find((r) => r.name.startsWith('by id, own org and below'));
  console.log(
    `${label}: ${runs[label].total} users; by id as own org and below: ${byId.statuses[200] ?? 0} x 200, ${byId.statuses[404] ?? 0} x 404`,
  );
}
console.log(`concurrency ${CONCURRENCY}, ${SECONDS} s per scenario after ${WARMUP_SECONDS} s warm-up`);
if (labels.some((label) => runs[label].results.some((r) => r.errors.length > 0))) {
  console.log('unexpected answers: see UNEXPECTED lines above');
  process.exitCode = 1;
}
