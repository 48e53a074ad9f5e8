import { randomBytes } from 'crypto';
import { readFile } from 'fs/promises';
import path from 'path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client, Pool } from 'pg';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { pgliteHandle, postgresHandle, type Database, type DatabaseHandle } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { SESSION_COOKIE } from '../../server/plugins/session';
import { DUMP_ENV } from '../jest/server.globalSetup';

export const ADMIN_PASSWORD = 'Admin#Pass2025';

/** Configuration of the test apps: quiet, captcha off, no front-end build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
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

/** A database of its own for one test file: a copy of the migrated dump, or a new PostgreSQL database. */
export async function throwawayDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = process.env[DUMP_ENV];
    if (!dump) throw new Error(`${DUMP_ENV} is not set: run the API tests through tests/jest/server.config.ts`);
    const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dump)]) });
    return pgliteHandle(client);
  }
  const name = `fssc_t_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(new Pool({ connectionString: url.toString(), max: 4 }));
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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

export async function signIn(app: FastifyInstance, account: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    headers,
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
