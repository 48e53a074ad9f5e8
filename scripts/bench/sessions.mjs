#!/usr/bin/env node
/**
 * Many signed-in users in the shell at once, on the embedded database and on PostgreSQL: the real
 * server over HTTP, BENCH_SESSIONS (200) users created through the admin API (members of a group
 * holding the staff role) and signed in, then for BENCH_SECONDS (60) each session repeats what the
 * shell asks when it loads (the current user, then GET /api/home/bootstrap, then a page view) with
 * a think time of about BENCH_THINK_MS (500) between rounds, over BROWSER_SOCKETS connections of
 * its own as a browser, and polls the unread total every 60 s as the shell does. A 503 is what a user sees as "busy, try again": the session waits Retry-After and goes on.
 * Prints requests, req/s, errors (non-2xx other than 503, and no answer within 30 s), 503s,
 * p50/p95/p99 and the longest wait, with the goals beside them. The admission limits of the
 * server come from the usual variables (API_MAX_RUNNING, API_MAX_WAITING, API_MAX_WAIT_MS).
 * The databases: a fresh embedded one, then PostgreSQL when it answers (lib/databases.mjs).
 * Exits 1 when setting up fails, never on timing.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onBothDatabases } from './lib/databases.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PORT = Number(process.env.BENCH_PORT ?? 8134);
const BASE = `http://127.0.0.1:${PORT}`;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const POLL_MS = 60_000;
/** A browser gives up on an answer after about this long; counted as an error. */
const GIVE_UP_MS = 30_000;
/** Connections a browser opens to one site (HTTP/1.1); more calls wait for one of them. */
const BROWSER_SOCKETS = 6;
/** Setting up (users, sign-ins) runs this many calls at a time. */
const SETUP_PARALLEL = 8;
/** The portal's configured system and application (config/defaultSettings.ts). */
const SYSTEM_NO = 'FSSC';
const APPLICATION_NO = '10';
const ADMIN_PASSWORD = 'Bench-Pass-1';
const USER_PASSWORD = 'Bench-User-1';

const GOALS = {
  PGlite: { maxLongestMs: 5000, maxP99Ms: null },
  PostgreSQL: { maxLongestMs: null, maxP99Ms: 1000 },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      LOGIN_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      // Every session signs in from this one address, as an office behind one NAT address does.
      SIGNIN_LIMIT_PER_ADDRESS: String(SESSIONS * 10),
    },
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
    await sleep(100);
  }
  await stop();
  throw new Error('server did not start');
}

/** One call of the set-up; anything but success stops the bench. */
async function call(method, url, cookie, body) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { cookie: cookie ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return { json, res };
}

async function signIn(account, password) {
  const { json, res } = await call('POST', '/api/oauth/signin', null, { device: 'web', account, password, validateCode: '' });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fssc_session='));
  if (json.data?.loginFlag !== 0 || !cookie) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(json)}`);
  return cookie.split(';')[0];
}

/** Runs `work` over `items`, SETUP_PARALLEL at a time, keeping the order of the answers. */
async function inParallel(items, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: SETUP_PARALLEL }, worker));
  return results;
}

/** SESSIONS staff users, created by the administrator, each signed in: their session cookies. */
async function signedInUsers() {
  const admin = await signIn('admin', ADMIN_PASSWORD);
  const roles = (await call('GET', '/api/roles?current=1&pageSize=100', admin)).json.data.list;
  const staff = roles.find((role) => role.roleCode === 'staff');
  const accounts = Array.from({ length: SESSIONS }, (_, i) => `bench.s${String(i + 1).padStart(4, '0')}`);
  const ids = await inParallel(accounts, async (account, i) => {
    const body = { account, name: `Bench ${i + 1}`, jobNo: `B${i + 1}`, email: `${account}@example.com`, password: USER_PASSWORD };
    return (await call('POST', '/api/users', admin, body)).json.data.user.id;
  });
  const group = (await call('POST', '/api/user-groups', admin, { groupNo: 'BENCH', name: 'Bench' })).json.data;
  await call('PUT', `/api/user-groups/${group.id}/roles`, admin, { roleIds: [staff.id] });
  await call('POST', `/api/user-groups/${group.id}/members`, admin, { userIds: ids });
  return inParallel(accounts, (account) => signIn(account, USER_PASSWORD));
}

/**
 * One call over the session's own connections, as a browser makes it (at most BROWSER_SOCKETS to
 * the portal, kept open): the status, the body and Retry-After; status 0 when no answer came.
 */
function request(agent, method, url, cookie, body) {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = { cookie, 'accept-language': 'zh-CN', ...(payload ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve) => {
    const req = http.request(`${BASE}${url}`, { method, agent, headers, timeout: GIVE_UP_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, text, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${GIVE_UP_MS / 1000} s`)));
    req.on('error', (error) => resolve({ status: 0, text: error.message, retryAfter: 0 }));
    req.end(payload);
  });
}

