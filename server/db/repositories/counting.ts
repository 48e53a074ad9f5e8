import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '../../constants';
import type { Database } from '../client';

/*
 * The total of a list that may hold very many rows, counted up to a cap and no further: it stays
 * as cheap as reading `cap` rows however many match. `capped` says more than `cap` rows match
 * (`total` is then `cap`); lists answer it as `totalCapped` (cappedPageOf in server/paging.ts).
 */

export interface CappedTotal {
  total: number;
  capped: boolean;
}

const limitedRows = (db: Database, table: PgTable, where: SQL | undefined, cap: number) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');

/** Scalar subquery: the rows of `table` matching `where`, counted up to one past the cap (read it with cappedTotal). */
export function countedUpTo(db: Database, table: PgTable, where: SQL | undefined, cap = LIST_COUNT_CAP): SQL<number> {
  return sql<number>`(${db.select({ n: count() }).from(limitedRows(db, table, where, cap))})`.mapWith(Number);
}

/** What countedUpTo answered, as the list's total. */
export function cappedTotal(counted: number, cap = LIST_COUNT_CAP): CappedTotal {
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** How many rows of `table` match `where`, up to the cap. */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap = LIST_COUNT_CAP,
): Promise<CappedTotal> {
  const [{ n }] = await db.select({ n: count() }).from(limitedRows(db, table, where, cap));
  return cappedTotal(Number(n), cap);
}

/**
 * A page read with its total on every row (countedUpTo as the column `total`): the rows without
 * it, and the total. A page beyond the last has no row to carry the total: only then is it
 * counted apart (`countApart`, e.g. countUpTo with the same condition).
 */
export async function rowsWithTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countApart: () => Promise<CappedTotal>,
  cap = LIST_COUNT_CAP,
): Promise<{ rows: Omit<Row, 'total'>[] } & CappedTotal> {
  if (rows.length > 0)
    return { rows: rows.map(({ total: _total, ...row }) => row), ...cappedTotal(rows[0].total, cap) };
  if (offset === 0) return { rows: [], total: 0, capped: false };
  return { rows: [], ...(await countApart()) };
}
