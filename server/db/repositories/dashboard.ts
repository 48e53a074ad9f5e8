/**
 * What the dev page and the admin dashboard read: sign-ins per day from the operation log, open
 * sessions, page views per page and module, the job queue's tables and the migrations applied.
 * Read-only; every range is bounded by the caller (at most 90 days).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

/** An ISO instant of a timestamptz expression, whatever the session's time zone. */
/** `action IN (...)` of the operation log. */
const anyAction = (actions: readonly string[]) => sql`action IN (${sql.join(actions.map((action) => sql`${action}`), sql`, `)})`;

const isoOf = (expression: SQL) => sql`to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `days` calendar days ending with the day of `now` in the time zone `timeZone`. */
export interface DayRange {
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The first day's midnight and the midnight after the last day, ISO instants. */
  start: string;
  end: string;
}

export async function dayRange(db: Database, now: Date, timeZone: string, days: number): Promise<DayRange> {
  const [range] = await rowsOf<DayRange>(
    db,
    sql`
      WITH bounds AS (
        SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS last_day
      )
      SELECT to_char(last_day - ${days - 1}::int, 'YYYY-MM-DD') AS "from",
             to_char(last_day, 'YYYY-MM-DD') AS "to",
             ${isoOf(sql`((last_day - ${days - 1}::int)::timestamp AT TIME ZONE ${timeZone})`)} AS "start",
             ${isoOf(sql`((last_day + 1)::timestamp AT TIME ZONE ${timeZone})`)} AS "end"
      FROM bounds`,
  );
  return range;
}

export interface SignInDayCount {
  day: string;
  success: number;
  failure: number;
}

/** Successful and failed sign-ins per day of the range, every day present (0 when none), oldest first. */
export async function signInsPerDay(db: Database, actions: readonly string[], range: DayRange, timeZone: string): Promise<SignInDayCount[]> {
  return rowsOf<SignInDayCount>(
    db,
    sql`
      WITH series AS (
        SELECT d::date AS day FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d
      ),
      counted AS (
        SELECT (created_at AT TIME ZONE ${timeZone})::date AS day,
               count(*) FILTER (WHERE result = 'success')::int AS success,
               count(*) FILTER (WHERE result = 'failure')::int AS failure
        FROM operation_logs
        WHERE ${anyAction(actions)} AND created_at >= ${range.start}::timestamptz AND created_at < ${range.end}::timestamptz
        GROUP BY 1
      )
      SELECT to_char(series.day, 'YYYY-MM-DD') AS day,
             coalesce(counted.success, 0)::int AS success,
             coalesce(counted.failure, 0)::int AS failure
      FROM series LEFT JOIN counted ON counted.day = series.day
      ORDER BY series.day`,
  );
}

/** Distinct users with a successful sign-in in the range. */
export async function usersSignedIn(db: Database, actions: readonly string[], range: DayRange): Promise<number> {
  const [row] = await rowsOf<{ users: number }>(
    db,
    sql`
      SELECT count(DISTINCT user_id)::int AS users
      FROM operation_logs
      WHERE ${anyAction(actions)} AND result = 'success' AND user_id IS NOT NULL
        AND created_at >= ${range.start}::timestamptz AND created_at < ${range.end}::timestamptz`,
  );
  return row.users;
}

/** Sessions neither ended nor expired at `now`, and the distinct users holding them. */
export async function activeSessions(db: Database, now: Date): Promise<{ sessions: number; users: number }> {
  const [row] = await rowsOf<{ sessions: number; users: number }>(
    db,
    sql`
      SELECT count(*)::int AS sessions, count(DISTINCT user_id)::int AS users
      FROM sessions
      WHERE revoked_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row;
}

export interface PageUse {
  moduleNo: string | null;
  moduleName: string | null;
  moduleNameEn: string | null;
  pageName: string;
  path: string | null;
  views: number;
  users: number;
}

/**
 * The pages opened most in the range: one per module and address (or name, for views without an
 * address), under the name it was last opened with, with its module's names.
 */
export async function topPages(db: Database, range: DayRange, limit: number): Promise<PageUse[]> {
  return rowsOf<PageUse>(
    db,
    sql`
      SELECT pv.module_no AS "moduleNo", m.name AS "moduleName", m.name_en AS "moduleNameEn",
             pv.page_name AS "pageName", pv.path, pv.views, pv.users
      FROM (
        SELECT module_no,
               (array_agg(page_name ORDER BY created_at DESC, id DESC))[1] AS page_name,
               (array_agg(path ORDER BY created_at DESC, id DESC))[1] AS path,
               count(*)::int AS views,
               count(DISTINCT user_id)::int AS users
        FROM page_views
        WHERE created_at >= ${range.start}::timestamptz AND created_at < ${range.end}::timestamptz
        GROUP BY module_no, coalesce(path, page_name)
        ORDER BY views DESC, page_name
        LIMIT ${limit}
      ) pv
      LEFT JOIN modules m ON m.module_no = pv.module_no
      ORDER BY pv.views DESC, pv.page_name`,
  );
}

