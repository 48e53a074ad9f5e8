import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import { requireAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  feedbackReplyRows,
  findManagedFeedback,
  insertFeedbackReply,
  pageManagedFeedback,
  updateFeedbackState,
  type ManagedFeedbackRow,
} from '../../db/repositories/feedback';
import { findFile } from '../../db/repositories/files';
import { insertMessages } from '../../db/repositories/messages';
import { success } from '../../envelopes';
import { sendFile } from '../../files';
import { DEFAULT_LOCALE, localizedName, t, translate } from '../../i18n';
import { pageFrom } from '../../paging';
import { changeRow } from '../audit';
import { apiError } from '../errors';
import { excerpt, filledText, screenshotOf } from '../feedback/answers';
import { FEEDBACK_STATUS, feedbackDetailLink, type FeedbackStatusValue } from '../feedback/constants';
import { MESSAGE_LEVELS } from '../message/constants';
import type { FieldMode } from '../roles/constants';
import { requireUser } from '../session';
import { searchableUserFields } from '../users/brief';
import {
  getFeedbackManageSchema,
  listFeedbackManageSchema,
  replyFeedbackManageSchema,
  screenshotFeedbackManageSchema,
  statusFeedbackManageSchema,
} from './contract';
import { registerFeedbackExport } from './export';

/** The states a feedback may be moved to by hand, and from which: replied comes only with a reply. */
const MOVES_FROM: Record<0 | 1 | 3, readonly number[]> = {
  [FEEDBACK_STATUS.inProgress]: [FEEDBACK_STATUS.new, FEEDBACK_STATUS.replied],
  [FEEDBACK_STATUS.closed]: [FEEDBACK_STATUS.new, FEEDBACK_STATUS.inProgress, FEEDBACK_STATUS.replied],
  [FEEDBACK_STATUS.new]: [FEEDBACK_STATUS.closed],
};

const statusName = (request: FastifyRequest, status: number) =>
  t(request, `feedback.status.${status as FeedbackStatusValue}`);

/**
 * Feedback handling in the back office (module `feedback`): the feedback of the users within
 * the caller's data scope (any other answers 404 as if it did not exist), its screenshot and
 * conversation, replies (the submitter gets a message) and the states new, in progress,
 * replied and closed; the list's export runs in the download centre (./export.ts). The
 * submitter's own side is server/plugins/feedback.
 */
const feedbackManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerFeedbackExport(app);

  /** The fields of a list row and of the detail; user fields hidden from the caller are left out. */
  const itemOf = (request: FastifyRequest, row: ManagedFeedbackRow, restrictions: Record<string, FieldMode>) => {
    const nameHidden = restrictions.name === 'hidden';
    return {
      id: row.id,
      content: row.content,
      contact: row.contact,
      status: row.status,
      submitter: withoutHidden(
        {
          id: row.submitterId,
          name: row.submitterName,
          userNo: row.submitterUserNo,
          orgName: row.orgName === null ? null : localizedName(request, { name: row.orgName, nameEn: row.orgNameEn }),
        },
        restrictions,
        { name: ['name'], orgId: ['orgName'] },
      ),
      hasScreenshot: row.screenshotFileId !== null,
      replyCount: row.replyCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      handledByName: nameHidden ? null : row.handledByName,
    };
  };

  const detailOf = async (request: FastifyRequest, db: Database, row: ManagedFeedbackRow) => {
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const nameHidden = restrictions.name === 'hidden';
    return {
      ...itemOf(request, row, restrictions),
      screenshot: await screenshotOf(db, row.screenshotFileId),
      replies: (await feedbackReplyRows(db, row.id)).map((reply) => ({
        id: reply.id,
        fromStaff: reply.fromStaff,
        authorName: nameHidden ? null : reply.authorName,
        content: reply.content,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  };

  const findOrRefuse = async (request: FastifyRequest, id: number) => {
    const found = await findManagedFeedback(app.db, id, await callerScope(request));
    if (!found) throw apiError(request, 404, null, 'feedback.notFound');
    return found;
  };

  /** What the operation log keeps of a feedback before and after a change. */
  const logged = (row: ManagedFeedbackRow) => ({ status: row.status, replyCount: row.replyCount, handledByName: row.handledByName });

  app.get(
    '/feedbackManage',
    { schema: listFeedbackManageSchema, preHandler: requireAction('feedback', 'view') },
    async (request) => {
      const { status, keyword, createdFrom, createdTo } = request.query;
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const { rows, total } = await pageManagedFeedback(
        app.db,
        await callerScope(request),
        {
          status,
          keyword: keyword?.trim() || undefined,
          keywordFields: searchableUserFields(restrictions),
          createdFrom: createdFrom === undefined ? undefined : new Date(createdFrom),
          createdTo: createdTo === undefined ? undefined : new Date(createdTo),
        },
        pageFrom(request.query),
      );
      return success({ list: rows.map((row) => itemOf(request, row, restrictions)), total });
    },
  );

  app.get(
    '/feedbackManage/:id',
    { schema: getFeedbackManageSchema, preHandler: requireAction('feedback', 'view') },
    async (request) => success(await detailOf(request, app.db, await findOrRefuse(request, request.params.id))),
  );

  app.get(
    '/feedbackManage/:id/screenshot',
    { schema: screenshotFeedbackManageSchema, preHandler: requireAction('feedback', 'view') },
    async (request, reply) => {
      const found = await findOrRefuse(request, request.params.id);
      const file = found.screenshotFileId === null ? undefined : await findFile(app.db, found.screenshotFileId);
      if (!file) throw apiError(request, 404, null, 'feedback.noScreenshot');
      return sendFile(reply, file);
    },
  );

  app.post(
    '/feedbackManage/:id/reply',
    { schema: replyFeedbackManageSchema, preHandler: requireAction('feedback', 'update') },
    async (request, reply) => {
      const staff = requireUser(request);
      const { id } = request.params;
      const content = filledText(request, request.body.content, 'content');
      // The scope is resolved before the transaction starts, which keeps it short.
      const scope = await callerScope(request);
      const after = await changeRow(request, reply, {
        action: 'feedback.reply',
        id,
        detail: { content },
        find: (tx) => findManagedFeedback(tx, id, scope),
        notFound: 'feedback.notFound',
        name: (row) => row.submitterUserNo,
        logged,
        change: async (tx, before) => {
          if (before.status === FEEDBACK_STATUS.closed) throw apiError(request, 400, null, 'feedback.closed');
          const now = app.clock();
          await insertFeedbackReply(tx, { feedbackId: id, authorId: staff.id, fromStaff: true, content }, now);
          await updateFeedbackState(tx, id, { status: FEEDBACK_STATUS.replied, handledBy: staff.id }, now);
          // The submitter's language is not known: the message is in the portal's default one.
          await insertMessages(tx, [
            {
              userId: before.submitterId,
              title: translate(DEFAULT_LOCALE, 'feedback.replyMessage.title'),
              content: translate(DEFAULT_LOCALE, 'feedback.replyMessage.content', { excerpt: excerpt(content) }),
              level: MESSAGE_LEVELS.normal,
              group: 'feedback',
              link: feedbackDetailLink(id),
              createdAt: now,
            },
          ]);
          return (await findManagedFeedback(tx, id, scope))!;
        },
      });
      await app.push.toUsers([after.submitterId], { kind: 'message' }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'push after a feedback reply failed');
      });
      return success(await detailOf(request, app.db, after));
    },
  );

  app.post(
    '/feedbackManage/:id/status',
    { schema: statusFeedbackManageSchema, preHandler: requireAction('feedback', 'update') },
    async (request, reply) => {
      const staff = requireUser(request);
      const { id } = request.params;
      const { status } = request.body;
      const scope = await callerScope(request);
      const after = await changeRow(request, reply, {
        action: 'feedback.status',
        id,
        detail: { status },
        find: (tx) => findManagedFeedback(tx, id, scope),
        notFound: 'feedback.notFound',
        name: (row) => row.submitterUserNo,
        logged,
        change: async (tx, before) => {
          if (!MOVES_FROM[status].includes(before.status))
            throw apiError(request, 409, null, 'feedbackManage.badTransition', {
              from: statusName(request, before.status),
              to: statusName(request, status),
            });
          await updateFeedbackState(tx, id, { status, handledBy: staff.id }, app.clock());
          return (await findManagedFeedback(tx, id, scope))!;
        },
      });
      return success(await detailOf(request, app.db, after));
    },
  );
};

export default feedbackManageRoutes;
