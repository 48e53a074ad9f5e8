import type { FastifyRequest } from 'fastify';
import { countUnreadMessages } from '../../db/repositories/messages';
import { countUnreadNotices, newestUnreadNotice } from '../../db/repositories/notices';
import { requireUser } from '../session';
import type { NOTICE_TYPES } from './constants';

type NoticeTypeValue = (typeof NOTICE_TYPES)[number];

/*
 * The notice popup and the header badge, for their own routes and the shell's boot and poll
 * answers.
 */

/** The newest published, unexpired notice the caller has not read; {} when there is none. */
export async function currentNoticeAnswer(request: FastifyRequest) {
  const notice = await newestUnreadNotice(request.server.db, requireUser(request).id, request.server.clock());
  if (!notice) return {};
  return {
    id: notice.id,
    topic: notice.topic,
    content: notice.content,
    type: notice.type as NoticeTypeValue,
    level: notice.level,
    publishedAt: notice.publishedAt.toISOString(),
    attachmentCount: 0,
  };
}

/** Unread messages plus unread current notices of the caller. */
export async function unreadTotalAnswer(request: FastifyRequest): Promise<number> {
  const user = requireUser(request);
  const [messages, notices] = await Promise.all([
    countUnreadMessages(request.server.db, user.id),
    countUnreadNotices(request.server.db, user.id, request.server.clock()),
  ]);
  return messages + notices;
}
