import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPERATION_LOG_SCAN_ROWS } from '../../plugins/operationLog/constants';
import type { Database } from '../client';
import { prefixPattern } from './like';
import { operationLogs, users } from '../schema';

/*
 * Reading the operation log (and its sign-in rows) newest first in keyset pages, and deleting
 * the rows past their retention in short batches. Rows are written by server/plugins/audit.ts.
 */

export interface OperationLogFilter {
  userId?: number;
  /** Prefix of the account, any case. */
  account?: string;
  /** The action's first segment: `user` matches `user` and `user.*`. */
  module?: string;
  action?: string;
  /** Only these actions (the sign-in log). */
  actions?: readonly string[];
  result?: 'success' | 'failure';
  from?: Date;
  to?: Date;
  /** Prefix of the client address. */
  ip?: string;
  /** Part of the target or the error message, any case, wildcards taken literally. */
  keyword?: string;
}

/** An hour: longer than any transaction of the product lasts (see idRange). */
const TIME_SLACK_MS = 3600_000;

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The rows a viewer may read: `scope` is their data scope as a condition on `users` (the row's
 * user, joined); an administrator reads every row, anyone else only rows of a user who exists,
 * so rows without one (unknown accounts' sign-ins, jobs) are for administrators alone.
 */
export const logScope = (scope: SQL, admin: boolean): SQL => (admin ? sql`true` : and(isNotNull(users.id), scope)!);

function filterCondition(filter: OperationLogFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(operationLogs.userId, filter.userId) : undefined,
    filter.account ? ilike(operationLogs.account, prefixPattern(filter.account)) : undefined,
    filter.module ? or(eq(operationLogs.action, filter.module), like(operationLogs.action, prefixPattern(`${filter.module}.`))) : undefined,
    filter.action ? eq(operationLogs.action, filter.action) : undefined,
    filter.actions ? inArray(operationLogs.action, [...filter.actions]) : undefined,
    filter.result ? eq(operationLogs.result, filter.result) : undefined,
    filter.from ? gte(operationLogs.createdAt, filter.from) : undefined,
    filter.to ? lte(operationLogs.createdAt, filter.to) : undefined,
    filter.ip ? like(operationLogs.ip, prefixPattern(filter.ip)) : undefined,
    filter.keyword
      ? or(ilike(operationLogs.target, containsPattern(filter.keyword)), ilike(operationLogs.errorMessage, containsPattern(filter.keyword)))
      : undefined,
  );
}

const listedColumns = {
  id: operationLogs.id,
  userId: operationLogs.userId,
  account: operationLogs.account,
  userName: users.name,
  jobNo: users.jobNo,
  action: operationLogs.action,
  target: operationLogs.target,
  result: operationLogs.result,
  errorMessage: operationLogs.errorMessage,
  ip: operationLogs.ip,
  userAgent: operationLogs.userAgent,
  deviceId: operationLogs.deviceId,
  durationMs: operationLogs.durationMs,
  createdAt: operationLogs.createdAt,
  /** What the sign-in log shows of the detail: the form's device and the answer's loginFlag. */
  signInDevice: sql<unknown>`${operationLogs.detail} -> 'device'`,
  loginFlag: sql<unknown>`${operationLogs.detail} -> 'loginFlag'`,
};

export type ListedOperationLog = {
  id: number;
  userId: number | null;
  account: string | null;
  userName: string | null;
  jobNo: string | null;
  action: string;
  target: string | null;
  result: 'success' | 'failure';
  errorMessage: string | null;
  ip: string | null;
  userAgent: string | null;
  deviceId: number | null;
  durationMs: number;
  createdAt: Date;
  signInDevice: unknown;
  loginFlag: unknown;
};

/** Filters an index orders by id: one user, one action, the sign-in actions. */
const indexedCondition = (filter: OperationLogFilter): SQL | undefined =>
  and(
    filter.userId !== undefined ? eq(operationLogs.userId, filter.userId) : undefined,
    filter.action ? eq(operationLogs.action, filter.action) : undefined,
    filter.actions ? inArray(operationLogs.action, [...filter.actions]) : undefined,
  );

/** Whether a filter must read rows one by one (no index orders it by id). */
const scans = (filter: OperationLogFilter) =>
  Boolean(filter.account || filter.module || filter.result || filter.from || filter.to || filter.ip || filter.keyword);

type Rows<T> = { rows: T[] };

async function firstId(db: Database, condition: SQL, order: 'asc' | 'desc'): Promise<number | null> {
  const [row] = await db
    .select({ id: operationLogs.id })
    .from(operationLogs)
    .where(condition)
    .orderBy(order === 'asc' ? operationLogs.createdAt : desc(operationLogs.createdAt))
    .limit(1);
  return row ? Number(row.id) : null;
}

