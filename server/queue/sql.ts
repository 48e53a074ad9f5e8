import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { holdingStartupLock, type Database } from '../db/client';

/** All pg-boss needs of a database (its `db` option): one call that runs SQL. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs the queue's schema work (its start, creating a queue) under the start-up lock on
   * PostgreSQL: pg-boss's own locks do not keep two processes that start at once out of each
   * other's DDL (they deadlock). The embedded database has one process and runs it as it is.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * pg-boss's SQL runs on the app's own driver, which Drizzle exposes as `$client`: PostgreSQL's
 * pool (one pool per process, whatever DATABASE_URL says about hosts and TLS), or the embedded
 * database's one client on this thread.
 */
export function queueSql(db: Database): QueueSql {
  const driver = (db as Database & { $client: PGlite | Pool }).$client;
  if (!('exec' in driver)) {
    return { executeSql: (text, values) => driver.query(text, values), exclusively: (work) => holdingStartupLock(driver, work) };
  }
  return {
    exclusively: (work) => work(),
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