/** The load of one database: what every answer took and how it ended. */
function recorder() {
  const latencies = [];
  const counts = { requests: 0, ok: 0, busy: 0, errors: 0 };
  const samples = [];
  return {
    latencies,
    counts,
    samples,
    /** One call as the shell makes it; resolves with the JSON data, or how long to wait after a 503, or a failure. */
    async send(agent, method, url, cookie, body) {
      const started = performance.now();
      const { status, text, retryAfter } = await request(agent, method, url, cookie, body);
      latencies.push(performance.now() - started);
      counts.requests += 1;
      if (status >= 200 && status < 300) {
        counts.ok += 1;
        return { data: JSON.parse(text).data };
      }
      if (status === 503) {
        counts.busy += 1;
        return { retryAfter: Math.max(1, retryAfter) };
      }
      counts.errors += 1;
      if (samples.length < 3) samples.push(`${status || 'no answer'} ${method} ${url}: ${text.slice(0, 200)}`);
      return { failed: true };
    },
  };
}

/** One user in the shell until `end`: a round of the shell's calls, then a think time. */
async function session(cookie, end, rec) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_SOCKETS });
  const send = (method, url, body) => rec.send(agent, method, url, cookie, body);
  let nextPoll = performance.now() + Math.random() * POLL_MS;
  const think = () => sleep(THINK_MS * (0.5 + Math.random()));
  // Users do not all press Enter in the same millisecond.
  await think();
  while (performance.now() < end) {
    if (performance.now() >= nextPoll) {
      nextPoll += POLL_MS;
      await send('GET', '/api/notice/totalNumber');
    }
    const user = await send('POST', '/api/oauth/currentUser', {});
    const answers = user.data ? [user, await send('GET', `/api/home/bootstrap?systemNo=${SYSTEM_NO}&applicationNo=${APPLICATION_NO}`)] : [user];
    if (answers.every((answer) => answer.data !== undefined)) {
      const view = { systemNo: SYSTEM_NO, systemName: 'FSSC', applicationNo: APPLICATION_NO, applicationName: 'FSSC', moduleNo: null, pageName: 'home' };
      await send('POST', '/api/pageView', view);
    }
    const busy = Math.max(0, ...answers.map((answer) => answer.retryAfter ?? 0));
    await (busy ? sleep(busy * 1000) : think());
  }
  agent.destroy();
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function benchDatabase(label, env) {
  const stop = await startServer(env);
  try {
    const cookies = await signedInUsers();
    const rec = recorder();
    const started = performance.now();
    const end = started + SECONDS * 1000;
    await Promise.all(cookies.map((cookie) => session(cookie, end, rec)));
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...rec.latencies].sort((a, b) => a - b);
    const result = {
      ...rec.counts,
      rps: rec.counts.requests / elapsed,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      longest: sorted.at(-1) ?? 0,
    };
    for (const sample of rec.samples) console.log(`  [${label}] ERROR ${sample}`);
    return result;
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);

const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'pass' : 'FAIL');
console.log(`${SESSIONS} signed-in sessions in the shell for ${SECONDS} s, think time ~${THINK_MS} ms`);
for (const [label, r] of Object.entries(runs)) {
  if (!r) continue;
  const goal = GOALS[label];
  console.log(
    `  ${label}: ${r.requests} requests, ${r.rps.toFixed(0)} req/s, errors ${r.errors}, 503s ${r.busy}, ` +
      `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, longest ${ms(r.longest)}`,
  );
  const checks = [`errors 0 (${verdict(r.errors === 0)})`];
  if (goal.maxP99Ms !== null) checks.push(`p99 <= ${ms(goal.maxP99Ms)} (${verdict(r.p99 <= goal.maxP99Ms)})`);
  if (goal.maxLongestMs !== null) checks.push(`no wait over ${ms(goal.maxLongestMs)} (${verdict(r.longest <= goal.maxLongestMs)})`);
  console.log(`    goals: ${checks.join(', ')}`);
}
