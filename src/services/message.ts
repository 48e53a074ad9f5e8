/** The user's messages (spec section 7, api/message). */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  LevelMessageQuery,
  MessageGroup as MessageGroupSchema,
  MessageItem,
  Updated,
  UserMessageQuery,
} from '../../server/plugins/message/contract';
import { requestData } from './request';

export type Message = Static<typeof MessageItem>;
/** `beforeId`: only messages older than this one (the last one shown). */
export type MessageQuery = Static<typeof UserMessageQuery>;
export type MessageGroup = Static<typeof MessageGroupSchema>;
type ReadResult = Static<typeof Updated>;

export function getUserMessage(params: MessageQuery): Promise<PageOf<Message>> {
  return requestData<PageOf<Message>>('/api/message/getUserMessage', { method: 'GET', params });
}

export function getMessageByLevel(params: Static<typeof LevelMessageQuery>): Promise<PageOf<Message>> {
  return requestData<PageOf<Message>>('/api/message/getMessageByLevel', { method: 'GET', params });
}

export function getUserMessageGroup(): Promise<MessageGroup[]> {
  return requestData('/api/message/getUserMessageGroup', { method: 'GET' });
}

/** Spec: generic error handling disabled for this call (it is polled). */
export function getUnReadingMessage(): Promise<number> {
  return requestData<number>('/api/message/getUnReadingMessage', { method: 'GET', skipErrorHandler: true });
}

export function markMessagesRead(ids: number[]): Promise<ReadResult> {
  return requestData('/api/message/read', { method: 'POST', data: { ids } });
}

export function markAllMessagesRead(): Promise<ReadResult> {
  return requestData('/api/message/readAll', { method: 'POST', data: {} });
}
