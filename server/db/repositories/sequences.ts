import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Draws the next id of a table's serial column before inserting, for rows that store
 * something derived from their own id (an organisation's path, a user's number).
 */
export async function nextId(db: Database, table: 'orgs' | 'users'): Promise<number> {
  const { rows } = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0].id);
}
