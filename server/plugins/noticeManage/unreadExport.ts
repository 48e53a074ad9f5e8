import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerReach } from '../../access/caller';
import { scopeCondition, type ScopeReach, type Viewer } from '../../access/dataScope';
import { fieldRestrictionsOf, hiddenFields } from '../../access/fieldRights';
import { countUnreadUsers, findManagedNotice, NOTICES_OWNER, unreadUsersAfter } from '../../db/repositories/noticeManage';
import type { UserKeywordField } from '../../db/repositories/users';
import { localeOf, translate, type Locale } from '../../i18n';
import { registerExport, type ExportDefinition } from '../downloads/registry';
import { apiError } from '../errors';
import { NOTICE_UNREAD_EXPORT_KIND } from '../notice/constants';
import { requireUser } from '../session';
import { searchableUserFields } from '../users/brief';
import { UnreadExportQuery } from './contract';

/** Rows read per query while the file is written. */
const BATCH = 1000;

type ColumnKey = 'userNo' | 'account' | 'name' | 'jobNo' | 'orgName';

/** Columns of the sheet; each left out when the requester's field rights hide the field it names. */
const COLUMNS: { key: ColumnKey; field?: string; width?: number }[] = [
  { key: 'userNo' },
  { key: 'account', field: 'account' },
  { key: 'name', field: 'name' },
  { key: 'jobNo', field: 'jobNo' },
  { key: 'orgName', field: 'orgId', width: 28 },
];

/** What the export reads, resolved when it is requested. */
interface UnreadExportParams {
  noticeId: number;
  topic: string;
  keyword?: string;
  keywordFields: UserKeywordField[];
  viewer: Viewer;
  reach: ScopeReach;
  columns: ColumnKey[];
  locale: Locale;
}

/** A file name from a topic: no characters file systems refuse, not too long. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim().slice(0, 80) || '-';

/**
 * The download centre's export of a notice's unread users (notice:export): the users of the
 * unread list, within the requester's data scope and without the columns their field rights
 * hide, as they stand when it is requested.
 */
export function registerUnreadExport(app: FastifyInstance): void {
  const definition: ExportDefinition<UnreadExportParams, Static<typeof UnreadExportQuery>> = {
    moduleNo: 'notice',
    action: 'export',
    query: UnreadExportQuery,
    async prepare(request: FastifyRequest, { noticeId, keyword }) {
      const user = requireUser(request);
      const reach = await callerReach(request);
      const notice = await findManagedNotice(app.db, noticeId, scopeCondition(user, reach, NOTICES_OWNER), app.clock());
      if (!notice) throw apiError(request, 404, null, 'notice.notFound');
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const hidden = hiddenFields(restrictions);
      return {
        noticeId,
        topic: notice.topic,
        keyword,
        keywordFields: [...searchableUserFields(restrictions)],
        viewer: { id: user.id, orgId: user.orgId },
        reach,
        columns: COLUMNS.filter((c) => !c.field || !hidden.includes(c.field)).map((c) => c.key),
        locale: localeOf(request),
      };
    },
    count: (db, params) =>
      countUnreadUsers(db, params.noticeId, scopeCondition(params.viewer, params.reach), { keyword: params.keyword, keywordFields: params.keywordFields }),
    async *rows(db, params) {
      const scope = scopeCondition(params.viewer, params.reach);
      const filter = { keyword: params.keyword, keywordFields: params.keywordFields };
      let after: { account: string; id: number } | null = null;
      for (;;) {
        const batch = await unreadUsersAfter(db, params.noticeId, scope, filter, after, BATCH);
        for (const user of batch) {
          const orgName = user.orgName === null ? null : params.locale === 'en-US' && user.orgNameEn ? user.orgNameEn : user.orgName;
          const values: Record<ColumnKey, unknown> = { userNo: user.userNo, account: user.account, name: user.name, jobNo: user.jobNo, orgName };
          yield Object.fromEntries(params.columns.map((key) => [key, values[key]]));
        }
        if (batch.length < BATCH) return;
        const last = batch[batch.length - 1];
        after = { account: last.account, id: last.id };
      }
    },
    columns: (params) =>
      COLUMNS.filter((c) => params.columns.includes(c.key)).map((c) => ({
        key: c.key,
        header: translate(params.locale, `user.column.${c.key}`),
        width: c.width,
      })),
    fileName: (params) => `${safeName(translate(params.locale, 'noticeManage.unreadFileName', { topic: params.topic }))}.xlsx`,
    sheetName: (params) => translate(params.locale, 'noticeManage.unreadSheet'),
  };
  registerExport(app, NOTICE_UNREAD_EXPORT_KIND, definition);
}