export interface ModuleUse {
  moduleNo: string | null;
  moduleName: string | null;
  moduleNameEn: string | null;
  views: number;
}

/** Views per module in the range, the most first; views without a module count under null. */
export async function topModules(db: Database, range: DayRange, limit: number): Promise<ModuleUse[]> {
  return rowsOf<ModuleUse>(
    db,
    sql`
      SELECT pv.module_no AS "moduleNo", m.name AS "moduleName", m.name_en AS "moduleNameEn", pv.views
      FROM (
        SELECT module_no, count(*)::int AS views
        FROM page_views
        WHERE created_at >= ${range.start}::timestamptz AND created_at < ${range.end}::timestamptz
        GROUP BY module_no
        ORDER BY views DESC, module_no NULLS LAST
        LIMIT ${limit}
      ) pv
      LEFT JOIN modules m ON m.module_no = pv.module_no
      ORDER BY pv.views DESC, pv.module_no NULLS LAST`,
  );
}

/** Page views in the range. */
export async function countPageViews(db: Database, range: DayRange): Promise<number> {
  const [row] = await rowsOf<{ views: number }>(
    db,
    sql`SELECT count(*)::int AS views FROM page_views
        WHERE created_at >= ${range.start}::timestamptz AND created_at < ${range.end}::timestamptz`,
  );
  return row.views;
}

/** Whether a table exists (the job queue creates its own when it first starts). */
async function tableExists(db: Database, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(db, sql`SELECT to_regclass(${name}) IS NOT NULL AS found`);
  return row.found;
}

export interface QueueDepthRow {
  name: string;
  created: number;
  retry: number;
  active: number;
}

export interface FailedJobRow {
  name: string;
  id: string;
  failedAt: string | null;
  retryCount: number;
  output: unknown;
}

/** Per job name, the jobs waiting (created, retry) and running; and the failed jobs, the latest first. */
export async function queueState(db: Database, failedShown: number) {
  if (!(await tableExists(db, 'pgboss.job'))) return { depth: [], failedCount: 0, failed: [] };
  const withArchive = await tableExists(db, 'pgboss.archive');
  const depth = await rowsOf<QueueDepthRow>(
    db,
    sql`
      SELECT name,
             count(*) FILTER (WHERE state = 'created')::int AS created,
             count(*) FILTER (WHERE state = 'retry')::int AS retry,
             count(*) FILTER (WHERE state = 'active')::int AS active
      FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active')
      GROUP BY name
      ORDER BY name`,
  );
  // Failed jobs move to the archive after 12 hours and stay there 7 more days.
  const failedJobs = withArchive
    ? sql`(SELECT name, id, completed_on, retry_count, output FROM pgboss.job WHERE state = 'failed'
           UNION ALL
           SELECT name, id, completed_on, retry_count, output FROM pgboss.archive WHERE state = 'failed')`
    : sql`(SELECT name, id, completed_on, retry_count, output FROM pgboss.job WHERE state = 'failed')`;
  const [{ count }] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${failedJobs} f`);
  const failed = await rowsOf<FailedJobRow>(
    db,
    sql`
      SELECT name, id::text AS id, ${isoOf(sql`completed_on`)} AS "failedAt", retry_count AS "retryCount", output
      FROM ${failedJobs} f
      ORDER BY completed_on DESC NULLS LAST, id
      LIMIT ${failedShown}`,
  );
  return { depth, failedCount: count, failed };
}

export interface AppliedMigration {
  /** The journal's `when` of the migration (drizzle keeps it as created_at). */
  createdAt: number;
  appliedCount: number;
}

/** The migrations drizzle has applied: how many, and the stamp of the last. */
export async function appliedMigrations(db: Database): Promise<AppliedMigration> {
  if (!(await tableExists(db, 'drizzle.__drizzle_migrations'))) return { createdAt: 0, appliedCount: 0 };
  const [row] = await rowsOf<{ last: string | null; count: number }>(
    db,
    sql`SELECT max(created_at)::text AS last, count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return { createdAt: row.last === null ? 0 : Number(row.last), appliedCount: row.count };
}

/** The database server's version, e.g. "17.5" (the embedded database reports its PostgreSQL version). */
export async function databaseVersion(db: Database): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(db, sql`SELECT current_setting('server_version') AS version`);
  return row.version;
}
