import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertFeedback, pageUserFeedback } from '../../db/repositories/feedback';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { createFeedbackSchema, myFeedbackSchema } from './contract';

/** Feedback the user sends from the header, and the user's own list of it. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/feedback', { schema: createFeedbackSchema }, async (request, reply) => {
    const user = requireUser(request);
    const content = request.body.content.trim();
    // Blank text is refused like an empty field, before anything is recorded.
    if (!content) throw apiError(request, 400, null, 'field.notEmpty', { field: 'content' });
    const contact = request.body.contact?.trim() || null;
    return auditedChange(request, reply, { action: 'feedback.create', detail: { content, contact } }, async (tx, draft) => {
      const id = await insertFeedback(tx, { userId: user.id, content, contact });
      draft.target = String(id);
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
};

export default feedbackRoutes;
