import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** A Drizzle database or transaction; repositories accept either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the first-start seed) while holding the start-up lock, so
   * that several server processes starting at once on one PostgreSQL take turns. The embedded
   * database has a single process and no lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The driver under a Drizzle database, which Drizzle exposes as `$client`: PostgreSQL's pool (one
 * per process, whatever DATABASE_URL says about hosts and TLS) or the embedded database's one client.
 */
export type Driver = { kind: 'postgres'; pool: Pool } | { kind: 'embedded'; client: PGlite };

export function driverOf(db: Database): Driver {
  const driver = (db as Database & { $client: PGlite | Pool }).$client;
  return 'exec' in driver ? { kind: 'embedded', client: driver } : { kind: 'postgres', pool: driver };
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The advisory lock of start-up work on PostgreSQL (the value earlier versions took for migrations alone). */
const STARTUP_LOCK_ID = 7_301_022;

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * Runs `work` while this process holds the start-up lock on PostgreSQL. The lock belongs to one
 * session: a connection of its own holds it while the work runs on the pool's other connections
 * (so the pool needs at least two). Schema changes made by libraries (the job queue's) take it too.
 */
export async function holdingStartupLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}

export function postgresHandle(pool: Pool): DatabaseHandle {
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool opens a new one on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => holdingStartupLock(pool, work),
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded database, and migrates it under the start-up lock. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? postgresHandle(new Pool({ connectionString: config.databaseUrl }))
    : pgliteHandle(await PGlite.create(config.dataDir === ':memory:' ? 'memory://' : config.dataDir));
  try {
    await handle.exclusively(() => handle.migrate());
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
