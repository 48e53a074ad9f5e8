/**
 * Load benchmarks over HTTP against the real server on a seeded database: seed scripts, the
 * server on the caller's database, sign-in, and a closed-loop measurement. Used by users.mjs and
 * notices.mjs (each on both databases through databases.mjs).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN_PASSWORD, ROOT, startServer as startServerOn } from './server.mjs';

export const PORT = Number(process.env.BENCH_PORT ?? 8133);
export const BASE = `http://127.0.0.1:${PORT}`;
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
export const WARMUP_SECONDS = 1;
export { ADMIN_PASSWORD };
/** The password scripts/seed-large.ts gives its viewer accounts and every generated user. */
export const SEED_PASSWORD = 'Bench-Pass-1';

export const pick = (items) => items[Math.floor(Math.random() * items.length)];
export const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/** Runs a seed script (e.g. scripts/seed-large.ts) against one database; its output is shown indented. Answers its wall-clock seconds. */
export function runSeed(script, env, label) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, ...env, ADMIN_PASSWORD, SEED_PASSWORD },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      for (const line of output.trim().split('\n')) console.log(`  [${label} ${path.basename(script, '.ts')}] ${line}`);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${script} on ${label} exited with ${code}`));
    });
  });
}

/** Starts the server on the database of `env` (DATA_DIR or DATABASE_URL); resolves to its stop(). */
export async function startServer(env) {
  const { stop } = await startServerOn(PORT, env);
  return stop;
}

/** The session cookie of a signed-in account. */
export async function signIn(account, password) {
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

export async function getJson(url, cookie) {
  const res = await fetch(`${BASE}${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * Closed loop: `concurrency` (CONCURRENCY) workers, each sending its next request ({ url, cookie }) when the last
 * is answered, for `seconds` (SECONDS) after a warm-up; latencies and statuses are kept only after it.
 */
export async function measure(nextRequest, expected, concurrency = CONCURRENCY, seconds = SECONDS) {
  const latencies = [];
  const statuses = {};
  const errors = [];
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  let measureStart = 0;
  const end = warmEnd + seconds * 1000;
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
  await Promise.all(Array.from({ length: concurrency }, worker));
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

/**
 * Runs the scenarios ({ name, next, expected, concurrency? }) one after another, printing a line each.
 * First every scenario runs through its warm-up once, unmeasured: a server just started compiles
 * its code paths, opens its connections and plans its statements during the first seconds, which
 * otherwise land in the first scenario alone (its p50 twice the same scenario's run later).
 */
export async function runScenarios(label, scenarios) {
  for (const scenario of scenarios) await measure(scenario.next, scenario.expected, scenario.concurrency, 0);
  const results = [];
  for (const scenario of scenarios) {
    const result = await measure(scenario.next, scenario.expected, scenario.concurrency);
    results.push({ name: scenario.name, ...result });
    const counts = Object.entries(result.statuses).map(([status, n]) => `${n}x${status}`).join(' ');
    console.log(`  [${label}] ${scenario.name}: ${result.count} requests (${counts}), p50 ${result.p50.toFixed(1)} ms`);
    for (const error of result.errors) console.log(`  [${label}] UNEXPECTED ${error}`);
  }
  return results;
}

/** The side-by-side table of p50, p99 and req/s per scenario and database; exit code 1 on unexpected answers. */
export function printTable(runs, extraRows = []) {
  const labels = Object.keys(runs).filter((label) => runs[label]);
  const cell = (text, width) => String(text).padStart(width);
  const name = (text) => text.padEnd(46);
  console.log('');
  console.log(name('scenario') + labels.map((label) => cell(`${label} p50 ms`, 18) + cell('p99 ms', 9) + cell('req/s', 8)).join(''));
  for (const [i, { name: scenario }] of runs[labels[0]].results.entries()) {
    const row = labels.map((label) => {
      const r = runs[label].results[i];
      return cell(r.p50.toFixed(1), 18) + cell(r.p99.toFixed(1), 9) + cell(r.rps.toFixed(0), 8);
    });
    console.log(name(scenario) + row.join(''));
  }
  for (const [title, value] of extraRows) console.log(name(title) + labels.map((label) => cell(value(runs[label]), 35)).join(''));
  console.log(`concurrency ${CONCURRENCY} unless the scenario says otherwise, ${SECONDS} s per scenario after ${WARMUP_SECONDS} s warm-up`);
  if (labels.some((label) => runs[label].results.some((r) => r.errors.length > 0))) {
    console.log('unexpected answers: see UNEXPECTED lines above');
    process.exitCode = 1;
  }
  return labels;
}