/**
 * The ids a time range can hold, found through the time index: a row is written (its id taken)
 * after its transaction started (its time), and no transaction of the product lasts an hour, so
 * the rows of [from, to] lie between the last row written an hour before `from` and the first
 * written an hour after `to`.
 */
async function idRange(db: Database, filter: OperationLogFilter): Promise<{ above: number | null; below: number | null }> {
  const above = filter.from ? await firstId(db, lt(operationLogs.createdAt, new Date(filter.from.getTime() - TIME_SLACK_MS)), 'desc') : null;
  const below = filter.to ? await firstId(db, gt(operationLogs.createdAt, new Date(filter.to.getTime() + TIME_SLACK_MS)), 'asc') : null;
  return { above, below };
}

/**
 * The rows of the filters within the scope older than `after` (all when null), newest first, at
 * most `limit`, with the cursor of the next slice (null when there is none). The order is the
 * row id alone, unique and growing with every row written, so rows written in the same instant
 * are neither repeated nor skipped across pages; no page counts the table.
 *
 * Filters no index orders by id (account, module, result, time, address, keyword, a reader's
 * scope) read at most `scanRows` rows per page, newest first below the cursor and within the
 * time range: a page may then hold fewer rows than asked, or none, and still name a cursor to read
 * on from. So no search, however rare its rows, holds the database longer than that.
 */
export async function listOperationLogsAfter(
  db: Database,
  scope: SQL,
  filter: OperationLogFilter,
  after: number | null,
  limit: number,
  { scoped = false, scanRows = OPERATION_LOG_SCAN_ROWS }: { scoped?: boolean; scanRows?: number } = {},
): Promise<{ rows: ListedOperationLog[]; nextCursor: number | null }> {
  let below = after;
  let low: number | null = null;
  let windowFull = false;
  if (scoped || scans(filter)) {
    const range = await idRange(db, filter);
    if (range.below !== null) below = below === null ? range.below : Math.min(below, range.below);
    const window = db
      .select({ id: operationLogs.id })
      .from(operationLogs)
      .where(
        and(
          indexedCondition(filter),
          below !== null ? lt(operationLogs.id, below) : undefined,
          range.above !== null ? gt(operationLogs.id, range.above) : undefined,
        ),
      )
      .orderBy(desc(operationLogs.id))
      .limit(scanRows)
      .as('scan_window');
    const {
      rows: [found],
    } = (await db.execute(sql`SELECT min(${window.id})::bigint AS "low", count(*)::int AS "n" FROM ${window}`)) as unknown as Rows<{
      low: string | number | null;
      n: number;
    }>;
    if (Number(found.n) === 0) return { rows: [], nextCursor: null };
    low = Number(found.low);
    windowFull = Number(found.n) >= scanRows;
  }
  const rows = (await db
    .select(listedColumns)
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(
      and(
        scope,
        filterCondition(filter),
        below !== null ? lt(operationLogs.id, below) : undefined,
        low !== null ? gte(operationLogs.id, low) : undefined,
      ),
    )
    .orderBy(desc(operationLogs.id))
    .limit(limit + 1)) as ListedOperationLog[];
  if (rows.length > limit) {
    const page = rows.slice(0, limit);
    return { rows: page, nextCursor: page[page.length - 1].id };
  }
  return { rows, nextCursor: windowFull ? low : null };
}

/** How many rows of the filters the scope reaches (for an export's progress). */
export async function countOperationLogs(db: Database, scope: SQL, filter: OperationLogFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(scope, filterCondition(filter)));
  return Number(row.n);
}

/** One row with its detail, if the scope reaches it. */
export async function findOperationLog(db: Database, scope: SQL, id: number) {
  const [row] = await db
    .select({ ...listedColumns, detail: operationLogs.detail })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(scope, eq(operationLogs.id, id)));
  return row as (ListedOperationLog & { detail: unknown }) | undefined;
}

/**
 * Deletes up to `batch` of the oldest rows written before `before`; answers how many. Called
 * again until it answers fewer than `batch`, so no one statement holds the table long.
 */
export async function deleteOperationLogsBefore(db: Database, before: Date, batch: number): Promise<number> {
  const deleted = await db
    .delete(operationLogs)
    .where(
      inArray(
        operationLogs.id,
        db.select({ id: operationLogs.id }).from(operationLogs).where(lt(operationLogs.createdAt, before)).orderBy(operationLogs.id).limit(batch),
      ),
    )
    .returning({ id: operationLogs.id });
  return deleted.length;
}
