import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** The access epoch now (migration 0006): it moves with every committed change of who may do what. */
export async function readAccessEpoch(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`SELECT "value"::text AS "value" FROM "access_epoch"`)) as unknown as { rows: { value: string }[] };
  return rows[0].value;
}
