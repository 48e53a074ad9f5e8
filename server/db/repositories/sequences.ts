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

/** Draws `count` ids of a table's serial column at once, ascending (as nextId does one by one). */
export async function nextIds(db: Database, table: 'orgs' | 'users', count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id FROM generate_series(1, ${count}::integer)`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
