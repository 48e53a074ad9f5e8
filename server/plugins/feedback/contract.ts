import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX } from './constants';

const tags = ['feedback'];

export const CreateFeedbackBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: FEEDBACK_CONTENT_MAX }),
    contact: Type.Optional(Type.Union([Type.String({ maxLength: FEEDBACK_CONTACT_MAX }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const CreatedFeedback = Type.Object({ id: Type.Integer() });

export const createFeedbackSchema = {
  tags,
  summary: 'Sends feedback from the header',
  body: CreateFeedbackBody,
  response: { 200: successEnvelope(CreatedFeedback), ...errorResponses },
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
