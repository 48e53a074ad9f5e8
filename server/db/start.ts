import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seed, type SeedResult } from './seed';

/**
 * What every server process does to its database on start: open it, migrate it and run the
 * first-start seed, each under the start-up lock. When several processes start at once on one
 * PostgreSQL, one of them seeds and the others find the rows there.
 */
export async function startDatabase(config: Config): Promise<{ database: DatabaseHandle } & SeedResult> {
  const database = await openDatabase(config);
  try {
    return { database, ...(await database.exclusively(() => seed(database.db, config))) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
