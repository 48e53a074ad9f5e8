import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { callerReach } from '../../access/caller';
import { scopeCondition, type ScopeReach, type Viewer } from '../../access/dataScope';
import { fieldRestrictionsOf, hiddenFields, refuseRestricted } from '../../access/fieldRights';
import { requireAction } from '../../access/functionRights';
import { orgFilterAt } from '../../access/orgSubtree';
import { hashPassword, randomPassword } from '../../crypto';
import { attachment } from '../../files';
import type { Database } from '../../db/client';
import { orgIdsByNo, orgSubtreeIds } from '../../db/repositories/orgs';
import {
  countUsers,
  insertUser,
  listUsersAfter,
  takenAccountsAndJobNos,
  type PublicUser,
  type UserCursor,
  type UserFilter,
  type UserKeywordField,
  type UserSort,
  type UserSortField,
} from '../../db/repositories/users';
import { accountKey } from '../../db/repositories/signInAttempts';
import { USER_ENABLED } from '../../db/schema';
import { type FieldMode } from '../roles/constants';
import { success } from '../../envelopes';
import { localeOf, t, translate, type Locale } from '../../i18n';
import { auditFailures, inAuditedTransaction } from '../audit';
import { registerExport, type ExportDefinition } from '../downloads/registry';
import { apiError, describeValidation } from '../errors';
import { requireUser } from '../session';
import { passwordPolicyProblem } from '../user/passwordPolicy';
import { USER_EXPORT_KIND } from './constants';
import { ExportUsersQuery, ImportRow, importTemplateSchema, importUsersSchema } from './contract';
import { searchableUserFields } from './brief';
import { importRefused as refusedImport, readUploadedSheet, repeatsWithin, rowsByColumn, type RowError } from './sheetImport';
import { XLSX_TYPE, headerOf, streamWorkbook, type SheetColumn } from './spreadsheet';
import type { SheetContent } from './sheetReader';

export const MAX_EXPORT_ROWS = 100_000;
export const MAX_IMPORT_ROWS = 1_000;
/** Users read at a time by an export (one short query each). */
const EXPORT_BATCH = 250;

type ColumnKey =
  | 'userNo'
  | 'account'
  | 'name'
  | 'jobNo'
  | 'email'
  | 'phone'
  | 'orgNo'
  | 'orgName'
  | 'status'
  | 'createdAt'
  | 'password';

const headerKey = (key: ColumnKey) => `user.column.${key}` as const;

/** A column's key and its header in both languages (./messages.ts). */
function column<K extends ColumnKey>(key: K): SheetColumn<K> {
  return { key, zh: translate('zh-CN', headerKey(key)), en: translate('en-US', headerKey(key)) };
}

/** Columns of an export; each restricted by the field right named in `field`. */
const EXPORT_COLUMNS: (SheetColumn<ColumnKey> & { field?: string; value: (user: PublicUser, locale: Locale) => unknown })[] = [
  { ...column('userNo'), value: (u) => u.userNo },
  { ...column('account'), field: 'account', value: (u) => u.account },
  { ...column('name'), field: 'name', value: (u) => u.name },
  { ...column('jobNo'), field: 'jobNo', value: (u) => u.jobNo },
  { ...column('email'), field: 'email', width: 28, value: (u) => u.email },
  { ...column('phone'), field: 'phone', value: (u) => u.phone },
  { ...column('orgNo'), field: 'orgId', value: (u) => u.orgNo },
  {
    ...column('orgName'),
    field: 'orgId',
    width: 28,
    value: (u, locale) => (u.orgName === null ? null : locale === 'en-US' && u.orgNameEn ? u.orgNameEn : u.orgName),
  },
  {
    ...column('status'),
    value: (u, locale) => translate(locale, u.status === USER_ENABLED ? 'user.enabled' : 'user.disabled'),
  },
  { ...column('createdAt'), width: 22, value: (u) => u.createdAt },
];

type ExportFilter = Static<typeof ExportUsersQuery>;

/**
 * What a users export reads, resolved when it is requested: the list's filters and order, the
 * requester's data scope (who they are, the organisations it reaches), the fields the keyword may
 * search, the columns their field rights leave, and their language.
 */
interface UsersExportParams {
  filter: UserFilter & { keywordFields: UserKeywordField[] };
  sort: UserSort;
  viewer: Viewer;
  reach: ScopeReach;
  columns: ColumnKey[];
  locale: Locale;
}

const exportScope = (params: UsersExportParams) => scopeCondition(params.viewer, params.reach);

/**
 * The filter as stored with the export. One queued before the list took organisation ids holds
 * `orgId` (that organisation and those below it), resolved when the job runs.
 */
async function exportFilter(db: Database, stored: UsersExportParams['filter'] & { orgId?: number }): Promise<UsersExportParams['filter']> {
  const { orgId, ...filter } = stored;
  return orgId === undefined || filter.orgIds !== undefined ? filter : { ...filter, orgIds: await orgSubtreeIds(db, orgId) };
}

