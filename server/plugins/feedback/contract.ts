import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_REPLY_MAX,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_NAME_MAX,
} from './constants';

const tags = ['feedback'];

export const FeedbackStatus = Type.Integer({ minimum: 0, maximum: 3, description: '0 new, 1 in progress, 2 replied, 3 closed' });

export const CreateFeedbackBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: FEEDBACK_CONTENT_MAX }),
    contact: Type.Optional(Type.Union([Type.String({ maxLength: FEEDBACK_CONTACT_MAX }), Type.Null()])),
    screenshotFileId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        description: 'An image the caller uploaded through POST /api/feedback/screenshot and has attached to no feedback yet',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CreatedFeedback = Type.Object({ id: Type.Integer() });

export const createFeedbackSchema = {
  tags,
  summary: 'Sends feedback from the header, optionally with a screenshot',
  body: CreateFeedbackBody,
  response: { 200: successEnvelope(CreatedFeedback), ...errorResponses },
};

export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  contact: NullableText,
  status: FeedbackStatus,
  createdAt: DateTime,
});

export const myFeedbackSchema = {
  tags,
  summary: "The user's own feedback, newest first",
  querystring: pagedQuery({}),
  response: { 200: successEnvelope(pageOf(FeedbackItem)), ...errorResponses },
};

/** A stored screenshot as a feedback answers it (the image itself has a route of its own). */
export const ScreenshotInfo = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});

/** One entry of the conversation as the submitter sees it: staff are the service centre, not a person. */
export const MyFeedbackReply = Type.Object({
  id: Type.Integer(),
  fromStaff: Type.Boolean({ description: 'Written by the service centre (true) or by the submitter (false)' }),
  content: Type.String(),
  createdAt: DateTime,
});

export const MyFeedbackDetail = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  contact: NullableText,
  status: FeedbackStatus,
  screenshot: Type.Union([ScreenshotInfo, Type.Null()]),
  replies: Type.Array(MyFeedbackReply, { description: 'Oldest first' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const FeedbackParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ReplyBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX }) },
  { additionalProperties: false },
);

export const myFeedbackDetailSchema = {
  tags,
  summary: "One of the user's own feedback with its conversation; another user's answers 404",
  params: FeedbackParams,
  response: { 200: successEnvelope(MyFeedbackDetail), ...errorResponses },
};

export const myFeedbackReplySchema = {
  tags,
  summary:
    "Adds a follow-up to the user's own feedback; a replied feedback goes back to in progress; a closed one answers 400",
  params: FeedbackParams,
  body: ReplyBody,
  response: { 200: successEnvelope(MyFeedbackDetail), ...errorResponses },
};

export const myFeedbackScreenshotSchema = {
  tags,
  summary: "The screenshot of the user's own feedback, as a download (404 without one)",
  params: FeedbackParams,
};

export const ScreenshotQuery = Type.Object(
  { fileName: Type.String({ minLength: 1, maxLength: SCREENSHOT_NAME_MAX, description: 'The image’s name, with its extension' }) },
  { additionalProperties: false },
);

export const uploadScreenshotSchema = {
  tags,
  summary: `Uploads a screenshot for the caller's next feedback (body: the image itself, application/octet-stream; png, jpeg, webp or gif checked by content; at most ${SCREENSHOT_MAX_BYTES / 1024 / 1024} MB)`,
  querystring: ScreenshotQuery,
  response: { 200: successEnvelope(ScreenshotInfo), ...errorResponses },
};
