import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { insertMessages, type NewMessage } from '../../db/repositories/messages';
import { DEFAULT_LOCALE, translate, type MessageKey, type MessageParams } from '../../i18n';
import { MESSAGE_LEVELS } from '../message/constants';
import { TASK_MESSAGE_GROUP } from './constants';

/*
 * Messages to the people a task concerns, written in the change's transaction and pushed after it
 * commits. The recipient's language is not known: messages are in the portal's default language.
 */

type Kind = 'assigned' | 'taken' | 'cancelled' | 'completed' | 'returned' | 'comment' | 'breached';

type TitleKey<K extends Kind> = `tasks.message.${K}.title` & MessageKey;
type ContentKey<K extends Kind> = `tasks.message.${K}.content` & MessageKey;

/** One message about a task to one person. */
export interface TaskMessage {
  userId: number;
  row: NewMessage;
}

/** A message of a kind: its title names the task number, its content takes the kind's parameters. */
export function taskMessage<K extends Kind>(
  kind: K,
  to: { userId: number; link: string | null },
  taskNo: string,
  params: MessageParams<ContentKey<K>>[0],
  now: Date,
): TaskMessage {
  const title = translate(DEFAULT_LOCALE, `tasks.message.${kind}.title` as TitleKey<K>, ...([{ taskNo }] as unknown as MessageParams<TitleKey<K>>));
  const content = translate(DEFAULT_LOCALE, `tasks.message.${kind}.content` as ContentKey<K>, ...([params] as unknown as MessageParams<ContentKey<K>>));
  return {
    userId: to.userId,
    row: {
      userId: to.userId,
      title: title.slice(0, 200),
      content,
      level: kind === 'breached' ? MESSAGE_LEVELS.important : MESSAGE_LEVELS.normal,
      group: TASK_MESSAGE_GROUP,
      link: to.link,
      createdAt: now,
    },
  };
}

/** Writes the messages in the transaction (none to the person who acted); answers who got one. */
export async function sendTaskMessages(tx: Database, messages: TaskMessage[], actorId: number | null): Promise<number[]> {
  const kept = messages.filter((message) => message.userId !== actorId);
  await insertMessages(tx, kept.map((message) => message.row));
  return [...new Set(kept.map((message) => message.userId))];
}

/** Tells the browsers of the recipients after the commit; a failed push only delays their refresh. */
export async function pushTaskMessages(app: FastifyInstance, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await app.push.toUsers(userIds, { kind: 'message' }).catch((error: unknown) => {
    app.log.warn({ err: error }, 'push after a task change failed');
  });
}
