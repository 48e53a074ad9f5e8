import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { DICT_ITEM_CODE_MAX, DICT_ITEM_CODE_PATTERN } from '../dictionary/constants';
import { NOTICE_KEYWORD_MAX, NOTICE_LEVEL_MAX, NOTICE_LEVEL_MIN, NOTICE_READ_FILTERS, NOTICE_TYPES } from './constants';

const tags = ['notice'];

/** Importance 1 normal, 2 important, 3 urgent. */
export const NoticeLevel = Type.Integer({ minimum: NOTICE_LEVEL_MIN, maximum: NOTICE_LEVEL_MAX, description: '1 normal, 2 important, 3 urgent' });
/** A notice's type: an item code of the dictionary type `noticeType` (saving checks it is an enabled one). */
export const NoticeType = Type.String({
  minLength: 1,
  maxLength: DICT_ITEM_CODE_MAX,
  pattern: DICT_ITEM_CODE_PATTERN,
  description: `An item of the data dictionary's noticeType, e.g. ${NOTICE_TYPES.join(', ')}`,
});

/** A file attached to a notice. */
export const NoticeAttachment = Type.Object({
  id: Type.Integer({ description: 'The stored file' }),
  fileName: Type.String(),
  mimeType: Type.String({ description: 'As sniffed from the content at upload' }),
  size: Type.Integer({ description: 'Bytes' }),
});

export const CurrentNotice = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  content: Type.String({ description: 'Sanitised HTML (cleaned on the server with an allow-list)' }),
  type: NoticeType,
  level: NoticeLevel,
  publishedAt: DateTime,
  attachmentCount: Type.Integer(),
});

/** The current notice, or {} when there is none. */
export const CurrentNoticeAnswer = Type.Union([CurrentNotice, Type.Object({}, { additionalProperties: false })]);

export const currentNoticeSchema = {
  tags,
  summary:
    'The popup: the most important visible, unread notice targeted at the user that has a topic (level, then pinned, then newest first); {} when there is none',
  response: {
    200: successEnvelope(CurrentNoticeAnswer),
    ...errorResponses,
  },
};

export const ReadNoticeBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const readNoticeSchema = {
  tags,
  summary: 'Marks a notice read for the user (again is fine); 404 for a notice the user cannot see',
  body: ReadNoticeBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const totalNumberSchema = {
  tags,
  summary: 'Unread messages plus unread visible notices targeted at the user (the header badge)',
  response: { 200: successEnvelope(Type.Integer()), ...errorResponses },
};

/** A notice in the reader's list. */
export const ReaderNoticeItem = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  type: NoticeType,
  level: NoticeLevel,
  pinned: Type.Boolean(),
  publishedAt: DateTime,
  read: Type.Boolean(),
  attachmentCount: Type.Integer(),
});

export const ReaderNoticeListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: NOTICE_KEYWORD_MAX, description: 'Part of the topic' })),
  read: Type.Optional(StringEnum(NOTICE_READ_FILTERS, { description: 'all (default), unread or read' })),
  type: Type.Optional(NoticeType),
});

export const ReaderNoticeDetail = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  content: Type.String({ description: 'Sanitised HTML (cleaned on the server with an allow-list)' }),
  type: NoticeType,
  level: NoticeLevel,
  pinned: Type.Boolean(),
  publishedAt: DateTime,
  read: Type.Boolean(),
  attachments: Type.Array(NoticeAttachment),
});

export const NoticeParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const NoticeFileParams = Type.Object({ id: Type.Integer({ minimum: 1 }), fileId: Type.Integer({ minimum: 1 }) });

export const readerNoticeListSchema = {
  tags,
  summary: 'The visible notices targeted at the user, pinned first, then newest; with the user’s read state',
  querystring: ReaderNoticeListQuery,
  response: { 200: successEnvelope(pageOf(ReaderNoticeItem)), ...errorResponses },
};

export const readerNoticeSchema = {
  tags,
  summary: 'One visible notice targeted at the user, with its attachments (does not mark it read); 404 otherwise',
  params: NoticeParams,
  response: { 200: successEnvelope(ReaderNoticeDetail), ...errorResponses },
};

export const readerNoticeFileSchema = {
  tags,
  summary:
    'An attachment of a visible notice targeted at the user, as a download (Content-Disposition attachment, X-Content-Type-Options nosniff); 404 otherwise',
  params: NoticeFileParams,
};
