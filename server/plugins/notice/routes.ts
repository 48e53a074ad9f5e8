import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  attachmentsOf,
  findReaderNotice,
  markNoticeRead,
  pageReaderNotices,
  readerAttachment,
} from '../../db/repositories/notices';
import { success } from '../../envelopes';
import { sendFile } from '../../files';
import { pageFrom } from '../../paging';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { currentNoticeAnswer, readerOf, unreadTotalAnswer, type NoticeTypeValue } from './answers';
import {
  currentNoticeSchema,
  readNoticeSchema,
  readerNoticeFileSchema,
  readerNoticeListSchema,
  readerNoticeSchema,
  totalNumberSchema,
} from './contract';

/**
 * The reader's side of notices: the popup and the unread total of the shell, the notice list,
 * one notice and its attachments. A reader sees a notice while it is published (or scheduled and
 * its time has come), not expired, and targeted at them; anything else answers 404.
 */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/notice/current', { schema: currentNoticeSchema }, async (request) => success(await currentNoticeAnswer(request)));

  app.post('/notice/read', { schema: readNoticeSchema }, async (request, reply) => {
    const reader = readerOf(request);
    const { id } = request.body;
    return auditedChange(request, reply, { action: 'notice.read', target: String(id) }, async (tx, draft) => {
      const now = app.clock();
      if (!(await findReaderNotice(tx, reader, id, now))) throw apiError(request, 404, null, 'notice.notFound');
      draft.detail = { firstRead: await markNoticeRead(tx, id, reader.id, now) };
      return success(null);
    });
  });

  app.get('/notice/totalNumber', { schema: totalNumberSchema }, async (request) => success(await unreadTotalAnswer(request)));

  app.get('/notice/list', { schema: readerNoticeListSchema }, async (request) => {
    const { keyword, read, type } = request.query;
    const { rows, total } = await pageReaderNotices(
      app.db,
      readerOf(request),
      app.clock(),
      { keyword, read, type },
      pageFrom(request.query),
    );
    return success({
      list: rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        type: row.type as NoticeTypeValue,
        level: row.level,
        pinned: row.pinned,
        publishedAt: row.publishedAt.toISOString(),
        read: row.read,
        attachmentCount: row.attachmentCount,
      })),
      total,
    });
  });

  app.get('/notice/:id', { schema: readerNoticeSchema }, async (request) => {
    const notice = await findReaderNotice(app.db, readerOf(request), request.params.id, app.clock());
    if (!notice) throw apiError(request, 404, null, 'notice.notFound');
    const attachments = await attachmentsOf(app.db, [notice.id]);
    return success({
      id: notice.id,
      topic: notice.topic,
      content: notice.content,
      type: notice.type as NoticeTypeValue,
      level: notice.level,
      pinned: notice.pinned,
      publishedAt: notice.publishedAt.toISOString(),
      read: notice.read,
      attachments: attachments.map(({ id, fileName, mimeType, size }) => ({ id, fileName, mimeType, size })),
    });
  });

  app.get('/notice/:id/attachments/:fileId', { schema: readerNoticeFileSchema }, async (request, reply) => {
    const { id, fileId } = request.params;
    const file = await readerAttachment(app.db, readerOf(request), id, fileId, app.clock());
    if (!file) throw apiError(request, 404, null, 'notice.fileNotFound');
    return sendFile(reply, file);
  });
};

export default noticeRoutes;
