import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/**
 * How many rows of `table` match `where`, counted up to `cap` and no further: the total of a list
 * that may hold very many rows stays as cheap as reading `cap` of them. `capped` says that more
 * than `cap` rows match (`total` is then `cap`).
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ n }] = await db.select({ n: count() }).from(limited);
  const counted = Number(n);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}
