import type { FastifyRequest } from 'fastify';
import { countUnreadTotal, popupNotice, type NoticeReader } from '../../db/repositories/notices';
import { requireUser } from '../session';
import type { NOTICE_TYPES } from './constants';

/*
 * The notice popup and the header badge, for their own routes and the shell's boot and poll
 * answers.
 */

/** A notice type: a built-in one or any added to the data dictionary. */
export type NoticeTypeValue = (typeof NOTICE_TYPES)[number] | (string & {});

/** The signed-in caller as a reader of notices. */
export function readerOf(request: FastifyRequest): NoticeReader {
  const user = requireUser(request);
  return { id: user.id, orgId: user.orgId };
}

/**
 * The popup: the most important visible, unread notice targeted at the caller that has a topic;
 * {} when there is none.
 */
export async function currentNoticeAnswer(request: FastifyRequest) {
  const notice = await popupNotice(request.server.db, readerOf(request), request.server.clock());
  if (!notice) return {};
  return {
    id: notice.id,
    topic: notice.topic,
    content: notice.content,
    type: notice.type as NoticeTypeValue,
    level: notice.level,
    publishedAt: notice.publishedAt.toISOString(),
    attachmentCount: notice.attachmentCount,
  };
}

/** Unread messages plus unread visible notices targeted at the caller. */
export async function unreadTotalAnswer(request: FastifyRequest): Promise<number> {
  return countUnreadTotal(request.server.db, readerOf(request), request.server.clock());
}
