/**
 * The real server as a child process on an embedded database in a temp directory: what it
 * acknowledged before a kill -9 is still there after a restart. On PostgreSQL: two servers
 * started at the same moment on one fresh database both come up.
 */
import { spawn, type ChildProcess } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { createServer } from 'net';
import os from 'os';
import path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { onFreshPostgresDatabase } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-durability-'));
jest.setTimeout(180_000);

const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts the server on the embedded database in dataDir, or as `overrides` say (e.g. DATABASE_URL). */
async function start(overrides: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOGIN_CAPTCHA: 'off' };
  for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[name];
  Object.assign(env, overrides);
  // One process (no tsx wrapper) so that the kill reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes(`FSSC portal listening on http://localhost:${port}`)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, port, output: () => output };
}

function stopped(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

const call = (port: number, url: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${url}`, init);

test('sessions and audit rows survive kill -9, and SIGINT stops the server cleanly', async () => {
  const first = await start();
  const password = first.output().match(/Initial admin password: (\S+)/)?.[1];
  expect(password).toMatch(/^\w{16}$/);

  const signin = await call(first.port, '/api/oauth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device: 'jest', account: 'admin', password, validateCode: '' }),
  });
  expect(((await signin.json()) as { data: { loginFlag: number } }).data.loginFlag).toBe(0);
  const cookie = signin.headers.get('set-cookie')!.split(';')[0];
  expect((await call(first.port, '/api/oauth/currentUser', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);

  const killed = stopped(first.child);
  first.child.kill('SIGKILL');
  expect((await killed).signal).toBe('SIGKILL');
  const logLines = first.output().split('\n').filter((line) => line.startsWith('{'));
  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toContain(password);

  const second = await start();
  expect(second.output()).not.toContain('Initial admin password');
  const me = await call(second.port, '/api/oauth/currentUser', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { data: { account: string } }).data.account).toBe('admin');

  const exited = stopped(second.child);
  second.child.kill('SIGINT');
  expect(await exited).toEqual({ code: 0, signal: null });

  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{ action: string; result: string }>('SELECT action, result FROM operation_logs ORDER BY id');
    expect(rows).toEqual([{ action: 'auth.signin', result: 'success' }]);
    const sessions = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL');
    expect(sessions.rows[0].n).toBe(1);
  } finally {
    await db.close();
  }
});

// Several processes share a database only on PostgreSQL; the embedded database belongs to one
// process, so this case runs in the PostgreSQL lane (DATABASE_URL set) and is skipped without it.
const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('two servers started at the same moment on one fresh PostgreSQL database both come up and seed it once', async () => {
  await onFreshPostgresDatabase(async (databaseUrl) => {
    const password = 'Start#Pass2025';
    const servers = await Promise.all([1, 2].map(() => start({ DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' })));
    for (const { port } of servers) {
      const signin = await call(port, '/api/oauth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device: 'jest', account: 'admin', password, validateCode: '' }),
      });
      expect(((await signin.json()) as { data: { loginFlag: number } }).data.loginFlag).toBe(0);
    }
    for (const { child } of servers) {
      const exited = stopped(child);
      child.kill('SIGINT');
      expect(await exited).toEqual({ code: 0, signal: null });
    }
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ admins: number; orgs: number }>(
        "SELECT (SELECT count(*)::int FROM users WHERE account = 'admin') AS admins, (SELECT count(*)::int FROM orgs) AS orgs",
      );
      expect(rows).toEqual([{ admins: 1, orgs: 1 }]);
    } finally {
      await client.end();
    }
  });
});
