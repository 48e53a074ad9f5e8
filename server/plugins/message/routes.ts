import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  countUnreadMessages,
  markMessagesRead,
  messageGroups,
  pageMessages,
  type Message,
  type MessageFilter,
} from '../../db/repositories/messages';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange } from '../audit';
import { requireUser } from '../session';
import { messageByLevelSchema, messageGroupSchema, readAllSchema, readSchema, unreadCountSchema, userMessageSchema } from './contract';

const toItem = (message: Message) => ({
  id: message.id,
  title: message.title,
  content: message.content,
  level: message.level,
  group: message.group,
  link: message.link,
  read: message.readAt !== null,
  createdAt: message.createdAt.toISOString(),
});

/** The signed-in user's own messages; no call ever reads or changes another user's. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const page = async (filter: MessageFilter, query: { current?: number; pageSize?: number }) => {
    const { rows, total } = await pageMessages(app.db, filter, pageFrom(query));
    return success({ list: rows.map(toItem), total });
  };

  app.get('/message/getUserMessage', { schema: userMessageSchema }, async (request) => {
    const { status, group, beforeId, ...paging } = request.query;
    return page({ userId: requireUser(request).id, status, group, beforeId }, paging);
  });

  app.get('/message/getMessageByLevel', { schema: messageByLevelSchema }, async (request) => {
    const { level, ...paging } = request.query;
    return page({ userId: requireUser(request).id, level }, paging);
  });

  app.get('/message/getUserMessageGroup', { schema: messageGroupSchema }, async (request) =>
    success(await messageGroups(app.db, requireUser(request).id)),
  );

  app.get('/message/getUnReadingMessage', { schema: unreadCountSchema }, async (request) =>
    success(await countUnreadMessages(app.db, requireUser(request).id)),
  );

  app.post('/message/read', { schema: readSchema }, async (request, reply) => {
    const user = requireUser(request);
    const ids = [...new Set(request.body.ids)];
    return auditedChange(request, reply, { action: 'message.read', detail: { ids } }, async (tx, draft) => {
      const updated = await markMessagesRead(tx, user.id, ids, app.clock());
      draft.detail = { ...draft.detail, updated: updated.length };
      return success({ updated: updated.length });
    });
  });

  app.post('/message/readAll', { schema: readAllSchema }, async (request, reply) => {
    const user = requireUser(request);
    return auditedChange(request, reply, { action: 'message.readAll' }, async (tx, draft) => {
      const updated = await markMessagesRead(tx, user.id, 'all', app.clock());
      draft.detail = { updated: updated.length };
      return success({ updated: updated.length });
    });
  });
};

export default messageRoutes;
