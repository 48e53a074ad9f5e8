import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { FeedbackParams, FeedbackStatus, ReplyBody, ScreenshotInfo } from '../feedback/contract';
import { FEEDBACK_KEYWORD_MAX, FEEDBACK_LIST_CONTENT_CHARS } from '../feedback/constants';

const tags = ['feedback-manage'];

/** Who sent a feedback; fields the caller's user field rights hide are left out. */
export const FeedbackSubmitter = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  userNo: Type.String(),
  orgName: Type.Optional(NullableText),
});

const itemFields = {
  id: Type.Integer(),
  contact: NullableText,
  status: FeedbackStatus,
  submitter: FeedbackSubmitter,
  hasScreenshot: Type.Boolean(),
  replyCount: Type.Integer({ description: 'Entries of the conversation: replies of staff and follow-ups' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  handledByName: Type.Union([Type.String(), Type.Null()], { description: 'The member of staff who last handled it' }),
};

export const FeedbackManageItem = Type.Object({
  ...itemFields,
  content: Type.String({ description: `The first ${FEEDBACK_LIST_CONTENT_CHARS} characters` }),
});

export const FeedbackManageReply = Type.Object({
  id: Type.Integer(),
  fromStaff: Type.Boolean({ description: 'A reply of staff (true) or a follow-up of the submitter (false)' }),
  authorName: Type.Union([Type.String(), Type.Null()], { description: 'Null when the author’s account is gone' }),
  content: Type.String(),
  createdAt: DateTime,
});

export const FeedbackManageDetail = Type.Object({
  ...itemFields,
  content: Type.String(),
  screenshot: Type.Union([ScreenshotInfo, Type.Null()]),
  replies: Type.Array(FeedbackManageReply, { description: 'Oldest first' }),
});

const listFilters = {
  status: Type.Optional(FeedbackStatus),
  keyword: Type.Optional(
    Type.String({
      maxLength: FEEDBACK_KEYWORD_MAX,
      description: 'Part of the content or contact, or the start of the submitter’s account, name, job number or user number',
    }),
  ),
  createdFrom: Type.Optional(Type.String({ format: 'date-time', description: 'Sent at or after' })),
  createdTo: Type.Optional(Type.String({ format: 'date-time', description: 'Sent at or before' })),
};

export const FeedbackManageListQuery = pagedQuery(listFilters);

/** The query of the download centre's feedback export: the list's filters. */
export const FeedbackExportQuery = Type.Object(listFilters, { additionalProperties: false });

export const StatusChangeBody = Type.Object(
  {
    status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)], {
      description: '1 start handling (from new or replied), 3 close (from any open state), 0 reopen (from closed)',
    }),
  },
  { additionalProperties: false },
);

export const listFeedbackManageSchema = {
  tags,
  summary: 'Feedback of the users within the caller’s data scope, newest first (feedback:view)',
  querystring: FeedbackManageListQuery,
  response: { 200: successEnvelope(pageOf(FeedbackManageItem)), ...errorResponses },
};

export const getFeedbackManageSchema = {
  tags,
  summary: 'One feedback with its conversation (feedback:view); 404 outside the caller’s data scope',
  params: FeedbackParams,
  response: { 200: successEnvelope(FeedbackManageDetail), ...errorResponses },
};

export const replyFeedbackManageSchema = {
  tags,
  summary:
    'Replies to a feedback (feedback:update): it becomes replied and the submitter gets a message; a closed one answers 400',
  params: FeedbackParams,
  body: ReplyBody,
  response: { 200: successEnvelope(FeedbackManageDetail), ...errorResponses },
};

export const statusFeedbackManageSchema = {
  tags,
  summary: 'Starts handling, closes or reopens a feedback (feedback:update); a change its state does not allow answers 409',
  params: FeedbackParams,
  body: StatusChangeBody,
  response: { 200: successEnvelope(FeedbackManageDetail), ...errorResponses },
};

export const screenshotFeedbackManageSchema = {
  tags,
  summary: 'The screenshot of a feedback as a download (feedback:view); 404 without one or outside the data scope',
  params: FeedbackParams,
};
