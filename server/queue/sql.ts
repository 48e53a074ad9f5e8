import { driverOf, holdingStartupLock, type Database } from '../db/client';

/** All pg-boss needs of a database (its `db` option): one call that runs SQL. */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs the queue's schema work (its start, creating a queue) under the start-up lock on
   * PostgreSQL: pg-boss's own locks do not keep two processes that start at once out of each
   * other's DDL (they deadlock). The embedded database has one process and runs it as it is.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Whether this process is the only one using the queue (the embedded database): then a job
   * found running at start was left by a process that died, and is failed at once to be retried.
   */
  soleProcess: boolean;
}

/** pg-boss's SQL runs on the app's own driver: PostgreSQL's pool, or the embedded database's one client on this thread. */
export function queueSql(db: Database): QueueSql {
  const driver = driverOf(db);
  if (driver.kind === 'postgres') {
    const { pool } = driver;
    return {
      executeSql: (text, values) => pool.query(text, values),
      exclusively: (work) => holdingStartupLock(pool, work),
      soleProcess: false,
    };
  }
  const { client } = driver;
  return {
    exclusively: (work) => work(),
    soleProcess: true,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Without parameters pg-boss may send several statements, its schema set-up and upkeep with
      // their own BEGIN/COMMIT. They run as one transaction of the client, so a failure is rolled
      // back at once and never leaves the one connection inside an aborted transaction.
      const results = await client.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
