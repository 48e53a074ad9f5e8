#!/usr/bin/env node
/**
 * The operation log at scale, on the embedded database and on PostgreSQL side by side:
 * BENCH_LOG_ROWS (1,000,000) rows over the last 180 days written straight into a fresh, seeded
 * database (INSERT ... SELECT generate_series), then the real server over HTTP and a closed loop
 * of BENCH_CONCURRENCY (8) requests at a time for BENCH_SECONDS (6) per scenario: the newest page,
 * a filtered first page (module + a week's time range, a month back), a deep keyset page (the
 * cursor near the oldest row, unfiltered and filtered by module), the account filter and the
 * sign-in log. Prints p50, p99 and req/s per database. Exits 1 on an unexpected answer, never on
 * timing.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { onBothDatabases } from './lib/databases.mjs';
import { ADMIN_PASSWORD, getJson, pick, printTable, randomInt, runScenarios, signIn, startServer } from './lib/load.mjs';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
if (!Number.isInteger(ROWS) || ROWS < 1000 || ROWS > 20_000_000) throw new Error(`BENCH_LOG_ROWS must be an integer 1000-20000000, got ${ROWS}`);
/** Rows written by one statement, so the embedded database never holds them all at once. */
const CHUNK = 200_000;
const DAYS = 180;
const DAY_MS = 24 * 3600_000;

/** Actions by module, as the product writes them; sign-ins are the most frequent. */
const ACTIONS = [
  'auth.signin', 'auth.signin', 'auth.signin', 'auth.signout', 'auth.switchAccount.in',
  'user.create', 'user.update', 'user.delete', 'user.status', 'user.resetPassword',
  'role.update', 'role.users.add', 'menu.update', 'org.update', 'post.update',
  'notice.create', 'notice.publish', 'task.create', 'task.claim', 'task.comment',
  'taskRule.update', 'todo.create', 'todo.update', 'todo.done', 'feedback.create', 'export',
];

/** One chunk of rows: ids grow with time, ~5% failures, 1,000 users, 250 addresses. */
const insertChunk = (from, to) => `
  INSERT INTO operation_logs (user_id, account, action, target, detail, result, error_message, ip, user_agent, duration_ms, created_at)
  SELECT NULL, 'bench' || (n % 1000), a.actions[1 + n % ${ACTIONS.length}], 'row ' || n,
    CASE WHEN n % 10 = 0 THEN jsonb_build_object('before', jsonb_build_object('name', 'Old ' || n), 'after', jsonb_build_object('name', 'New ' || n)) END,
    CASE WHEN n % 20 = 0 THEN 'failure' ELSE 'success' END,
    CASE WHEN n % 20 = 0 THEN 'refused ' || (n % 7) END,
    '10.' || (n % 250) || '.' || (n % 7) || '.' || (n % 200),
    'Mozilla/5.0 (Bench)', n % 50,
    now() - ${DAYS} * interval '1 day' + n * (${DAYS} * interval '1 day' / ${ROWS})
  FROM generate_series(${from}, ${to}) AS n,
    (SELECT ARRAY[${ACTIONS.map((action) => `'${action}'`).join(', ')}] AS actions) AS a`;

async function writeRows(env) {
  const started = performance.now();
  const run = async (query) => {
    for (let from = 1; from <= ROWS; from += CHUNK) await query(insertChunk(from, Math.min(ROWS, from + CHUNK - 1)));
    await query('ANALYZE operation_logs');
  };
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await run((text) => client.query(text));
    } finally {
      await client.end();
    }
  } else {
    const db = await PGlite.create(env.DATA_DIR);
    try {
      await run((text) => db.exec(text));
    } finally {
      await db.close();
    }
  }
  return (performance.now() - started) / 1000;
}

async function benchDatabase(label, env) {
  // The first start migrates and seeds; the rows go in while no server holds the database.
  await (await startServer(env))();
  const writeSeconds = await writeRows(env);
  console.log(`  [${label}] ${ROWS} rows written in ${writeSeconds.toFixed(1)} s`);
  const stop = await startServer(env);
  try {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const newest = await getJson('/api/operationLogs?pageSize=1', admin);
    const top = newest.data[0].id;
    // The oldest bench row is about ROWS below the newest.
    const bottom = top - ROWS;
    const week = (daysBack) => {
      const to = Date.now() - daysBack * DAY_MS;
      return `from=${new Date(to - 7 * DAY_MS).toISOString()}&to=${new Date(to).toISOString()}`;
    };
    const modules = ['user', 'task', 'notice', 'role', 'todo'];
    const scenarios = [
      { name: 'newest page', next: () => ({ url: '/api/operationLogs?pageSize=20', cookie: admin }), expected: [200] },
      {
        name: 'module + a week, 30-60 days back',
        next: () => ({ url: `/api/operationLogs?pageSize=20&module=${pick(modules)}&${week(randomInt(30, 60))}`, cookie: admin }),
        expected: [200],
      },
      {
        name: 'deep page, cursor near the oldest',
        next: () => ({ url: `/api/operationLogs?pageSize=20&after=${bottom + randomInt(100, 5000)}`, cookie: admin }),
        expected: [200],
      },
      {
        name: 'deep page + module',
        next: () => ({ url: `/api/operationLogs?pageSize=20&module=${pick(modules)}&after=${bottom + randomInt(5000, 20000)}`, cookie: admin }),
        expected: [200],
      },
      {
        name: 'account prefix + failures',
        next: () => ({ url: `/api/operationLogs?pageSize=20&account=bench${randomInt(1, 999)}&result=failure`, cookie: admin }),
        expected: [200],
      },
      { name: 'sign-in log, newest page', next: () => ({ url: '/api/operationLogs/signIns?pageSize=20', cookie: admin }), expected: [200] },
      {
        name: 'sign-in log, a week 90-120 days back',
        next: () => ({ url: `/api/operationLogs/signIns?pageSize=20&${week(randomInt(90, 120))}`, cookie: admin }),
        expected: [200],
      },
    ];
    return { writeSeconds, results: await runScenarios(label, scenarios) };
  } finally {
    await stop();
  }
}

const runs = await onBothDatabases(benchDatabase);
printTable(runs, [[`write ${ROWS} rows (s)`, (run) => run.writeSeconds.toFixed(1)]]);
