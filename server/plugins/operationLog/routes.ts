import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerIsAdmin, callerReach, callerScopeOn } from '../../access/caller';
import { USERS_OWNER, scopeCondition, type ScopeReach, type Viewer } from '../../access/dataScope';
import { requireAction } from '../../access/functionRights';
import { driverOf, type Database } from '../../db/client';
import { insertOperationLog } from '../../db/repositories/auditLog';
import {
  countOperationLogs,
  deleteOperationLogsBefore,
  findOperationLog,
  listOperationLogsAfter,
  logScope,
  type ListedOperationLog,
  type OperationLogFilter,
} from '../../db/repositories/operationLog';
import { success } from '../../envelopes';
import { localeOf, translate, type Locale } from '../../i18n';
import { registerExport, type ExportDefinition } from '../downloads/registry';
import { apiError } from '../errors';
import { requireUser } from '../session';
import {
  OPERATION_LOG_EXPORT_KIND,
  OPERATION_LOG_EXPORT_MAX_ROWS,
  OPERATION_LOG_MODULE,
  OPERATION_LOG_PAGE_SIZE,
  OPERATION_LOG_RETENTION_BATCH,
  OPERATION_LOG_RETENTION_JOB,
  SIGN_IN_ACTIONS,
  SIGN_IN_EXPORT_KIND,
} from './constants';
import {
  ExportOperationLogQuery,
  ExportSignInLogQuery,
  getOperationLogSchema,
  listOperationLogsSchema,
  listSignInsSchema,
} from './contract';

type OperationQuery = Static<typeof ExportOperationLogQuery>;
type SignInQuery = Static<typeof ExportSignInLogQuery>;

const DAY_MS = 24 * 3600_000;
/** Rows an export reads at a time (one short keyset query each). */
const EXPORT_BATCH = 500;

/** The action's first segment: `user` of `user.update`. */
export const moduleOf = (action: string) => action.split('.')[0];

const iso = (date: Date) => date.toISOString();

/** A value of the logged detail as the sign-in log shows it (the drivers may answer JSON as text). */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const itemOf = (row: ListedOperationLog) => ({
  id: row.id,
  userId: row.userId,
  account: row.account,
  userName: row.userName,
  action: row.action,
  module: moduleOf(row.action),
  target: row.target,
  result: row.result,
  errorMessage: row.errorMessage,
  ip: row.ip,
  userAgent: row.userAgent,
  deviceId: row.deviceId,
  durationMs: row.durationMs,
  createdAt: iso(row.createdAt),
});

function signInOf(row: ListedOperationLog) {
  const device = jsonValue(row.signInDevice);
  const loginFlag = jsonValue(row.loginFlag);
  return {
    id: row.id,
    userId: row.userId,
    account: row.account,
    userName: row.userName,
    jobNo: row.jobNo,
    action: row.action,
    result: row.result,
    loginFlag: Number.isInteger(loginFlag) ? (loginFlag as number) : null,
    reason: row.errorMessage,
    ip: row.ip,
    device: typeof device === 'string' ? device : null,
    deviceId: row.deviceId,
    userAgent: row.userAgent,
    createdAt: iso(row.createdAt),
  };
}

/** The filters of a query, checked: a time range that ends before it starts answers 400 naming `from`. */
function filterOf(request: FastifyRequest, query: OperationQuery | SignInQuery): OperationLogFilter {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from > to) throw apiError(request, 400, null, 'operationLog.rangeReversed');
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    userId: query.userId,
    account: text(query.account),
    module: 'module' in query ? text(query.module) : undefined,
    action: text(query.action),
    result: query.result,
    from,
    to,
    ip: text(query.ip),
    keyword: text(query.keyword),
  };
}

/** The rows the caller may read, as one condition, and whether it narrows anything (not for an administrator). */
async function scopeOf(request: FastifyRequest) {
  const admin = await callerIsAdmin(request);
  return { scope: logScope(await callerScopeOn(request, USERS_OWNER), admin), scoped: !admin };
}

// ---- Exports ------------------------------------------------------------------------------------

/** What an export reads, resolved when it is requested: the filters, the requester's scope and language. */
interface LogExportParams {
  filter: OperationLogFilter;
  viewer: Viewer;
  reach: ScopeReach;
  admin: boolean;
  locale: Locale;
}

const exportScope = (params: LogExportParams) => logScope(scopeCondition(params.viewer, params.reach, USERS_OWNER), params.admin);

