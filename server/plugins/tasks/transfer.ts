import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { callerReach } from '../../access/caller';
import { scopeCondition, type ScopeReach, type Viewer } from '../../access/dataScope';
import { orgIdsByNo } from '../../db/repositories/orgs';
import { countTasks, drawTaskIds, insertTasks, listTasksAfter, slaOf, takenSourcePairs, TASKS_OWNER, type TaskCursor, type TaskFilter, type TaskListRow, type TaskSort } from '../../db/repositories/tasks/tasks';
import { taskTypesByCode } from '../../db/repositories/tasks/taskTypes';
import { success } from '../../envelopes';
import { attachment } from '../../files';
import { localeOf, t, translate, type Locale } from '../../i18n';
import { auditFailures, inAuditedTransaction } from '../audit';
import { registerExport, type ExportDefinition } from '../downloads/registry';
import { apiError, describeValidation } from '../errors';
import { requireUser } from '../session';
import { importRefused, readUploadedSheet, repeatsWithin, rowsByColumn, type RowError, type SheetRow } from '../users/sheetImport';
import { XLSX_TYPE, headerOf, streamWorkbook, type SheetColumn } from '../users/spreadsheet';
import { TASK_DEFAULT_SORTER, TASK_EXPORT_KIND, TASK_EXPORT_MAX_ROWS, TASK_IMPORT_MAX_ROWS } from './constants';
import { ExportTasksQuery, ImportTaskRow, importTasksSchema, importTemplateSchema } from './contract';
import { newTask, plainProblems } from './intakeRules';
import { afterTakenIn } from './jobs';
import { requireTaskRight } from './rights';
import { taskFilterOf, taskSortOf } from './filters';

/** Tasks read at a time by an export (one short query each). */
const EXPORT_BATCH = 250;

type ExportKey =
  | 'taskNo'
  | 'type'
  | 'title'
  | 'orgName'
  | 'applicant'
  | 'amount'
  | 'currency'
  | 'priority'
  | 'status'
  | 'sla'
  | 'assignee'
  | 'rule'
  | 'dueAt'
  | 'createdAt'
  | 'sourceSystem'
  | 'sourceRef';

type ImportKey = 'typeCode' | 'title' | 'orgNo' | 'applicant' | 'amount' | 'currency' | 'priority' | 'sourceSystem' | 'sourceRef';

/** A column's key and its header in both languages (./messages.ts). */
function column<K extends ExportKey | ImportKey>(key: K, width?: number): SheetColumn<K> {
  const header = `tasks.column.${key as ExportKey | ImportKey}` as const;
  return { key, zh: translate('zh-CN', header), en: translate('en-US', header), width };
}

const named = (locale: Locale, name: string, nameEn: string | null) => (locale === 'en-US' && nameEn ? nameEn : name);

const EXPORT_COLUMNS: (SheetColumn<ExportKey> & { value: (task: TaskListRow, locale: Locale, now: Date) => unknown })[] = [
  { ...column('taskNo'), value: (task) => task.taskNo },
  { ...column('type'), value: (task, locale) => named(locale, task.typeName, task.typeNameEn) },
  { ...column('title', 40), value: (task) => task.title },
  { ...column('orgName', 24), value: (task, locale) => named(locale, task.orgName, task.orgNameEn) },
  { ...column('applicant'), value: (task) => task.applicant },
  { ...column('amount'), value: (task) => (task.amount === null ? null : Number(task.amount)) },
  { ...column('currency', 10), value: (task) => task.currency },
  { ...column('priority', 10), value: (task, locale) => translate(locale, `tasks.priority.${task.priority as 1 | 2 | 3 | 4}`) },
  { ...column('status', 12), value: (task, locale) => translate(locale, `tasks.status.${task.status}`) },
  {
    ...column('sla', 12),
    value: (task, locale, now) => {
      const sla = slaOf(task, now);
      return sla === null ? null : translate(locale, `tasks.sla.${sla}`);
    },
  },
  { ...column('assignee'), value: (task) => task.assigneeName },
  { ...column('rule'), value: (task) => task.ruleName },
  { ...column('dueAt', 20), value: (task) => task.dueAt },
  { ...column('createdAt', 20), value: (task) => task.createdAt },
  { ...column('sourceSystem'), value: (task) => task.sourceSystem },
  { ...column('sourceRef', 24), value: (task) => task.sourceRef },
];

type ExportFilter = Static<typeof ExportTasksQuery>;

/**
 * What a task export reads, resolved when it is requested: the list's filters (the organisations
 * below the one chosen included), its order, the requester's data scope and language, and the
 * time the SLA states are worked out at.
 */
interface TasksExportParams {
  filter: TaskFilter;
  sort: TaskSort;
  viewer: Viewer;
  reach: ScopeReach;
  locale: Locale;
  at: string;
}

