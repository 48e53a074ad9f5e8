/** The user's messages (spec section 7, api/message). */
import { requestData } from './request';

export interface Message {
  id: number;
  title: string;
  content: string;
  level: 1 | 2 | 3;
  group: string;
  read: boolean;
  createdAt: string;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export interface MessageQuery {
  current?: number;
  pageSize?: number;
  status?: 'all' | 'unread' | 'read';
  group?: string;
  /** Only messages older than this one (the last one shown). */
  beforeId?: number;
}

export function getUserMessage(params: MessageQuery): Promise<Page<Message>> {
  return requestData<Page<Message>>('/api/message/getUserMessage', { method: 'GET', params });
}

export function getMessageByLevel(params: {
  level: number;
  current?: number;
  pageSize?: number;
}): Promise<Page<Message>> {
  return requestData<Page<Message>>('/api/message/getMessageByLevel', { method: 'GET', params });
}

export function getUserMessageGroup(): Promise<{ group: string; total: number; unread: number }[]> {
  return requestData('/api/message/getUserMessageGroup', { method: 'GET' });
}

/** Spec: generic error handling disabled for this call (it is polled). */
export function getUnReadingMessage(): Promise<number> {
  return requestData<number>('/api/message/getUnReadingMessage', { method: 'GET', skipErrorHandler: true });
}

export function markMessagesRead(ids: number[]): Promise<{ updated: number }> {
  return requestData('/api/message/read', { method: 'POST', data: { ids } });
}

export function markAllMessagesRead(): Promise<{ updated: number }> {
  return requestData('/api/message/readAll', { method: 'POST', data: {} });
}
