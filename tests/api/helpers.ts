import { randomBytes } from 'crypto';
import { readFile } from 'fs/promises';
import path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client, Pool } from 'pg';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { hashPassword } from '../../server/crypto';
import { driverOf, pgliteHandle, postgresHandle, type Database, type DatabaseHandle, type Driver } from '../../server/db/client';
import { assignRoles, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { insertUserIfAbsent } from '../../server/db/repositories/users';
import { USER_ENABLED, menus, operationLogs, roleMenus } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { DEVICE_COOKIE } from '../../server/plugins/devices/identity';
import { SESSION_COOKIE } from '../../server/plugins/session';
import type { JobRecord } from '../../server/queue';
import { DUMP_ENV } from '../jest/server.globalSetup';

export const ADMIN_PASSWORD = 'Admin#Pass2025';

/**
 * The time limit of a hook (or the rare test) that starts an app: loading an embedded database and building the
 * server is a start-up, which on two cores running both jest projects takes several seconds;
 * the tests themselves keep jest's 5 s.
 */
export const APP_START_MS = 30_000;

/** Configuration of the test apps: quiet, captcha off, rate limits and load shedding out of the way, no front-end build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    SIGNIN_LIMIT_PER_ADDRESS: '100000',
    SIGNIN_LIMIT_PER_ACCOUNT: '100000',
    CAPTCHA_LIMIT_PER_ADDRESS: '100000',
    // A test that fires many requests at once on a loaded machine is not a busy server.
    API_MAX_WAITING: '100000',
    API_MAX_WAIT_MS: '600000',
    APP_ENV: 'test',
    DATA_DIR: ':memory:',
    DIST_DIR: path.join(__dirname, 'no-dist'),
  });
  return { ...config, ...overrides };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL and how to drop it. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fssc_t_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `work` on a new, empty database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
export async function onFreshPostgresDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const database = await freshPostgresDatabase(serverUrl);
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

/** The migrated dump of the API tests' global setup. */
async function migratedDump(): Promise<Blob> {
  const dump = process.env[DUMP_ENV];
  if (!dump) throw new Error(`${DUMP_ENV} is not set: run the API tests through tests/jest/server.config.ts`);
  return new Blob([await readFile(dump)]);
}

/**
 * An embedded database on disk at `dataDir` (a new, empty directory), already migrated: a server
 * started on it skips creating the database and running every migration, several seconds each.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create({ dataDir, loadDataDir: await migratedDump() });
  await client.close();
}

/** A database of its own for one test file: a copy of the migrated dump, or a new PostgreSQL database. */
export async function throwawayDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return pgliteHandle(await PGlite.create({ loadDataDir: await migratedDump() }));
  }
  const database = await freshPostgresDatabase(serverUrl);
  const pool = new Pool({ connectionString: database.url, max: 4 });
  // pool.end() resolves before its idle connections have closed, so the forced drop below can
  // terminate one of them; the pool then reports that on its 'error' event, which is expected here.
  pool.on('error', () => undefined);
  const handle = postgresHandle(pool);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db' | 'config'>> {
  config?: Partial<Config>;
}

/** buildApp on a throwaway, migrated and seeded database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config: overrides, ...appOptions } = options;
  const config = testConfig(overrides);
  const database = await throwawayDatabase();
  await seed(database.db, config);
  const app = await buildApp({ ...appOptions, db: database.db, config });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * The device key of the one browser the API tests sign in from (a browser keeps its device cookie),
 * so that signing in again is not a new device; a test of devices sends cookies of its own.
 */
export const TEST_DEVICE_KEY = 'jest'.padEnd(43, '0');

export async function signIn(app: FastifyInstance, account: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    headers: { cookie: `${DEVICE_COOKIE}=${TEST_DEVICE_KEY}`, ...headers },
    payload: { device: 'jest', account, password, validateCode: '' },
  });
}

/** Signs in and returns the Cookie header value that carries the new session. */
export async function signedInCookie(app: FastifyInstance, account = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const response = await signIn(app, account, password);
  const cookie = sessionCookieOf(response);
  if (response.json().data?.loginFlag !== 0 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export const USER_PASSWORD = 'User#Pass2025';

export interface TestUser {
  account: string;
  password?: string;
  name?: string;
  /** Codes of seeded or test roles, e.g. ['staff']. */
  roles?: string[];
  jobNo?: string | null;
  zoneNo?: string | null;
  zoneName?: string | null;
  region?: string | null;
  status?: number;
  orgId?: number | null;
}

/** Adds a user (user number derived from the account) with the given roles; returns its id. */
export async function createUser(db: Database, user: TestUser): Promise<number> {
  const id = await insertUserIfAbsent(db, {
    userNo: `U-${user.account}`.slice(0, 32),
    account: user.account,
    name: user.name ?? user.account,
    passwordHash: await hashPassword(user.password ?? USER_PASSWORD),
    jobNo: user.jobNo ?? null,
    zoneNo: user.zoneNo ?? null,
    zoneName: user.zoneName ?? null,
    region: user.region ?? null,
    status: user.status ?? USER_ENABLED,
    orgId: user.orgId ?? null,
  });
  if (id === null) throw new Error(`user ${user.account} exists already`);
  await assignRoles(db, id, user.roles ?? []);
  return id;
}

/** Adds a user and signs in as that user. */
export async function createSignedInUser(t: TestApp, user: TestUser): Promise<{ id: number; cookie: string }> {
  const id = await createUser(t.db, user);
  return { id, cookie: await signedInCookie(t.app, user.account, user.password ?? USER_PASSWORD) };
}

/**
 * A signed-in auditor (role `auditor`) whose one role grants a single page, the operation log of
 * the fssc expense application, and not its directory: the caller with the fewest rights.
 */
export async function createOnePageAuditor(t: TestApp, account = 'auditor01'): Promise<string> {
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'auditor', name: '审计', nameEn: 'Auditor' }))!;
  const [operationLog] = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.systemNo, 'FSSC'), eq(menus.path, '/operationLog')));
  await t.db.insert(roleMenus).values({ roleId, menuId: operationLog.id });
  return (await createSignedInUser(t, { account, roles: ['auditor'] })).cookie;
}

