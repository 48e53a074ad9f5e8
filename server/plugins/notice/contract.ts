import { Type } from '@sinclair/typebox';
import { DateTime, errorResponses, successEnvelope } from '../../envelopes';

const tags = ['notice'];

export const CurrentNotice = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  content: Type.String({ description: 'Plain text; show it as text' }),
  publishedAt: DateTime,
});

/** The current notice, or {} when there is none. */
export const CurrentNoticeAnswer = Type.Union([CurrentNotice, Type.Object({}, { additionalProperties: false })]);

export const currentNoticeSchema = {
  tags,
  summary: 'The newest published, unexpired notice the user has not read; {} when there is none',
  response: {
    200: successEnvelope(CurrentNoticeAnswer),
    ...errorResponses,
  },
};

export const ReadNoticeBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const readNoticeSchema = {
  tags,
  summary: 'Marks a notice read for the user (again is fine)',
  body: ReadNoticeBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const totalNumberSchema = {
  tags,
  summary: 'Unread messages plus unread current notices of the user (the header badge)',
  response: { 200: successEnvelope(Type.Integer()), ...errorResponses },
};
