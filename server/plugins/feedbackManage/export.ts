import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerReach } from '../../access/caller';
import { scopeCondition, type ScopeReach, type Viewer } from '../../access/dataScope';
import { fieldRestrictionsOf, hiddenFields } from '../../access/fieldRights';
import { countManagedFeedback, managedFeedbackAfter, type ManagedFeedbackFilter } from '../../db/repositories/feedback';
import type { UserKeywordField } from '../../db/repositories/users';
import { localeOf, translate, type Locale } from '../../i18n';
import { registerExport, type ExportDefinition } from '../downloads/registry';
import { FEEDBACK_EXPORT_KIND, type FeedbackStatusValue } from '../feedback/constants';
import { requireUser } from '../session';
import { searchableUserFields } from '../users/brief';
import { FeedbackExportQuery } from './contract';

/** Rows read per query while the file is written. */
const BATCH = 1000;

type ColumnKey =
  | 'id'
  | 'createdAt'
  | 'status'
  | 'userNo'
  | 'name'
  | 'orgName'
  | 'contact'
  | 'content'
  | 'replyCount'
  | 'handledByName'
  | 'updatedAt';

/** Columns of the sheet; those naming a user field are left out when the requester's field rights hide it. */
const COLUMNS: { key: ColumnKey; field?: string; width?: number }[] = [
  { key: 'id', width: 10 },
  { key: 'createdAt', width: 20 },
  { key: 'status', width: 12 },
  { key: 'userNo' },
  { key: 'name', field: 'name' },
  { key: 'orgName', field: 'orgId', width: 28 },
  { key: 'contact', width: 24 },
  { key: 'content', width: 60 },
  { key: 'replyCount', width: 10 },
  { key: 'handledByName', field: 'name' },
  { key: 'updatedAt', width: 20 },
];

/** What the export reads, resolved when it is requested (kept as JSON with the export). */
interface FeedbackExportParams {
  status?: number;
  keyword?: string;
  keywordFields: UserKeywordField[];
  createdFrom?: string;
  createdTo?: string;
  viewer: Viewer;
  reach: ScopeReach;
  columns: ColumnKey[];
  locale: Locale;
}

const filterOf = (params: FeedbackExportParams): ManagedFeedbackFilter => ({
  status: params.status,
  keyword: params.keyword,
  keywordFields: params.keywordFields,
  createdFrom: params.createdFrom === undefined ? undefined : new Date(params.createdFrom),
  createdTo: params.createdTo === undefined ? undefined : new Date(params.createdTo),
});

/**
 * The download centre's export of the feedback list (feedback:export): the list's filters,
 * within the requester's data scope and without the columns their user field rights hide, as
 * they stand when it is requested; the content whole.
 */
export function registerFeedbackExport(app: FastifyInstance): void {
  const definition: ExportDefinition<FeedbackExportParams, Static<typeof FeedbackExportQuery>> = {
    moduleNo: 'feedback',
    action: 'export',
    query: FeedbackExportQuery,
    async prepare(request: FastifyRequest, { status, keyword, createdFrom, createdTo }) {
      const user = requireUser(request);
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const hidden = hiddenFields(restrictions);
      return {
        status,
        keyword: keyword?.trim() || undefined,
        keywordFields: [...searchableUserFields(restrictions)],
        createdFrom,
        createdTo,
        viewer: { id: user.id, orgId: user.orgId },
        reach: await callerReach(request),
        columns: COLUMNS.filter((c) => !c.field || !hidden.includes(c.field)).map((c) => c.key),
        locale: localeOf(request),
      };
    },
    count: (db, params) => countManagedFeedback(db, scopeCondition(params.viewer, params.reach), filterOf(params)),
    async *rows(db, params) {
      const scope = scopeCondition(params.viewer, params.reach);
      const filter = filterOf(params);
      let afterId: number | null = null;
      for (;;) {
        const batch = await managedFeedbackAfter(db, scope, filter, afterId, BATCH);
        for (const row of batch) {
          const orgName =
            row.orgName === null ? null : params.locale === 'en-US' && row.orgNameEn ? row.orgNameEn : row.orgName;
          const values: Record<ColumnKey, unknown> = {
            id: row.id,
            createdAt: row.createdAt,
            status: translate(params.locale, `feedback.status.${row.status as FeedbackStatusValue}`),
            userNo: row.submitterUserNo,
            name: row.submitterName,
            orgName,
            contact: row.contact,
            content: row.content,
            replyCount: row.replyCount,
            handledByName: row.handledByName,
            updatedAt: row.updatedAt,
          };
          yield Object.fromEntries(params.columns.map((key) => [key, values[key]]));
        }
        if (batch.length < BATCH) return;
        afterId = batch[batch.length - 1].id;
      }
    },
    columns: (params) =>
      COLUMNS.filter((c) => params.columns.includes(c.key)).map((c) => ({
        key: c.key,
        header: translate(params.locale, `feedbackManage.column.${c.key}`),
        width: c.width,
      })),
    fileName: (params) => `${translate(params.locale, 'feedbackManage.exportFileName')}.xlsx`,
    sheetName: (params) => translate(params.locale, 'feedbackManage.exportSheet'),
  };
  registerExport(app, FEEDBACK_EXPORT_KIND, definition);
}