const exportScope = (params: TasksExportParams) => scopeCondition(params.viewer, params.reach, TASKS_OWNER);

/** The filter as stored with the export (JSON: the dates as text) made a filter again. */
const revived = (filter: TaskFilter): TaskFilter => {
  const date = (value: Date | string | undefined) => (value === undefined ? undefined : new Date(value));
  return { ...filter, createdFrom: date(filter.createdFrom), createdTo: date(filter.createdTo), dueFrom: date(filter.dueFrom), dueTo: date(filter.dueTo) };
};

/** The task export of the download centre: the tasks of the list's filters, in its order, within the data scope. */
const tasksExport: ExportDefinition<TasksExportParams, ExportFilter> = {
  moduleNo: 'task',
  action: 'export',
  query: ExportTasksQuery,
  async prepare(request, query) {
    const user = requireUser(request);
    return {
      filter: await taskFilterOf(request, query),
      sort: taskSortOf(query.sorter ?? TASK_DEFAULT_SORTER),
      viewer: { id: user.id, orgId: user.orgId },
      reach: await callerReach(request),
      locale: localeOf(request),
      at: request.server.clock().toISOString(),
    };
  },
  count: async (db, params) => Math.min(TASK_EXPORT_MAX_ROWS, await countTasks(db, exportScope(params), revived(params.filter), new Date(params.at))),
  async *rows(db, params) {
    const scope = exportScope(params);
    const filter = revived(params.filter);
    const at = new Date(params.at);
    let cursor: TaskCursor | null = null;
    for (let read = 0; read < TASK_EXPORT_MAX_ROWS; ) {
      const batch = await listTasksAfter(db, scope, filter, params.sort, cursor, Math.min(EXPORT_BATCH, TASK_EXPORT_MAX_ROWS - read), at);
      for (const task of batch.rows) yield Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, c.value(task, params.locale, at)]));
      read += batch.rows.length;
      cursor = batch.cursor;
      if (!cursor) return;
    }
  },
  columns: (params) => EXPORT_COLUMNS.map((c) => ({ key: c.key, header: headerOf(c, params.locale), width: c.width })),
  fileName: (params) => `${translate(params.locale, 'tasks.exportFileName')}.xlsx`,
  sheetName: (params) => translate(params.locale, 'tasks.sheetName'),
};

/** Columns an import reads; type code, title and organisation number are required. */
const IMPORT_COLUMNS: SheetColumn<ImportKey>[] = [
  column('typeCode'),
  column('title', 40),
  column('orgNo'),
  column('applicant'),
  column('amount'),
  column('currency', 10),
  column('priority', 10),
  column('sourceSystem'),
  column('sourceRef', 24),
];
const REQUIRED_IMPORT_KEYS: ImportKey[] = ['typeCode', 'title', 'orgNo'];

type ImportedRow = SheetRow<ImportKey>;

/** A row's values as the import checks them: the priority as a number when it is one. */
function rowInput(values: ImportedRow['values']) {
  const { priority, ...rest } = values;
  return { ...rest, ...(priority !== undefined && { priority: /^\d{1,9}$/.test(priority) ? Number(priority) : priority }) };
}

type RowInput = Static<typeof ImportTaskRow>;

/**
 * Export of the filtered tasks to Excel (in the download centre) and bulk intake from Excel: each
 * row is checked with the rules of a task created by hand, and all rows are written in one
 * transaction, or none.
 */
const taskTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.importLimits;
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: limits.maxFileBytes }, (_request, body, done) => done(null, body));

  registerExport(app, TASK_EXPORT_KIND, tasksExport);

  app.get('/tasks/import/template', { schema: importTemplateSchema, preHandler: requireTaskRight('import') }, async (request, reply) => {
    const locale = localeOf(request);
    const headers = IMPORT_COLUMNS.map((c) => ({ key: c.key, header: headerOf(c, locale), width: c.width }));
    async function* none() {}
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment(`${t(request, 'tasks.importTemplateName')}.xlsx`))
      .send(streamWorkbook(t(request, 'tasks.sheetName'), headers, none()));
  });

  app.post('/tasks/import', { schema: importTasksSchema, preHandler: requireTaskRight('import') }, async (request, reply) => {
    const draft = { action: 'task.import', detail: {} as Record<string, unknown> };
    return auditFailures(request, reply, draft, async () => {
      if (!Buffer.isBuffer(request.body)) throw apiError(request, 415, null, 'user.importNotXlsx');
      const sheet = await readUploadedSheet(request, reply, request.body, { maxRows: TASK_IMPORT_MAX_ROWS + 1, maxColumns: IMPORT_COLUMNS.length });
      const rows = rowsByColumn(request, sheet, IMPORT_COLUMNS, REQUIRED_IMPORT_KEYS);
      const errors: RowError[] = [];
      const validate = request.compileValidationSchema(ImportTaskRow);
      const valid: { row: number; input: RowInput }[] = [];
      for (const { row, values } of rows) {
        const input = rowInput(values);
        if (!validate(input)) {
          const issue = validate.errors![0];
          const missing = (issue.params as { missingProperty?: string }).missingProperty;
          errors.push({ row, field: missing ?? (issue.instancePath.split('/')[1] || null), message: describeValidation(request, issue, 'body') });
          continue;
        }
        const problems = plainProblems(request, input as RowInput);
        errors.push(...problems.map((problem) => ({ row, field: problem.field, message: problem.message })));
        if (problems.length === 0) valid.push({ row, input: input as RowInput });
      }
      errors.push(
        ...repeatsWithin<ImportKey>(
          request,
          rows,
          'sourceRef',
          (ref, values) => (values.sourceSystem ? `${values.sourceSystem}\u0000${ref}` : null),
          (ref, first) => t(request, 'tasks.repeated', { field: 'sourceRef', value: ref, first: t(request, 'tasks.row', { row: first }) }),
        ),
      );
      errors.push(...(await conflictsWithStored(request, valid)));
      if (errors.length > 0) throw importRefused(t(request, 'tasks.importInvalid', { count: errors.length }), errors);

      const caller = requireUser(request);
      const now = app.clock();
      const taken = await inAuditedTransaction(request, reply, draft, async (tx) => {
        const types = await taskTypesByCode(tx, valid.map(({ input }) => input.typeCode));
        const orgIds = await orgIdsByNo(tx, [...new Set(valid.map(({ input }) => input.orgNo))]);
        const ids = await drawTaskIds(tx, valid.length);
        const news = valid.map(({ input }, i) => newTask(ids[i], input, types.get(input.typeCode)!, orgIds.get(input.orgNo)!, caller.id, now));
        const inserted = await insertTasks(tx, news, caller.id, now);
        const lost = valid.find((_, i) => !inserted.has(ids[i]));
        // A reference taken by someone else since the check: nothing of this import is kept.
        if (lost) throw importRefused(t(request, 'tasks.importInvalid', { count: 1 }), [{ row: lost.row, field: null, message: t(request, 'tasks.importChanged') }]);
        const taskNos = news.map((task) => `T${String(task.id).padStart(8, '0')}`);
        draft.detail = { imported: news.length, first: taskNos[0], last: taskNos.at(-1) };
        return { news, taskNos };
      });
      await afterTakenIn(app, taken.news);
      return success({ imported: taken.news.length, taskNos: taken.taskNos });
    });
  });

  /**
   * What the stored data decides of valid rows: types that do not exist or are disabled,
   * organisations unknown or outside the caller's reach, source references taken in before.
   */
  async function conflictsWithStored(request: FastifyRequest, rows: { row: number; input: RowInput }[]): Promise<RowError[]> {
    const types = await taskTypesByCode(app.db, rows.map(({ input }) => input.typeCode));
    const orgNos = [...new Set(rows.map(({ input }) => input.orgNo))];
    const orgIds = await orgIdsByNo(app.db, orgNos);
    const reach = await callerReach(request);
    const within = reach === 'all' ? null : new Set(reach);
    const taken = await takenSourcePairs(
      app.db,
      rows.flatMap(({ input }) => (input.sourceSystem && input.sourceRef ? [{ system: input.sourceSystem, ref: input.sourceRef }] : [])),
    );
    const errors: RowError[] = [];
    for (const { row, input } of rows) {
      const type = types.get(input.typeCode);
      if (!type?.enabled) errors.push({ row, field: 'typeCode', message: t(request, 'tasks.typeUnavailable', { field: 'typeCode', type: input.typeCode }) });
      const orgId = orgIds.get(input.orgNo);
      if (orgId === undefined) errors.push({ row, field: 'orgNo', message: t(request, 'tasks.orgUnknown', { field: 'orgNo', org: input.orgNo }) });
      else if (within && !within.has(orgId))
        errors.push({ row, field: 'orgNo', message: t(request, 'tasks.orgBeyondScope', { field: 'orgNo', orgNo: input.orgNo }) });
      const takenBy = input.sourceSystem && input.sourceRef ? taken.get(`${input.sourceSystem}\u0000${input.sourceRef}`) : undefined;
      if (takenBy) errors.push({ row, field: 'sourceRef', message: t(request, 'tasks.sourceRefTaken', { field: 'sourceRef', ref: input.sourceRef!, taskNo: takenBy }) });
    }
    return errors;
  }
};

export default taskTransferRoutes;
