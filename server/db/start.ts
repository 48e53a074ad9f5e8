import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seedDemoData, type DemoSeedOutcome } from './demo/demoData';
import { seed, type SeedResult } from './seed';

/**
 * What every server process does to its database on start: open it, migrate it and run the
 * first-start seed, each under the start-up lock. When several processes start at once on one
 * PostgreSQL, one of them seeds and the others find the rows there. With DEMO_DATA=on the demo
 * data follows the seed under the same lock (`demoData`: what became of it; null when off).
 */
export async function startDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; demoData: DemoSeedOutcome | null } & SeedResult> {
  const database = await openDatabase(config);
  try {
    return {
      database,
      ...(await database.exclusively(async () => ({
        ...(await seed(database.db, config)),
        demoData: config.demoData ? await seedDemoData(database.db) : null,
      }))),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