type Headers = Record<string, string>;

/** Asks for English answers; without it the server answers in its default language, Chinese. */
export const EN: Headers = { 'accept-language': 'en' };

/** Calls as the holder of a session cookie (or without one), with optional extra headers. */
export function as(app: FastifyInstance, cookie?: string, headers: Headers = {}) {
  const base: Headers = { ...headers, ...(cookie ? { cookie } : {}) };
  return {
    get: (url: string, extra: Headers = {}) => app.inject({ method: 'GET', url, headers: { ...base, ...extra } }),
    /** Without a payload it sends `{}` as JSON, as the portal does for calls that take no input. */
    post: (url: string, payload: object | string = {}, extra: Headers = {}) =>
      app.inject({ method: 'POST', url, headers: { ...base, ...extra }, payload }),
    put: (url: string, payload: object = {}, extra: Headers = {}) =>
      app.inject({ method: 'PUT', url, headers: { ...base, ...extra }, payload }),
    del: (url: string, extra: Headers = {}) => app.inject({ method: 'DELETE', url, headers: { ...base, ...extra } }),
  };
}

/** Signs in as the seeded administrator and calls as them. */
export async function adminSession(t: TestApp, headers: Headers = {}) {
  return as(t.app, await signedInCookie(t.app), headers);
}

/** Expects the error body with this status and message (text, or a pattern). */
export function expectError(response: LightMyRequestResponse, status: number, message: string | RegExp, errorCode = String(status)) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, status, errorCode, showType: expect.any(Number) });
  expect(body.msg).toEqual(body.errorMessage);
  if (typeof message === 'string') expect(body.msg).toBe(message);
  else expect(body.msg).toMatch(message);
}

/** Operation-log rows of one action, oldest first. */
export async function auditRows(db: Database, action: string) {
  return db.select().from(operationLogs).where(eq(operationLogs.action, action)).orderBy(asc(operationLogs.id));
}

/** Every protected route: without a session it answers 401. */
export async function expectUnauthorized(app: FastifyInstance, requests: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[]) {
  for (const request of requests) {
    const response = await app.inject(request);
    expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 401 });
    expect(response.json()).toMatchObject({ success: false, status: 401, showType: 9 });
  }
}

/** An export as GET /api/downloads/exports answers it. */
export interface ExportAnswer {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
  progress: number;
  rowCount: number | null;
  size: number | null;
  fileName: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
  error: string | null;
}

/** One of the caller's exports once its job has finished (done or failed), read from the download centre. */
export async function settledExport(app: FastifyInstance, cookie: string, id: number): Promise<ExportAnswer> {
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/downloads/exports?pageSize=100', headers: { cookie } });
    const found = (response.json().data.list as ExportAnswer[]).find((item) => item.id === id);
    if (!found) throw new Error(`export ${id} is not listed: ${response.body}`);
    if (found.status === 'done' || found.status === 'failed') return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Exports through the download centre as the holder of the cookie: requests the export, waits for
 * its job and answers the download of its file (or the refusal of the request).
 */
export async function exportedFile(app: FastifyInstance, cookie: string, kind: string, query: object = {}, headers: Headers = {}) {
  const api = as(app, cookie, headers);
  const requested = await api.post('/api/downloads/exports', { kind, query });
  if (requested.statusCode !== 200) return requested;
  const { id } = requested.json().data;
  await settledExport(app, cookie, id);
  return api.get(`/api/downloads/exports/${id}/file`);
}

/**
 * The job once the queue keeps it as `expected` says (a handler returns before its result is
 * written). Polls: the queue tells no event for a job run by its own schedule.
 */
export async function jobWhen(app: FastifyInstance, name: string, id: string, expected: (job: JobRecord) => boolean): Promise<JobRecord> {
  for (;;) {
    const job = await app.queue.job(name, id);
    if (job && expected(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A job once the queue keeps it completed (its output written); a failed job fails the test. */
export async function completedJob(app: FastifyInstance, name: string, id: string): Promise<JobRecord> {
  const job = await jobWhen(app, name, id, ({ state }) => state === 'completed' || state === 'failed');
  expect(job.state).toBe('completed');
  return job;
}

/** Starts a job that waits for a later time now (the test does not sit through it), and answers it once completed. */
export async function runJobNow(t: TestApp, name: string, id: string): Promise<JobRecord> {
  await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id} AND state = 'created'`);
  return completedJob(t.app, name, id);
}

/**
 * Several server processes share a database only on PostgreSQL; the embedded database belongs to
 * one process, so a case with two runs in the PostgreSQL lane (DATABASE_URL set) and is skipped
 * without it.
 */
export const onPostgres = process.env.DATABASE_URL ? test : test.skip;

/** Another server process on the test app's PostgreSQL database, with a pool of its own as a second server would have; ready, and closed with its pool. */
export async function secondProcess(t: TestApp): Promise<FastifyInstance> {
  const { pool } = driverOf(t.db) as Extract<Driver, { kind: 'postgres' }>;
  const database = postgresHandle(new Pool({ connectionString: pool.options.connectionString, max: 4 }));
  const second = await buildApp({ db: database.db, config: testConfig() });
  second.addHook('onClose', () => database.close());
  try {
    await second.ready();
  } catch (error) {
    await second.close();
    throw error;
  }
  return second;
}
