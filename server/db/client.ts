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
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Serialises migrations when several servers start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_301_022;

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function postgresHandle(pool: Pool): DatabaseHandle {
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool opens a new one on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return {
    db: drizzlePostgres(pool, { schema }),
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded database, and migrates it. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? postgresHandle(new Pool({ connectionString: config.databaseUrl }))
    : pgliteHandle(await PGlite.create(config.dataDir === ':memory:' ? 'memory://' : config.dataDir));
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
