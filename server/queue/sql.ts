import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from '../db/client';

/** All pg-boss needs of a database (its `db` option): one call that runs SQL. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's SQL runs on the app's own driver, which Drizzle exposes as `$client`: PostgreSQL's
 * pool (one pool per process, whatever DATABASE_URL says about hosts and TLS), or the embedded
 * database's one client on this thread.
 */
export function queueSql(db: Database): QueueSql {
  const driver = (db as Database & { $client: PGlite | Pool }).$client;
  if (!('exec' in driver)) return { executeSql: (text, values) => driver.query(text, values) };
  return {
    async executeSql(text, values) {
      if (values?.length) return driver.query(text, values);
      // Without parameters pg-boss may send several statements, its schema set-up and upkeep with
      // their own BEGIN/COMMIT. They run as one transaction of the client, so a failure is rolled
      // back at once and never leaves the one connection inside an aborted transaction.
      const results = await driver.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
