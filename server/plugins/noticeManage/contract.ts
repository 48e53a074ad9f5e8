import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { cappedPageOf, pageOf, pagedQuery } from '../../paging';
import { NoticeAttachment, NoticeLevel, NoticeParams, NoticeType } from '../notice/contract';
import {
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_FILE_NAME_MAX,
  NOTICE_KEYWORD_MAX,
  NOTICE_PUBLISH_MODES,
  NOTICE_STATUSES,
  NOTICE_TARGET_KINDS,
  NOTICE_TARGETS_MAX,
  NOTICE_TOPIC_MAX,
} from '../notice/constants';
import { UserBrief } from '../users/contract';

const tags = ['notice-manage'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** Whom a notice is for; a user is targeted when any target matches. */
export const NoticeTargetInput = Type.Object(
  {
    kind: StringEnum(NOTICE_TARGET_KINDS, {
      description:
        'all: everyone; org: the organisation only; orgTree: it and every organisation below it; group, post, role (held directly, through a post or a group), user',
    }),
    refId: Type.Integer({ minimum: 0, description: 'The organisation, group, post, role or user; 0 for all' }),
  },
  { additionalProperties: false },
);

/** A target with the name of what it points at, in the caller's language. */
export const NoticeTargetSummary = Type.Object({
  kind: StringEnum(NOTICE_TARGET_KINDS),
  refId: Type.Integer(),
  name: Type.String({ description: 'Name of the organisation, group, post, role or user ("#id" when it is gone); "everyone" for all' }),
});

const itemFields = {
  id: Type.Integer(),
  topic: Type.String(),
  type: NoticeType,
  level: NoticeLevel,
  pinned: Type.Boolean(),
  status: StringEnum(NOTICE_STATUSES, {
    description:
      'The effective state: a scheduled notice whose time has passed is published, a published one past its expiry is expired',
  }),
  publishedAt: Type.Union([DateTime, Type.Null()], { description: 'When it is (to be) published; null for a draft without a time' }),
  expiresAt: NullableDateTime,
  alsoMessage: Type.Boolean({ description: 'Every targeted user also gets a message when it is published' }),
  targetSummary: Type.Array(NoticeTargetSummary),
  attachmentCount: Type.Integer(),
  readCount: Type.Integer({ description: 'Targeted enabled users who have read it' }),
  targetedCount: Type.Integer({ description: 'Enabled users it is targeted at now' }),
  authorName: NullableText,
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const NoticeManageItem = Type.Object(itemFields);

export const NoticeManageDetail = Type.Object({
  ...itemFields,
  content: Type.String({ description: 'Sanitised HTML' }),
  attachments: Type.Array(NoticeAttachment),
});

export const NoticeManageListQuery = pagedQuery({
  topic: Type.Optional(Type.String({ maxLength: NOTICE_KEYWORD_MAX, description: 'Part of the topic' })),
  status: Type.Optional(StringEnum(NOTICE_STATUSES, { description: 'The effective state' })),
  type: Type.Optional(NoticeType),
  level: Type.Optional(NoticeLevel),
  publishedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'Published at or after' })),
  publishedTo: Type.Optional(Type.String({ format: 'date-time', description: 'Published at or before' })),
});

export const SaveNoticeBody = Type.Object(
  {
    topic: Type.String({ maxLength: NOTICE_TOPIC_MAX, description: 'Only a notice with a topic pops up' }),
    content: Type.String({
      maxLength: NOTICE_CONTENT_MAX,
      description: 'HTML; cleaned with an allow-list before it is stored (no script, event handler or javascript: URL)',
    }),
    type: NoticeType,
    level: NoticeLevel,
    pinned: Type.Boolean(),
    publish: StringEnum(NOTICE_PUBLISH_MODES, {
      description: 'draft: kept unpublished; now: published at once; scheduled: published at publishedAt (in the future)',
    }),
    publishedAt: Type.Optional(Type.Union([DateTime, Type.Null()], { description: 'Required when publish is scheduled' })),
    expiresAt: Type.Optional(Type.Union([DateTime, Type.Null()], { description: 'After the publish time; null: never' })),
    alsoMessage: Type.Boolean(),
    targets: Type.Array(NoticeTargetInput, {
      maxItems: NOTICE_TARGETS_MAX,
      description: 'At least one to publish (a draft may have none)',
    }),
    attachmentIds: Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: NOTICE_ATTACHMENTS_MAX,
      description: 'Files the caller uploaded through POST /noticeManage/attachments, not attached to another notice; in order',
    }),
  },
  { additionalProperties: false },
);

export const NoticeManageFileParams = Type.Object({ fileId: Type.Integer({ minimum: 1 }) });

export const UploadAttachmentQuery = Type.Object(
  { fileName: Type.String({ minLength: 1, maxLength: NOTICE_FILE_NAME_MAX, description: 'The file’s name, its extension included' }) },
  { additionalProperties: false },
);

export const NoticeReceipts = Type.Object({
  targeted: Type.Integer({ description: 'Enabled users the notice is targeted at now' }),
  read: Type.Integer({ description: 'Of them, those who have read it' }),
});

/**
 * The query of the download centre's export of unread users (POST /api/downloads/exports with
 * kind noticeUnread, notice:export): the notice and the list's keyword.
 */
export const UnreadExportQuery = Type.Object(
  {
    noticeId: Type.Integer({ minimum: 1 }),
    keyword: Type.Optional(Type.String({ maxLength: NOTICE_KEYWORD_MAX, description: 'Prefix of the account, name or job number' })),
  },
  { additionalProperties: false },
);

