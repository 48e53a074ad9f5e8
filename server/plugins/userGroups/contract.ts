import { Type } from '@sinclair/typebox';
import { UserBrief } from '../users/contract';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { NUMBER_MAX, NUMBER_PATTERN } from '../systems/constants';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, USER_GROUP_SORTERS } from './constants';

const tags = ['user-groups'];

export const UserGroupItem = Type.Object({
  id: Type.Integer(),
  groupNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  description: NullableText,
  memberCount: Type.Integer({ description: 'All members, whatever the caller’s data scope' }),
  roleIds: Type.Array(Type.Integer(), { description: 'Roles given to every member' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const GroupMember = UserBrief;

export const UserGroupListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the group number or name' })),
  sorter: Type.Optional(StringEnum(USER_GROUP_SORTERS, { description: 'field:order; default createdAt:descend' })),
});

export const GroupMemberQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the account, name or job number' })),
});

const groupFields = {
  groupNo: Type.String({ minLength: 1, maxLength: NUMBER_MAX, pattern: NUMBER_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: GROUP_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: GROUP_NAME_MAX }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: GROUP_DESCRIPTION_MAX }), Type.Null()])),
};

export const CreateUserGroupBody = Type.Object(groupFields, { additionalProperties: false });
export const UpdateUserGroupBody = Type.Partial(Type.Object(groupFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const UserGroupParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const GroupMemberParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  userId: Type.Integer({ minimum: 1 }),
});

export const AddMembersBody = Type.Object(
  {
    userIds: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: 1000,
      description: 'Users to add; members already in the group stay, duplicates are ignored',
    }),
  },
  { additionalProperties: false },
);

export const GroupRolesBody = Type.Object(
  {
    roleIds: Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 1000,
      description: 'Every role the group gives; [] gives none; duplicates are ignored',
    }),
  },
  { additionalProperties: false },
);

export const listUserGroupsSchema = {
  tags,
  summary: 'User groups, paged (userGroup:view, or role:view for the role relations)',
  querystring: UserGroupListQuery,
  response: { 200: successEnvelope(pageOf(UserGroupItem)), ...errorResponses },
};

export const getUserGroupSchema = {
  tags,
  summary: 'One user group (userGroup:view)',
  params: UserGroupParams,
  response: { 200: successEnvelope(UserGroupItem), ...errorResponses },
};

export const createUserGroupSchema = {
  tags,
  summary: 'Creates a user group (userGroup:create); a taken groupNo answers 409',
  body: CreateUserGroupBody,
  response: { 200: successEnvelope(UserGroupItem), ...errorResponses },
};

export const updateUserGroupSchema = {
  tags,
  summary: 'Changes a user group (userGroup:update); a taken groupNo answers 409',
  params: UserGroupParams,
  body: UpdateUserGroupBody,
  response: { 200: successEnvelope(UserGroupItem), ...errorResponses },
};

export const deleteUserGroupSchema = {
  tags,
  summary: 'Deletes a user group with its memberships (userGroup:delete)',
  params: UserGroupParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const listGroupMembersSchema = {
  tags,
  summary: 'Members of a user group within the caller’s user data scope, by account (userGroup:view)',
  params: UserGroupParams,
  querystring: GroupMemberQuery,
  response: { 200: successEnvelope(pageOf(GroupMember)), ...errorResponses },
};

export const addGroupMembersSchema = {
  tags,
  summary: 'Adds members to a user group (userGroup:update); users outside the caller’s data scope answer 404',
  params: UserGroupParams,
  body: AddMembersBody,
  response: { 200: successEnvelope(UserGroupItem), ...errorResponses },
};

export const removeGroupMemberSchema = {
  tags,
  summary:
    'Removes a member from a user group (userGroup:update); 404 for a user outside the caller’s data scope or not a member',
  params: GroupMemberParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const setGroupRolesSchema = {
  tags,
  summary: 'Replaces the roles a user group gives to its members (userGroup:update); unknown role ids answer 400',
  params: UserGroupParams,
  body: GroupRolesBody,
  response: { 200: successEnvelope(UserGroupItem), ...errorResponses },
};
