import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findPublishedNotice, markNoticeRead } from '../../db/repositories/notices';
import { success } from '../../envelopes';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { currentNoticeAnswer, unreadTotalAnswer } from './answers';
import { currentNoticeSchema, readNoticeSchema, totalNumberSchema } from './contract';

/** The notice popup of the shell and the unread total of the header badge. */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/notice/current', { schema: currentNoticeSchema }, async (request) => success(await currentNoticeAnswer(request)));

  app.post('/notice/read', { schema: readNoticeSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.body;
    return auditedChange(request, reply, { action: 'notice.read', target: String(id) }, async (tx, draft) => {
      const now = app.clock();
      if (!(await findPublishedNotice(tx, id, now))) throw apiError(request, 404, null, 'notice.notFound');
      draft.detail = { firstRead: await markNoticeRead(tx, id, user.id, now) };
      return success(null);
    });
  });

  app.get('/notice/totalNumber', { schema: totalNumberSchema }, async (request) => success(await unreadTotalAnswer(request)));
};

export default noticeRoutes;
