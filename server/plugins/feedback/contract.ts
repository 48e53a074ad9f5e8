import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';

const tags = ['feedback'];

export const FEEDBACK_MAX_LENGTH = 2000;

export const CreateFeedbackBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH }),
    contact: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const createFeedbackSchema = {
  tags,
  summary: 'Sends feedback from the header',
  body: CreateFeedbackBody,
  response: { 200: successEnvelope(Type.Object({ id: Type.Integer() })), ...errorResponses },
};

export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  contact: NullableText,
  status: Type.Integer({ description: '0 new' }),
  createdAt: DateTime,
});

export const myFeedbackSchema = {
  tags,
  summary: "The user's own feedback, newest first",
  querystring: pagedQuery({}),
  response: { 200: successEnvelope(pageOf(FeedbackItem)), ...errorResponses },
};