/**
 * The users export of the download centre: the users of the list's filters, in its order, at
 * most MAX_EXPORT_ROWS, within the data scope and without the hidden fields' columns.
 */
const usersExport: ExportDefinition<UsersExportParams, ExportFilter> = {
  moduleNo: 'user',
  action: 'export',
  query: ExportUsersQuery,
  async prepare(request, { keyword, orgId, status, sorter = 'createdAt:descend' }) {
    const [field, order] = sorter.split(':') as [UserSortField, 'ascend' | 'descend'];
    const restrictions = await fieldRestrictionsOf(request, 'user');
    refuseRestricted(request, restrictions, [...(orgId === undefined ? [] : ['orgId']), field], ['hidden']);
    const hidden = hiddenFields(restrictions);
    const user = requireUser(request);
    return {
      filter: {
        keyword,
        orgIds: await orgFilterAt(request, orgId),
        status,
        keywordFields: searchableUserFields(restrictions),
      },
      sort: { field, order },
      viewer: { id: user.id, orgId: user.orgId },
      reach: await callerReach(request),
      columns: EXPORT_COLUMNS.filter((c) => !c.field || !hidden.includes(c.field)).map((c) => c.key),
      locale: localeOf(request),
    };
  },
  count: async (db, params) => Math.min(MAX_EXPORT_ROWS, await countUsers(db, exportScope(params), await exportFilter(db, params.filter))),
  async *rows(db, params) {
    const columns = EXPORT_COLUMNS.filter((c) => params.columns.includes(c.key));
    const scope = exportScope(params);
    const filter = await exportFilter(db, params.filter);
    let cursor: UserCursor | null = null;
    for (let read = 0; read < MAX_EXPORT_ROWS; ) {
      const batch = await listUsersAfter(db, scope, filter, params.sort, cursor, Math.min(EXPORT_BATCH, MAX_EXPORT_ROWS - read));
      for (const user of batch.rows) yield Object.fromEntries(columns.map((c) => [c.key, c.value(user, params.locale)]));
      read += batch.rows.length;
      cursor = batch.cursor;
      if (!cursor) return;
    }
  },
  columns: (params) =>
    EXPORT_COLUMNS.filter((c) => params.columns.includes(c.key)).map((c) => ({ key: c.key, header: headerOf(c, params.locale), width: c.width })),
  fileName: (params) => `${translate(params.locale, 'user.exportFileName')}.xlsx`,
  sheetName: (params) => translate(params.locale, 'user.sheetName'),
};

type ImportKey = 'account' | 'name' | 'jobNo' | 'email' | 'phone' | 'orgNo' | 'password';

/** Columns an import reads; account, name, job number and e-mail are required. */
const IMPORT_COLUMNS: (SheetColumn<ImportKey> & { field: string | null })[] = [
  { ...column('account'), field: 'account' },
  { ...column('name'), field: 'name' },
  { ...column('jobNo'), field: 'jobNo' },
  { ...column('email'), field: 'email', width: 28 },
  { ...column('phone'), field: 'phone' },
  { ...column('orgNo'), field: 'orgId' },
  { ...column('password'), field: null },
];
const REQUIRED_IMPORT_KEYS: ImportKey[] = ['account', 'name', 'jobNo', 'email'];

const importRefused = (request: FastifyRequest, errors: RowError[]) =>
  refusedImport(t(request, 'user.importInvalid', { count: errors.length }), errors);

/**
 * Export of the filtered users to Excel (in the download centre) and bulk import from Excel. The
 * export applies the requester's data scope and leaves out the columns of hidden fields; an import
 * is checked row by row with the rules of a single create and writes all rows in one transaction,
 * or none.
 */
const userTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.importLimits;
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: limits.maxFileBytes }, (_request, body, done) =>
    done(null, body),
  );

  registerExport(app, USER_EXPORT_KIND, usersExport);

  app.get('/users/import/template', { schema: importTemplateSchema, preHandler: requireAction('user', 'import') }, async (request, reply) => {
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const locale = localeOf(request);
    const headers = IMPORT_COLUMNS.filter((c) => !c.field || !restrictions[c.field]).map((c) => ({
      key: c.key,
      header: headerOf(c, locale),
      width: c.width,
    }));
    async function* none() {}
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment(`${t(request, 'user.importTemplateName')}.xlsx`))
      .send(streamWorkbook(t(request, 'user.sheetName'), headers, none()));
  });

  app.post('/users/import', { schema: importUsersSchema, preHandler: requireAction('user', 'import') }, async (request, reply) => {
    const draft = { action: 'user.import', detail: {} as Record<string, unknown> };
    return auditFailures(request, reply, draft, async () => {
      if (!Buffer.isBuffer(request.body)) throw apiError(request, 415, null, 'user.importNotXlsx');
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const rows = importedRows(request, await readSheet(request, reply, request.body), restrictions);
      const errors: RowError[] = [];
      const validate = request.compileValidationSchema(ImportRow);
      for (const { row, values } of rows) {
        const { orgNo: _orgNo, ...fields } = values;
        if (!validate(fields)) {
          const issue = validate.errors![0];
          const missing = (issue.params as { missingProperty?: string }).missingProperty;
          errors.push({ row, field: missing ?? (issue.instancePath.split('/')[1] || null), message: describeValidation(request, issue, 'body') });
          continue;
        }
        if (values.password !== undefined) {
          const problem = passwordPolicyProblem(request, { account: values.account!, oldPassword: '', newPassword: values.password });
          if (problem) errors.push({ row, field: 'password', message: problem.message });
        }
      }
      errors.push(...duplicatesWithin(request, rows), ...(await conflictsWithStored(request, rows)));
      if (errors.length > 0) throw importRefused(request, errors);

      // Hashing happens before the transaction, which stays short.
      const prepared = await Promise.all(
        rows.map(async ({ row, values }) => {
          const password = values.password ?? randomPassword();
          return { row, values, password, generated: values.password === undefined, passwordHash: await hashPassword(password) };
        }),
      );
      const now = app.clock();
      return inAuditedTransaction(request, reply, draft, async (tx) => {
        const orgIds = await orgIdsByNo(tx, orgNosOf(rows));
        const credentials: { account: string; password: string }[] = [];
        for (const { row, values, password, generated, passwordHash } of prepared) {
          const { account, name, jobNo, email, phone, orgNo } = values as Required<ImportValues>;
          const orgId = orgNo ? orgIds.get(orgNo) : null;
          const id =
            orgId === undefined
              ? undefined
              : await insertUser(tx, { account, name, jobNo, email, phone: phone ?? null, orgId, passwordHash }, now);
          // Changed by someone else since the check: nothing of this import is kept.
          if (id === undefined) throw importRefused(request, [{ row, field: null, message: t(request, 'user.importChanged') }]);
          if (generated) credentials.push({ account, password });
        }
        draft.detail = { imported: rows.length, accounts: rows.map((r) => r.values.account) };
        return success({ imported: rows.length, credentials });
      });
    });
  });

  /** The first sheet of an upload, read within the import limits and the template's size. */
  const readSheet = (request: FastifyRequest, reply: FastifyReply, file: Buffer): Promise<SheetContent> =>
    readUploadedSheet(request, reply, file, { maxRows: MAX_IMPORT_ROWS + 1, maxColumns: IMPORT_COLUMNS.length });

  /** Unknown organisation numbers and accounts or job numbers that users hold already. */
  async function conflictsWithStored(request: FastifyRequest, rows: ImportedRow[]): Promise<RowError[]> {
    const orgIds = await orgIdsByNo(app.db, orgNosOf(rows));
    const taken = await takenAccountsAndJobNos(app.db, {
      accounts: rows.flatMap((r) => (r.values.account ? [r.values.account] : [])),
      jobNos: rows.flatMap((r) => (r.values.jobNo ? [r.values.jobNo] : [])),
    });
    const errors: RowError[] = [];
    for (const { row, values } of rows) {
      if (values.orgNo && !orgIds.has(values.orgNo))
        errors.push({ row, field: 'orgNo', message: t(request, 'user.importOrgNotFound', { orgNo: values.orgNo }) });
      if (values.account && taken.accounts.has(values.account))
        errors.push({ row, field: 'account', message: t(request, 'user.accountTaken', { account: values.account }) });
      if (values.jobNo && taken.jobNos.has(values.jobNo))
        errors.push({ row, field: 'jobNo', message: t(request, 'user.jobNoTaken', { jobNo: values.jobNo }) });
    }
    return errors;
  }
};

type ImportValues = Partial<Record<ImportKey, string>>;
type ImportedRow = { row: number; values: ImportValues };

const orgNosOf = (rows: ImportedRow[]) => [...new Set(rows.flatMap((r) => (r.values.orgNo ? [r.values.orgNo] : [])))];

/** The rows of an uploaded sheet by column, refusing unknown, missing or restricted columns and empty sheets. */
function importedRows(request: FastifyRequest, sheet: SheetContent, restrictions: Record<string, FieldMode>): ImportedRow[] {
  return rowsByColumn(request, sheet, IMPORT_COLUMNS, REQUIRED_IMPORT_KEYS, (present) =>
    refuseRestricted(
      request,
      restrictions,
      IMPORT_COLUMNS.filter((c) => c.field && present.includes(c.key)).map((c) => c.field!),
    ),
  );
}

/** Accounts and job numbers given twice in one file: every repeat after the first is an error. */
function duplicatesWithin(request: FastifyRequest, rows: ImportedRow[]): RowError[] {
  // Accounts are one regardless of letter case.
  return [...repeatsWithin(request, rows, 'account', (value) => accountKey(value)), ...repeatsWithin(request, rows, 'jobNo')];
}

export default userTransferRoutes;
