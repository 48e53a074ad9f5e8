import { and, desc, eq, gte, ilike, inArray, isNotNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * The rows of the filters within the scope older than `after` (all when null), newest first, at
 * most `limit`, with the cursor of the next slice (null when there is none). The order is the
 * row id alone, unique and growing with every row written, so rows written in the same instant
 * are neither repeated nor skipped across pages; no page counts the table.
 */
export async function listOperationLogsAfter(
  db: Database,
  scope: SQL,
  filter: OperationLogFilter,
  after: number | null,
  limit: number,
): Promise<{ rows: ListedOperationLog[]; nextCursor: number | null }> {
  const rows = (await db
    .select(listedColumns)
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(scope, filterCondition(filter), after !== null ? lt(operationLogs.id, after) : undefined))
    .orderBy(desc(operationLogs.id))
    .limit(limit + 1)) as ListedOperationLog[];
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: more ? page[page.length - 1].id : null };
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
