import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  feedbackReplyRows,
  findOwnFeedback,
  insertFeedback,
  insertFeedbackReply,
  pageUserFeedback,
  screenshotAttachable,
  updateFeedbackState,
  type Feedback,
} from '../../db/repositories/feedback';
import { deleteUnreferencedFile, findFile, insertFile, UNREFERENCED_FILE_KEPT_MS } from '../../db/repositories/files';
import { success } from '../../envelopes';
import { acceptFileUploads, checkUpload, sendFile } from '../../files';
import { pageFrom } from '../../paging';
import { auditedChange, type AuditDraft } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { filledText, screenshotOf } from './answers';
import { FEEDBACK_STATUS, SCREENSHOT_KINDS, SCREENSHOT_MAX_BYTES, type FeedbackStatusValue } from './constants';
import {
  createFeedbackSchema,
  myFeedbackDetailSchema,
  myFeedbackReplySchema,
  myFeedbackSchema,
  myFeedbackScreenshotSchema,
  uploadScreenshotSchema,
} from './contract';

/** The job that removes a screenshot no feedback took, and when it runs after the upload. */
export const CLEAN_SCREENSHOT_JOB = 'feedback.cleanScreenshot';
const SCREENSHOT_KEPT_SECONDS = UNREFERENCED_FILE_KEPT_MS / 1000;
interface CleanScreenshotJob {
  fileId: number;
}

/**
 * Feedback the user sends from the header (with a screenshot uploaded beforehand, if any), the
 * user's own list of it, and the conversation with the service centre. Every call acts on the
 * caller's own feedback only: another user's answers 404 as if it did not exist.
 */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFileUploads(app, SCREENSHOT_MAX_BYTES);
  // A screenshot uploaded for feedback that was never sent goes after a day.
  await app.queue.register<CleanScreenshotJob>(CLEAN_SCREENSHOT_JOB, async ({ data }) => ({
    deleted: await deleteUnreferencedFile(app.db, data.fileId),
  }));

  const ownOrRefuse = async (request: FastifyRequest, db: Database, id: number): Promise<Feedback> => {
    const found = await findOwnFeedback(db, id, requireUser(request).id);
    if (!found) throw apiError(request, 404, null, 'feedback.notFound');
    return found;
  };

  /** The feedback with its conversation, as the submitter sees it: staff are the service centre. */
  const detail = async (db: Database, row: Feedback) => ({
    id: row.id,
    content: row.content,
    contact: row.contact,
    status: row.status,
    screenshot: await screenshotOf(db, row.screenshotFileId),
    replies: (await feedbackReplyRows(db, row.id)).map((reply) => ({
      id: reply.id,
      fromStaff: reply.fromStaff,
      content: reply.content,
      createdAt: reply.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  app.post('/feedback/screenshot', { schema: uploadScreenshotSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { fileName } = request.query;
    const draft: AuditDraft = { action: 'feedback.screenshot', detail: { fileName } };
    const stored = await auditedChange(request, reply, draft, async (tx) => {
      if (!Buffer.isBuffer(request.body)) throw apiError(request, 415, null, 'feedback.uploadNotFile');
      const bytes = request.body;
      const { mimeType } = checkUpload(request, bytes, fileName, { maxBytes: SCREENSHOT_MAX_BYTES, allowed: SCREENSHOT_KINDS });
      const id = await insertFile(tx, { fileName, mimeType, size: bytes.length, content: bytes, createdBy: user.id });
      draft.target = String(id);
      draft.detail = { fileName, mimeType, size: bytes.length };
      return { id, fileName, mimeType, size: bytes.length };
    });
    await app.queue.send<CleanScreenshotJob>(CLEAN_SCREENSHOT_JOB, { fileId: stored.id }, { startAfter: SCREENSHOT_KEPT_SECONDS });
    return success(stored);
  });

  app.post('/feedback', { schema: createFeedbackSchema }, async (request, reply) => {
    const user = requireUser(request);
    const content = filledText(request, request.body.content, 'content');
    const contact = request.body.contact?.trim() || null;
    const screenshotFileId = request.body.screenshotFileId ?? null;
    const draft = { action: 'feedback.create', detail: { content, contact, screenshotFileId } };
    return auditedChange(request, reply, draft, async (tx, entry) => {
      if (screenshotFileId !== null && !(await screenshotAttachable(tx, screenshotFileId, user.id)))
        throw apiError(request, 400, null, 'feedback.screenshotUnusable', { id: screenshotFileId });
      const id = await insertFeedback(tx, { userId: user.id, content, contact, screenshotFileId }, app.clock());
      entry.target = String(id);
      return success({ id });
    });
  });

  app.get('/feedback/mine', { schema: myFeedbackSchema }, async (request) => {
    const { rows, total } = await pageUserFeedback(app.db, requireUser(request).id, pageFrom(request.query));
    return success({
      list: rows.map((row) => ({
        id: row.id,
        content: row.content,
        contact: row.contact,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    });
  });

  app.get('/feedback/mine/:id', { schema: myFeedbackDetailSchema }, async (request) =>
    success(await detail(app.db, await ownOrRefuse(request, app.db, request.params.id))),
  );

  app.post('/feedback/mine/:id/reply', { schema: myFeedbackReplySchema }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    const content = filledText(request, request.body.content, 'content');
    const draft: AuditDraft = { action: 'feedback.followUp', target: String(id), detail: { content } };
    return auditedChange(request, reply, draft, async (tx) => {
      const before = await ownOrRefuse(request, tx, id);
      if (before.status === FEEDBACK_STATUS.closed) throw apiError(request, 400, null, 'feedback.closed');
      const now = app.clock();
      await insertFeedbackReply(tx, { feedbackId: id, authorId: user.id, fromStaff: false, content }, now);
      // A reply answered by a follow-up is open again; new and in-progress feedback stay as they are.
      const status = (before.status === FEEDBACK_STATUS.replied ? FEEDBACK_STATUS.inProgress : before.status) as FeedbackStatusValue;
      await updateFeedbackState(tx, id, { status }, now);
      draft.detail = { content, before: { status: before.status }, after: { status } };
      return success(await detail(tx, (await findOwnFeedback(tx, id, user.id))!));
    });
  });

  app.get('/feedback/mine/:id/screenshot', { schema: myFeedbackScreenshotSchema }, async (request, reply) => {
    const own = await ownOrRefuse(request, app.db, request.params.id);
    const file = own.screenshotFileId === null ? undefined : await findFile(app.db, own.screenshotFileId);
    if (!file) throw apiError(request, 404, null, 'feedback.noScreenshot');
    return sendFile(reply, file);
  });
};

export default feedbackRoutes;
