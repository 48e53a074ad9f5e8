#!/usr/bin/env node
/**
 * An export of 100,000 users in the background while others use the user list, on the embedded
 * database and on PostgreSQL side by side: 100,000 users (scripts/seed-large.ts, SEED_USERS), the
 * real server over HTTP. First the user list alone (a closed loop of BENCH_CONCURRENCY (8)
 * requests for BENCH_SECONDS (6), pages of the whole list and of a keyword in a region), then the
 * same loop from the moment the admin requests the export of every user until its file is done.
 * Prints the list's p50 and p99 idle and during the export, their ratio against the goal (issue:
 * the download centre; p99 during the export within 2x of idle), the export's time, rows and
 * size. PostgreSQL: BENCH_POSTGRES_URL, or DATABASE_URL when given (lib/databases.mjs); skipped
 * with a note when it does not answer. Exits 1 on an unexpected answer or a failed export, never on timing.
 */
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, BASE, CONCURRENCY, SECONDS, getJson, percentile, pick, randomInt, runSeed, signIn, startServer } from './lib/load.mjs';

/** Prefixes of generated names and accounts (scripts/seed-large.ts); each matches thousands. */
const KEYWORDS = ['王', '李', '张', '陈', 'wang', 'li', 'zhang', 'chen'];
const GOAL_RATIO = 2;
/** The longest an export may take before the run gives up on it. */
const EXPORT_LIMIT_MS = 15 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The closed loop of list requests until `done()` says stop (checked between requests); the
 * latencies and unexpected answers.
 */
async function listLoad(nextUrl, cookie, done) {
  const latencies = [];
  const errors = [];
  const worker = async () => {
    while (!done()) {
      const url = nextUrl();
      const started = performance.now();
      const res = await fetch(`${BASE}${url}`, { headers: { cookie } });
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 200 && errors.length < 3) errors.push(`${res.status} ${url}: ${body.slice(0, 300)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

async function requestExport(cookie) {
  const res = await fetch(`${BASE}/api/downloads/exports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'users', query: {} }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`export request: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function benchDatabase(label, env) {
  const seedSeconds = await runSeed('scripts/seed-large.ts', env, label);
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const [root] = await getJson('/api/orgs', admin);
    const regions = root.children.filter((org) => /^R\d+$/.test(org.orgNo)).map((org) => org.id);
    const nextUrl = () =>
      Math.random() < 0.5
        ? `/api/users?current=${randomInt(1, 50)}&pageSize=20`
        : `/api/users?current=${randomInt(1, 20)}&pageSize=20&keyword=${encodeURIComponent(pick(KEYWORDS))}&orgId=${pick(regions)}`;

    // Warm-up, then the list alone.
    let until = performance.now() + 1000;
    await listLoad(nextUrl, admin, () => performance.now() > until);
    until = performance.now() + SECONDS * 1000;
    const idle = await listLoad(nextUrl, admin, () => performance.now() > until);
    console.log(`  [${label}] idle: ${idle.count} list requests, p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms`);

    // The export, with the list under the same load until its file is done.
    const requestedAt = performance.now();
    const requested = await requestExport(admin);
    const answeredMs = performance.now() - requestedAt;
    let finished = null;
    const watch = (async () => {
      while (!finished && performance.now() - requestedAt < EXPORT_LIMIT_MS) {
        await sleep(250);
        const { list } = await getJson('/api/downloads/exports?pageSize=5', admin);
        const item = list.find((e) => e.id === requested.id);
        if (item && (item.status === 'done' || item.status === 'failed')) finished = { ...item, ms: performance.now() - requestedAt };
      }
    })();
    const during = await listLoad(nextUrl, admin, () => finished !== null || performance.now() - requestedAt > EXPORT_LIMIT_MS);
    await watch;
    if (!finished) throw new Error(`the export did not finish within ${EXPORT_LIMIT_MS / 60_000} min`);
    console.log(
      `  [${label}] export ${finished.status} in ${(finished.ms / 1000).toFixed(1)} s (answered in ${answeredMs.toFixed(0)} ms): ` +
        `${finished.rowCount} rows, ${((finished.size ?? 0) / 1024 / 1024).toFixed(1)} MiB${finished.error ? `, ${finished.error}` : ''}`,
    );
    console.log(`  [${label}] during the export: ${during.count} list requests, p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms`);
    for (const error of [...idle.errors, ...during.errors]) console.log(`  [${label}] UNEXPECTED ${error}`);
    return { seedSeconds, idle, during, exported: finished, answeredMs };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);

const labels = Object.keys(runs).filter((label) => runs[label]);
const cell = (text, width = 14) => String(text).padStart(width);
const row = (title, value) => console.log(title.padEnd(44) + labels.map((label) => cell(value(runs[label]))).join(''));
console.log('');
console.log(''.padEnd(44) + labels.map((label) => cell(label)).join(''));
row('user list p50 idle (ms)', (r) => r.idle.p50.toFixed(1));
row('user list p99 idle (ms)', (r) => r.idle.p99.toFixed(1));
row('user list p50 during the export (ms)', (r) => r.during.p50.toFixed(1));
row('user list p99 during the export (ms)', (r) => r.during.p99.toFixed(1));
row(`p99 during / idle (goal <= ${GOAL_RATIO}x)`, (r) => {
  const ratio = r.during.p99 / r.idle.p99;
  return `${ratio.toFixed(2)}x ${ratio <= GOAL_RATIO ? 'pass' : 'FAIL'}`;
});
row('list req/s idle / during', (r) => `${r.idle.rps.toFixed(0)} / ${r.during.rps.toFixed(0)}`);
row('export answered (ms)', (r) => r.answeredMs.toFixed(0));
row('export finished (s)', (r) => (r.exported.ms / 1000).toFixed(1));
row('export rows', (r) => r.exported.rowCount ?? '-');
row('export file (MiB)', (r) => ((r.exported.size ?? 0) / 1024 / 1024).toFixed(1));
row('seed, wall clock incl. migrations (s)', (r) => r.seedSeconds.toFixed(1));
console.log(`concurrency ${CONCURRENCY}; idle measured for ${SECONDS} s, the export's load until its file was done`);
if (labels.some((label) => runs[label].exported.status !== 'done' || runs[label].idle.errors.length + runs[label].during.errors.length > 0)) {
  console.log('unexpected answers or a failed export: see the lines above');
  process.exitCode = 1;
}