/** The filter as stored with the export (JSON: the dates as text) made a filter again. */
const revived = (filter: OperationLogFilter): OperationLogFilter => ({
  ...filter,
  from: filter.from === undefined ? undefined : new Date(filter.from),
  to: filter.to === undefined ? undefined : new Date(filter.to),
});

async function* exportedRows(db: Database, params: LogExportParams) {
  const scope = exportScope(params);
  const filter = revived(params.filter);
  let after: number | null = null;
  for (let read = 0; read < OPERATION_LOG_EXPORT_MAX_ROWS; ) {
    const batch = await listOperationLogsAfter(db, scope, filter, after, Math.min(EXPORT_BATCH, OPERATION_LOG_EXPORT_MAX_ROWS - read), {
      scoped: !params.admin,
    });
    yield* batch.rows;
    read += batch.rows.length;
    after = batch.nextCursor;
    if (after === null) return;
  }
}

type ColumnKey =
  | 'createdAt'
  | 'account'
  | 'userName'
  | 'jobNo'
  | 'module'
  | 'action'
  | 'target'
  | 'result'
  | 'errorMessage'
  | 'ip'
  | 'device'
  | 'userAgent'
  | 'durationMs';

interface LogColumn {
  key: ColumnKey;
  width?: number;
  value: (row: ListedOperationLog, locale: Locale) => unknown;
}

const resultText = (row: ListedOperationLog, locale: Locale) => translate(locale, `operationLog.result.${row.result}`);

const OPERATION_COLUMNS: LogColumn[] = [
  { key: 'createdAt', width: 22, value: (row) => row.createdAt },
  { key: 'account', value: (row) => row.account },
  { key: 'userName', value: (row) => row.userName },
  { key: 'module', width: 14, value: (row) => moduleOf(row.action) },
  { key: 'action', width: 24, value: (row) => row.action },
  { key: 'target', width: 32, value: (row) => row.target },
  { key: 'result', width: 10, value: resultText },
  { key: 'errorMessage', width: 32, value: (row) => row.errorMessage },
  { key: 'ip', value: (row) => row.ip },
  { key: 'durationMs', width: 12, value: (row) => row.durationMs },
  { key: 'userAgent', width: 40, value: (row) => row.userAgent },
];

const SIGN_IN_COLUMNS: LogColumn[] = [
  { key: 'createdAt', width: 22, value: (row) => row.createdAt },
  { key: 'account', value: (row) => row.account },
  { key: 'userName', value: (row) => row.userName },
  { key: 'jobNo', value: (row) => row.jobNo },
  { key: 'action', width: 22, value: (row) => row.action },
  { key: 'result', width: 10, value: resultText },
  { key: 'errorMessage', width: 32, value: (row) => row.errorMessage },
  { key: 'ip', value: (row) => row.ip },
  { key: 'device', value: (row) => signInOf(row).device },
  { key: 'userAgent', width: 40, value: (row) => row.userAgent },
];

function logExport<Query extends OperationQuery | SignInQuery>(
  query: ExportDefinition['query'],
  columns: LogColumn[],
  fileNameKey: 'operationLog.exportFileName' | 'operationLog.signInsFileName',
  filterFor: (request: FastifyRequest, query: Query) => OperationLogFilter,
): ExportDefinition<LogExportParams, Query> {
  return {
    moduleNo: OPERATION_LOG_MODULE,
    action: 'export',
    query,
    async prepare(request, input) {
      const user = requireUser(request);
      return {
        filter: filterFor(request, input),
        viewer: { id: user.id, orgId: user.orgId },
        reach: await callerReach(request),
        admin: await callerIsAdmin(request),
        locale: localeOf(request),
      };
    },
    count: async (db, params) => Math.min(OPERATION_LOG_EXPORT_MAX_ROWS, await countOperationLogs(db, exportScope(params), revived(params.filter))),
    async *rows(db, params) {
      for await (const row of exportedRows(db, params)) {
        yield Object.fromEntries(columns.map((column) => [column.key, column.value(row, params.locale)]));
      }
    },
    columns: (params) =>
      columns.map((column) => ({ key: column.key, header: translate(params.locale, `operationLog.column.${column.key}`), width: column.width })),
    fileName: (params) => `${translate(params.locale, fileNameKey)}.xlsx`,
  };
}

