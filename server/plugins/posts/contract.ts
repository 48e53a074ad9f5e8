import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { SORT_MAX } from '../../constants';
import { NUMBER_MAX, NUMBER_PATTERN } from '../systems/constants';
import { UserParams } from '../users/contract';
import { POST_NAME_MAX } from './constants';

const tags = ['posts'];

const postProperties = {
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  postNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  sort: Type.Integer(),
  status: Type.Integer({ description: '1 enabled, 0 disabled (a disabled post gives no roles)' }),
  roleIds: Type.Array(Type.Integer(), { description: 'Roles given to everyone holding the post' }),
  userCount: Type.Integer({ description: 'Users holding the post' }),
  createdAt: DateTime,
  updatedAt: DateTime,
};

/** A post as created, changed or read on its own. */
export const PostItem = Type.Object(postProperties);

export const PostNode = Type.Recursive(
  (Self) => Type.Object({ ...postProperties, children: Type.Array(Self, { description: 'Empty for a leaf' }) }),
  { $id: 'PostNode' },
);

const postFields = {
  parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'null for a root post' }),
  postNo: Type.String({ minLength: 1, maxLength: NUMBER_MAX, pattern: NUMBER_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: POST_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: POST_NAME_MAX }), Type.Null()])),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
};

export const CreatePostBody = Type.Object(postFields, { additionalProperties: false });
export const UpdatePostBody = Type.Partial(Type.Object(postFields), { additionalProperties: false, minProperties: 1 });
export const PostParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const IdList = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, description: `${description}; duplicates are ignored` });

export const PostRolesBody = Type.Object(
  { roleIds: IdList('Every role the post gives; [] gives none') },
  { additionalProperties: false },
);

export const UserPosts = Type.Object(
  { postIds: IdList('Every post the user holds; [] holds none') },
  { additionalProperties: false },
);

export const postTreeSchema = {
  tags,
  summary: 'The whole post tree with roles and holder counts (needs post:view, user:view or role:view: the user form and the role relations pick posts)',
  response: { 200: successEnvelope(Type.Array(PostNode)), ...errorResponses },
};

export const createPostSchema = {
  tags,
  summary: 'Creates a post (post:create); a taken postNo answers 409',
  body: CreatePostBody,
  response: { 200: successEnvelope(PostItem), ...errorResponses },
};

export const updatePostSchema = {
  tags,
  summary: 'Changes a post (post:update); its parent must not be the post itself or one below it (400)',
  params: PostParams,
  body: UpdatePostBody,
  response: { 200: successEnvelope(PostItem), ...errorResponses },
};

export const deletePostSchema = {
  tags,
  summary: 'Deletes a post (post:delete); 409 while it has child posts or users hold it',
  params: PostParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const setPostRolesSchema = {
  tags,
  summary: 'Replaces the roles a post gives to its holders (post:update); unknown role ids answer 400',
  params: PostParams,
  body: PostRolesBody,
  response: { 200: successEnvelope(PostItem), ...errorResponses },
};

export const getUserPostsSchema = {
  tags,
  summary: 'The posts a user holds (user:view); 404 when the user is outside the caller’s data scope',
  params: UserParams,
  response: { 200: successEnvelope(UserPosts), ...errorResponses },
};

export const setUserPostsSchema = {
  tags,
  summary:
    'Replaces the posts a user holds (user:update); unknown post ids answer 400, a user outside the caller’s data scope 404',
  params: UserParams,
  body: UserPosts,
  response: { 200: successEnvelope(UserPosts), ...errorResponses },
};
