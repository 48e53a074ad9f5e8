import { Type } from '@sinclair/typebox';
import { DateTime, EmptyBody, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { MAX_READ_IDS, MESSAGE_LEVELS } from './constants';

const tags = ['message'];

const Level = Type.Integer({
  minimum: MESSAGE_LEVELS.normal,
  maximum: MESSAGE_LEVELS.urgent,
  description: '1 normal, 2 important, 3 urgent',
});

export const MessageItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  level: Level,
  group: Type.String({ description: 'e.g. system, task, approval' }),
  link: Type.Union([Type.String(), Type.Null()], { description: 'A route of the portal the message opens (a notice, a feedback conversation), or null' }),
  read: Type.Boolean(),
  createdAt: DateTime,
});

const Group = Type.String({ minLength: 1, maxLength: 32 });

export const UserMessageQuery = pagedQuery({
  status: Type.Optional(StringEnum(['all', 'unread', 'read'], { default: 'all' })),
  group: Type.Optional(Group),
  beforeId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Only messages older than this one: pages stay stable while items are read' }),
  ),
});

export const userMessageSchema = {
  tags,
  summary: "The user's messages, newest first",
  querystring: UserMessageQuery,
  response: { 200: successEnvelope(pageOf(MessageItem)), ...errorResponses },
};

export const LevelMessageQuery = pagedQuery({ level: Level });

export const messageByLevelSchema = {
  tags,
  summary: "The user's messages of one level, newest first",
  querystring: LevelMessageQuery,
  response: { 200: successEnvelope(pageOf(MessageItem)), ...errorResponses },
};

export const MessageGroup = Type.Object({ group: Type.String(), total: Type.Integer(), unread: Type.Integer() });

export const messageGroupSchema = {
  tags,
  summary: "Counts of the user's messages per group",
  response: { 200: successEnvelope(Type.Array(MessageGroup)), ...errorResponses },
};

export const unreadCountSchema = {
  tags,
  summary: "Number of the user's unread messages",
  response: { 200: successEnvelope(Type.Integer()), ...errorResponses },
};

export const ReadBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_READ_IDS }) },
  { additionalProperties: false },
);

export const Updated = Type.Object({ updated: Type.Integer({ description: 'Messages that were unread and are now read' }) });

export const readSchema = {
  tags,
  summary: "Marks some of the user's messages read (ids of others' messages change nothing)",
  body: ReadBody,
  response: { 200: successEnvelope(Updated), ...errorResponses },
};

export const readAllSchema = {
  tags,
  summary: "Marks all the user's messages read",
  body: EmptyBody,
  response: { 200: successEnvelope(Updated), ...errorResponses },
};