export const UnreadUsersQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: NOTICE_KEYWORD_MAX, description: 'Prefix of the account, name or job number' })),
});

/** A user who has not read a notice; fields hidden from the caller by field rights are left out. */
export const UnreadUser = Type.Object({
  id: Type.Integer(),
  userNo: Type.String(),
  account: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  jobNo: Type.Optional(NullableText),
  orgName: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'In the language of Accept-Language' })),
});

export const TargetOrgOption = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      selectable: Type.Boolean({ description: 'Within the caller’s reach (an organisation above it is shown only to hold the tree)' }),
      children: Type.Array(Self),
    }),
  { $id: 'NoticeTargetOrgOption' },
);

export const TargetOption = Type.Object({ id: Type.Integer(), name: Type.String() });

export const TargetOptions = Type.Object({
  all: Type.Boolean({ description: 'Whether the caller may target everyone (data scope all)' }),
  orgs: Type.Array(TargetOrgOption),
  groups: Type.Array(TargetOption),
  posts: Type.Array(TargetOption),
  roles: Type.Array(TargetOption),
});

export const TargetUsersQuery = pagedQuery({
  orgId: Type.Optional(Type.Integer({ minimum: 1, description: 'Users of this organisation' })),
  withSub: Type.Optional(StringEnum(['true', 'false'] as const, { description: 'With the organisations below it (default true)' })),
  keyword: Type.Optional(Type.String({ maxLength: NOTICE_KEYWORD_MAX, description: 'Prefix of the account, name or job number' })),
});

export const listNoticesSchema = {
  tags,
  summary:
    'Notices of authors within the caller’s data scope and the caller’s own, pinned first, then newest (notice:view)',
  querystring: NoticeManageListQuery,
  response: { 200: successEnvelope(pageOf(NoticeManageItem)), ...errorResponses },
};

export const getNoticeSchema = {
  tags,
  summary: 'One notice with its content and attachments (notice:view)',
  params: NoticeParams,
  response: { 200: successEnvelope(NoticeManageDetail), ...errorResponses },
};

export const createNoticeSchema = {
  tags,
  summary:
    'Creates a notice (notice:create): a draft, published now or scheduled. 400 naming the field for no target, an unknown or unreachable target, expiry not after the publish time, a scheduled time missing or past, attachments not uploaded by the caller or already attached',
  body: SaveNoticeBody,
  response: { 200: successEnvelope(NoticeManageDetail), ...errorResponses },
};

export const updateNoticeSchema = {
  tags,
  summary:
    'Changes a notice (notice:update) with the same rules as creating it. A published one is corrected in place: it stays published at its time (publish and publishedAt are ignored), read marks are kept and no message is sent again. A draft, scheduled, withdrawn or expired one is saved as publish says',
  params: NoticeParams,
  body: SaveNoticeBody,
  response: { 200: successEnvelope(NoticeManageDetail), ...errorResponses },
};

export const publishNoticeSchema = {
  tags,
  summary:
    'Publishes a draft, scheduled or withdrawn notice now (notice:update), sending its messages if it has alsoMessage; a published or expired one answers 409',
  params: NoticeParams,
  response: { 200: successEnvelope(NoticeManageDetail), ...errorResponses },
};

export const withdrawNoticeSchema = {
  tags,
  summary: 'Withdraws a scheduled or published notice: readers no longer see it (notice:update); anything else answers 409',
  params: NoticeParams,
  response: { 200: successEnvelope(NoticeManageDetail), ...errorResponses },
};

export const deleteNoticeSchema = {
  tags,
  summary: 'Deletes a notice with its targets, read marks and attachments (notice:delete)',
  params: NoticeParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const uploadAttachmentSchema = {
  tags,
  summary: `Uploads a notice attachment (notice:create or notice:update). Body: the file’s bytes, content type application/octet-stream; at most ${NOTICE_ATTACHMENTS_MAX} per notice. The type is checked by content (pdf, images, office documents, zip, txt, csv): a file whose bytes do not match its extension, too large or empty answers 400 naming the file and the rule. Not attached within a day, it is removed`,
  querystring: UploadAttachmentQuery,
  response: { 200: successEnvelope(NoticeAttachment), ...errorResponses },
};

export const downloadAttachmentSchema = {
  tags,
  summary:
    'A notice attachment as a download (notice:view; Content-Disposition attachment, X-Content-Type-Options nosniff); files not attached are served only to who uploaded them',
  params: NoticeManageFileParams,
};

export const noticeReceiptsSchema = {
  tags,
  summary: 'Read receipts: enabled users targeted now and how many of them have read it (notice:view)',
  params: NoticeParams,
  response: { 200: successEnvelope(NoticeReceipts), ...errorResponses },
};

export const unreadUsersSchema = {
  tags,
  summary: 'Targeted enabled users who have not read the notice, within the caller’s user data scope, by account (notice:view)',
  params: NoticeParams,
  querystring: UnreadUsersQuery,
  response: { 200: successEnvelope(pageOf(UnreadUser)), ...errorResponses },
};

export const targetOptionsSchema = {
  tags,
  summary:
    'What the caller may target (notice:create or notice:update): everyone and every organisation with data scope all, else the organisations of the caller’s data scope; groups, posts and roles',
  response: { 200: successEnvelope(TargetOptions), ...errorResponses },
};

export const targetUsersSchema = {
  tags,
  summary: 'Users the caller may target, for the custom-user picker, by account (notice:create or notice:update)',
  querystring: TargetUsersQuery,
  response: { 200: successEnvelope(cappedPageOf(UserBrief)), ...errorResponses },
};