// ---- Retention ----------------------------------------------------------------------------------

/**
 * Deletes the rows older than the retention in batches, giving way between them (on the embedded
 * database as long as the batch took, since its queries run on the server's one thread), and
 * records how many went as a row of its own.
 */
export async function removeExpiredLogs(
  app: FastifyInstance,
  batch = OPERATION_LOG_RETENTION_BATCH,
): Promise<{ removed: number; before: string }> {
  const started = performance.now();
  const days = app.config.operationLogRetentionDays;
  const before = new Date(app.clock().getTime() - days * DAY_MS);
  const embedded = driverOf(app.db).kind === 'embedded';
  let removed = 0;
  for (;;) {
    const batchStarted = performance.now();
    const deleted = await deleteOperationLogsBefore(app.db, before, batch);
    removed += deleted;
    if (deleted < batch) break;
    const busyMs = performance.now() - batchStarted;
    await new Promise((resolve) => (embedded ? setTimeout(resolve, busyMs) : setImmediate(resolve)));
  }
  if (removed > 0) {
    await insertOperationLog(app.db, {
      userId: null,
      account: null,
      action: OPERATION_LOG_RETENTION_JOB,
      target: String(removed),
      detail: { by: 'job', removed, before: iso(before), retentionDays: days },
      result: 'success',
      ip: null,
      durationMs: Math.round(performance.now() - started),
    });
  }
  return { removed, before: iso(before) };
}

/**
 * The operation log and the sign-in log (/operationLog, module operationLog): read-only lists in
 * keyset pages, one row's detail, their exports through the download centre, and the daily job
 * that deletes rows past OPERATION_LOG_RETENTION_DAYS. No route changes or deletes a row.
 */
const operationLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canView = requireAction(OPERATION_LOG_MODULE, 'view');

  registerExport(
    app,
    OPERATION_LOG_EXPORT_KIND,
    logExport<OperationQuery>(ExportOperationLogQuery, OPERATION_COLUMNS, 'operationLog.exportFileName', filterOf),
  );
  registerExport(
    app,
    SIGN_IN_EXPORT_KIND,
    logExport<SignInQuery>(ExportSignInLogQuery, SIGN_IN_COLUMNS, 'operationLog.signInsFileName', (request, query) => ({
      ...filterOf(request, query),
      actions: SIGN_IN_ACTIONS,
    })),
  );

  // Daily, and once at every start: the start's run and the next day's are kept apart, so a run
  // waiting for tomorrow does not swallow the one at start.
  await app.queue.register(
    OPERATION_LOG_RETENTION_JOB,
    async () => {
      // The next run is sent first, so that a failing run still leaves one.
      await app.queue.send(OPERATION_LOG_RETENTION_JOB, {}, { startAfter: DAY_MS / 1000, singletonKey: 'daily' });
      return removeExpiredLogs(app);
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.send(OPERATION_LOG_RETENTION_JOB, {}, { singletonKey: 'start' });
  });

  app.get('/operationLogs', { schema: listOperationLogsSchema, preHandler: canView }, async (request) => {
    const { after, pageSize = OPERATION_LOG_PAGE_SIZE, ...query } = request.query;
    const { scope, scoped } = await scopeOf(request);
    const page = await listOperationLogsAfter(app.db, scope, filterOf(request, query), after ?? null, pageSize, { scoped });
    return success({ data: page.rows.map(itemOf), nextCursor: page.nextCursor });
  });

  app.get('/operationLogs/signIns', { schema: listSignInsSchema, preHandler: canView }, async (request) => {
    const { after, pageSize = OPERATION_LOG_PAGE_SIZE, ...query } = request.query;
    const filter = { ...filterOf(request, query), actions: SIGN_IN_ACTIONS };
    const { scope, scoped } = await scopeOf(request);
    const page = await listOperationLogsAfter(app.db, scope, filter, after ?? null, pageSize, { scoped });
    return success({ data: page.rows.map(signInOf), nextCursor: page.nextCursor });
  });

  app.get('/operationLogs/:id', { schema: getOperationLogSchema, preHandler: canView }, async (request) => {
    const row = await findOperationLog(app.db, (await scopeOf(request)).scope, request.params.id);
    if (!row) throw apiError(request, 404, null, 'operationLog.notFound');
    return success({ ...itemOf(row), detail: jsonValue(row.detail) });
  });
};

export default operationLogRoutes;
