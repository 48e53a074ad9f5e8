/**
 * The real server as a child process on an embedded database in a temp directory: what it
 * acknowledged before a kill -9 is still there after a restart, and a scheduled publish or an
 * export that was due when it was killed is done after the restart. On PostgreSQL: two servers
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
/** The database of the cases where work is due when the server is killed. */
const dueDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-durability-due-'));
jest.setTimeout(180_000);

const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, dueDir]) rmSync(dir, { recursive: true, force: true });
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

describe('killed while a scheduled publish or an export is due, the server loses neither', () => {
  const password = 'Due#Pass2025';
  const startDue = () => start({ DATA_DIR: dueDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' });
  /** The server the next case goes on with (each case leaves it running). */
  let server: Running | undefined;
  let cookie: string;

  /** The running server, started (and signed in to once) if there is none. */
  async function running(): Promise<Running> {
    if (server && server.child.exitCode === null && server.child.signalCode === null) return server;
    server = await startDue();
    if (!cookie) {
      const signin = await call(server.port, '/api/oauth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device: 'jest', account: 'admin', password, validateCode: '' }),
      });
      expect(((await signin.json()) as { data: { loginFlag: number } }).data.loginFlag).toBe(0);
      cookie = signin.headers.get('set-cookie')!.split(';')[0];
    }
    return server;
  }

  async function killNow(target: Running): Promise<void> {
    const killed = stopped(target.child);
    target.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');
  }

  /** The data of a JSON answer as the signed-in admin; any other status fails with the body. */
  async function data<T>(port: number, url: string, init: RequestInit = {}): Promise<T> {
    const response = await call(port, url, { ...init, headers: { cookie, 'content-type': 'application/json', 'accept-language': 'en-US', ...init.headers } });
    const text = await response.text();
    expect({ status: response.status, body: response.status === 200 ? '' : text }).toEqual({ status: 200, body: '' });
    return (JSON.parse(text) as { data: T }).data;
  }

  /** Reads until the condition holds, for at most `ms`; the last value read. */
  async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (holds(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const exited = stopped(server.child);
      server.child.kill('SIGINT');
      await exited;
    }
  });

  test('a notice scheduled for a time that passes while the server is down is published, with its messages, after the restart', async () => {
    const first = await running();
    const topic = `Due while down ${Date.now()}`;
    const publishedAt = new Date(Date.now() + 3000);
    const created = await data<{ id: number; status: string }>(first.port, '/api/noticeManage', {
      method: 'POST',
      body: JSON.stringify({
        topic,
        content: '<p>Books close tonight.</p>',
        type: 'deadline',
        level: 1,
        pinned: false,
        publish: 'scheduled',
        publishedAt: publishedAt.toISOString(),
        alsoMessage: true,
        targets: [{ kind: 'all', refId: 0 }],
        attachmentIds: [],
      }),
    });
    expect(created.status).toBe('scheduled');
    await killNow(first);
    expect(Date.now()).toBeLessThan(publishedAt.getTime());

    // Started again only once the time has passed: nothing ran at the notice's time.
    await new Promise((resolve) => setTimeout(resolve, publishedAt.getTime() + 200 - Date.now()));
    const second = await running();
    // The messages are written in the transaction that stores the notice published, by the run that publishes it.
    type Messages = { list: { title: string; group: string }[] };
    const messages = await until(
      () => data<Messages>(second.port, '/api/message/getUserMessage?pageSize=20'),
      (page) => page.list.some((message) => message.title === topic),
    );
    expect(messages.list.filter((message) => message.title === topic)).toEqual([expect.objectContaining({ group: 'notice' })]);
    expect((await data<{ status: string }>(second.port, `/api/noticeManage/${created.id}`)).status).toBe('published');
    const list = await data<{ list: { id: number }[] }>(second.port, '/api/notice/list?pageSize=100');
    expect(list.list.map((notice) => notice.id)).toContain(created.id);
  });

  test('an export requested just before the kill ends done with its file; an attempt cut short is retried at the next start', async () => {
    const first = await running();
    const requested = await data<{ id: number; status: string }>(first.port, '/api/downloads/exports', {
      method: 'POST',
      body: JSON.stringify({ kind: 'users', query: {} }),
    });
    expect(requested.status).toBe('queued');
    // Killed right after the answer: the job, sent before it, is taken at once.
    await killNow(first);

    const db = await PGlite.create(dueDir);
    try {
      const {
        rows: [left],
      } = await db.query<{ state: string; expireSeconds: number; retriesLeft: boolean; status: string }>(
        `SELECT j.state, extract(epoch FROM j.expire_in)::int AS "expireSeconds", j.retry_count < j.retry_limit AS "retriesLeft", e.status
           FROM exports e JOIN pgboss.job j ON j.name = 'export.run' AND j.data->>'exportId' = e.id::text
          WHERE e.id = $1`,
        [requested.id],
      );
      // Where the kill caught the job: mostly in its attempt (taken at once), left active with retries
      // left, which the next start fails and retries (the embedded database has no other process
      // that could be running it); else not yet taken, or (rarely) finished. In each case the
      // export waits, neither failed nor gone, or is done.
      const expected: Record<string, object> = {
        active: { expireSeconds: 900, retriesLeft: true, status: expect.stringMatching(/^(queued|running)$/) },
        created: { status: 'queued' },
        completed: { status: 'done' },
      };
      expect(left).toMatchObject({ state: expect.stringMatching(/^(active|created|completed)$/), ...expected[left?.state ?? ''] });
    } finally {
      await db.close();
    }

    const second = await running();
    type Export = { id: number; status: string; rowCount: number | null; size: number | null; fileName: string | null; error: string | null };
    const exportOf = async () => (await data<{ list: Export[] }>(second.port, '/api/downloads/exports')).list.find((item) => item.id === requested.id);
    const done = await until(exportOf, (item) => item?.status === 'done');
    expect(done).toMatchObject({ status: 'done', rowCount: 1, fileName: 'users.xlsx', error: null });
    const file = await call(second.port, `/api/downloads/exports/${requested.id}/file`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const body = Buffer.from(await file.arrayBuffer());
    expect(body.length).toBe(done!.size);
    // An xlsx workbook is a zip.
    expect(body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});
