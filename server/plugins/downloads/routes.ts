import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { requireAction } from '../../access/functionRights';
import {
  deleteExport,
  failExport,
  findOwnExport,
  insertExport,
  pageOwnExports,
  type ExportInfo,
  type StoredParams,
} from '../../db/repositories/exports';
import { findFile } from '../../db/repositories/files';
import { success } from '../../envelopes';
import { sendFile } from '../../files';
import { localeOf } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditFailures, changeRow, inAuditedTransaction } from '../audit';
import { apiError } from '../errors';
import { bounded } from '../input';
import { requireUser } from '../session';
import { EXPORT_RETENTION_DAYS, EXPORT_STATUS } from './constants';
import { createExportSchema, deleteExportSchema, exportFileSchema, listExportsSchema } from './contract';
import { EXPORT_JOB, registerExportJobs } from './jobs';
import { exportKind } from './registry';

const DAY_MS = 24 * 3600_000;

/** An export as its owner sees it; one past its expiry is expired, even before the retention job has run. */
function answer(row: ExportInfo, now: Date) {
  const expired = row.status === EXPORT_STATUS.expired || (row.status === EXPORT_STATUS.done && row.expiresAt <= now);
  return {
    id: row.id,
    kind: row.kind,
    status: expired ? EXPORT_STATUS.expired : row.status,
    progress: row.progress,
    rowCount: row.rowCount,
    size: expired ? null : row.size,
    fileName: expired ? null : row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    error: row.error,
  };
}

/** Query schemas with the input plugin's number bounds, compiled once per schema. */
const boundedQueries = new WeakMap<TSchema, TSchema>();

/** The query checked against the kind's schema; a violation answers 400 naming `query.<field>`, as a route's own schema would. */
function checkedQuery(request: FastifyRequest, schema: TSchema, query: Record<string, unknown>): Record<string, unknown> {
  let checked = boundedQueries.get(schema);
  if (!checked) boundedQueries.set(schema, (checked = bounded(schema) as TSchema));
  const validate = request.compileValidationSchema(checked);
  if (validate(query)) return query;
  const issue = validate.errors![0];
  const error = new Error(`body/query${issue.instancePath} breaks ${issue.keyword}`) as FastifyError;
  error.statusCode = 400;
  error.validation = [{ ...issue, instancePath: `/query${issue.instancePath}` }];
  error.validationContext = 'body';
  throw error;
}

/**
 * The download centre: every export runs as a background job. A request answers at once with
 * the export queued; the job (./jobs.ts) writes the file with the data scope, field rights and
 * language the requester had when asking. Each user sees, downloads and deletes only their own
 * exports; an export and its file are kept EXPORT_RETENTION_DAYS days.
 */
const downloadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerExportJobs(app);

  app.post('/downloads/exports', { schema: createExportSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { kind, query: sent = {} } = request.body;
    const definition = exportKind(app, kind);
    if (!definition) throw apiError(request, 400, null, 'download.unknownKind', { kind });
    await requireAction(definition.moduleNo, definition.action).call(app, request, reply);
    const query = definition.query ? checkedQuery(request, definition.query, sent) : sent;
    const draft = { action: `${definition.moduleNo}.${definition.action}`, target: kind, detail: { kind, query } as Record<string, unknown> };
    const id = await auditFailures(request, reply, draft, async () => {
      const params = await definition.prepare(request, query);
      const stored: StoredParams = { locale: localeOf(request), params };
      const now = app.clock();
      return inAuditedTransaction(request, reply, draft, async (tx) => {
        const created = await insertExport(tx, {
          userId: user.id,
          kind,
          params: stored,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_RETENTION_DAYS * DAY_MS),
        });
        draft.target = `${created} ${kind}`;
        draft.detail = { kind, query, columns: definition.columns(params).map((column) => column.key) };
        return created;
      });
    });
    try {
      await app.queue.send(EXPORT_JOB, { exportId: id });
    } catch (error) {
      await failExport(app.db, id, { error: (error as Error).message, final: true, at: app.clock() });
      throw error;
    }
    return success(answer((await findOwnExport(app.db, user.id, id))!, app.clock()));
  });

  app.get('/downloads/exports', { schema: listExportsSchema }, async (request) => {
    const user = requireUser(request);
    const { rows, total } = await pageOwnExports(app.db, user.id, pageFrom(request.query));
    const now = app.clock();
    return success({ list: rows.map((row) => answer(row, now)), total });
  });

  app.get('/downloads/exports/:id/file', { schema: exportFileSchema }, async (request, reply) => {
    const user = requireUser(request);
    const row = await findOwnExport(app.db, user.id, request.params.id);
    if (!row) throw apiError(request, 404, null, 'download.notFound');
    const { status } = answer(row, app.clock());
    if (status === EXPORT_STATUS.expired) throw apiError(request, 410, 'EXPORT_EXPIRED', 'download.expired');
    if (status === EXPORT_STATUS.failed) throw apiError(request, 409, 'EXPORT_FAILED', 'download.failedNoFile');
    if (status !== EXPORT_STATUS.done) throw apiError(request, 409, 'EXPORT_NOT_READY', 'download.notReady');
    const file = row.fileId === null ? undefined : await findFile(app.db, row.fileId);
    if (!file) throw apiError(request, 410, 'EXPORT_EXPIRED', 'download.expired');
    return sendFile(reply, file);
  });

  app.delete('/downloads/exports/:id', { schema: deleteExportSchema }, async (request, reply) => {
    const user = requireUser(request);
    await changeRow(request, reply, {
      action: 'export.delete',
      id: request.params.id,
      find: (tx, id) => findOwnExport(tx, user.id, id),
      notFound: 'download.notFound',
      name: (row) => row.kind,
      logged: ({ kind, status, rowCount, fileName, size, createdAt }) => ({ kind, status, rowCount, fileName, size, createdAt }),
      change: async (tx, before) => {
        await deleteExport(tx, before.id);
        return null;
      },
    });
    return success(null);
  });
};

export default downloadsRoutes;
