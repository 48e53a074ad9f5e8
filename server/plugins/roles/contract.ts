import { Type } from '@sinclair/typebox';
import { UserBrief } from '../users/contract';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { SORT_MAX } from '../../constants';
import {
  AUTHORIZED_VIA,
  FIELD_MODES,
  ROLE_CODE_MAX,
  ROLE_CODE_PATTERN,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  ROLE_SORTERS,
  type DataScopeValue,
} from './constants';

const tags = ['roles'];

const Id = Type.Integer({ minimum: 1 });
const Ids = (description: string) => Type.Array(Id, { maxItems: 1000, description });

const DATA_SCOPES = '1 all, 2 custom organisations (orgIds), 3 own organisation, 4 own organisation and below, 5 self';
const DataScope = (description = DATA_SCOPES) =>
  Type.Unsafe<DataScopeValue>(Type.Integer({ minimum: 1, maximum: 5, description }));

export const RoleItem = Type.Object({
  id: Type.Integer(),
  roleCode: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  description: NullableText,
  isAdmin: Type.Boolean({ description: 'An administrator role passes every check; never set through the API' }),
  status: Type.Integer({ description: '1 enabled, 0 disabled' }),
  dataScope: DataScope(),
  sort: Type.Integer(),
  orgIds: Type.Array(Type.Integer(), { description: 'The organisations of data scope 2' }),
  userCount: Type.Integer({ description: 'Users holding the role directly' }),
  groupCount: Type.Integer({ description: 'User groups giving the role' }),
  postCount: Type.Integer({ description: 'Posts giving the role' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const RoleOption = Type.Object({
  id: Type.Integer(),
  roleCode: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  status: Type.Integer(),
});

export const RoleListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the role code, name or English name' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  sorter: Type.Optional(StringEnum(ROLE_SORTERS, { description: 'field:order; default sort:ascend' })),
});

const roleFields = {
  roleCode: Type.String({ minLength: 1, maxLength: ROLE_CODE_MAX, pattern: ROLE_CODE_PATTERN, description: 'A letter, then letters, digits or _' }),
  name: Type.String({ minLength: 1, maxLength: ROLE_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: ROLE_NAME_MAX }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: ROLE_DESCRIPTION_MAX }), Type.Null()])),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX })),
  dataScope: Type.Optional(DataScope(`${DATA_SCOPES}; default 5`)),
  orgIds: Type.Optional(Ids('The organisations of data scope 2 (at least one); only with data scope 2')),
};

export const CreateRoleBody = Type.Object(roleFields, { additionalProperties: false });
export const UpdateRoleBody = Type.Partial(Type.Object(roleFields), { additionalProperties: false, minProperties: 1 });

export const RoleParams = Type.Object({ id: Id });
const ModuleNo = Type.String({ minLength: 1, maxLength: 32 });
export const RoleModuleParams = Type.Object({ id: Id, moduleNo: ModuleNo });
export const RoleUserParams = Type.Object({ id: Id, userId: Id });

export const RoleFunctions = Type.Object({
  modules: Type.Array(Type.Object({ moduleNo: Type.String(), actions: Type.Array(Type.String()) }), {
    description: 'The modules the role grants actions of (button codes)',
  }),
  menuIds: Type.Array(Type.Integer()),
});

export const ModuleActionsBody = Type.Object(
  {
    actions: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), {
      maxItems: 100,
      description: 'Button codes of the module; replaces what the role granted of it',
    }),
  },
  { additionalProperties: false },
);

export const ModuleActions = Type.Object({ moduleNo: Type.String(), actions: Type.Array(Type.String()) });

export const RoleMenusBody = Type.Object(
  {
    systemNo: Type.String({ minLength: 1, maxLength: 32 }),
    applicationNo: Type.String({ minLength: 1, maxLength: 32 }),
    menuIds: Ids('Menus of this application; replaces what the role granted of it'),
  },
  { additionalProperties: false },
);

export const RoleMenus = Type.Object({
  systemNo: Type.String(),
  applicationNo: Type.String(),
  menuIds: Type.Array(Type.Integer()),
});

const FieldMode = StringEnum(FIELD_MODES);

export const FieldRights = Type.Object({
  fields: Type.Record(Type.String(), FieldMode, {
    description: 'Field code of the module -> hidden | readonly; a field not listed is in full access',
  }),
});

export const FieldRightsBody = Type.Object(
  {
    fields: Type.Record(Type.String(), FieldMode, {
      maxProperties: 100,
      description: 'Field codes of the module -> hidden | readonly; replaces the role’s field rights of the module',
    }),
  },
  { additionalProperties: false },
);

export const RoleUser = UserBrief;

export const RoleUsersQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the account, name or job number' })),
});

export const RoleUserIdsBody = Type.Object(
  { userIds: Ids('Users to give the role to directly') },
  { additionalProperties: false },
);
export const RoleGroupsBody = Type.Object(
  { groupIds: Ids('Replaces the user groups giving the role') },
  { additionalProperties: false },
);
export const RolePostsBody = Type.Object(
  { postIds: Ids('Replaces the posts giving the role') },
  { additionalProperties: false },
);
export const UserRolesBody = Type.Object(
  { roleIds: Ids('Replaces the roles given to the user directly') },
  { additionalProperties: false },
);

const GroupIds = Type.Object({ groupIds: Type.Array(Type.Integer()) });
const PostIds = Type.Object({ postIds: Type.Array(Type.Integer()) });
/** The roles given to a user directly. */
export const UserRoleIds = Type.Object({ roleIds: Type.Array(Type.Integer()) });

export const listRolesSchema = {
  tags,
  summary: 'Roles with their holder counts (role:view)',
  querystring: RoleListQuery,
  response: { 200: successEnvelope(pageOf(RoleItem)), ...errorResponses },
};

export const roleOptionsSchema = {
  tags,
  summary: 'Every role, for pickers (role:view, user:update, userGroup:update or post:update)',
  response: { 200: successEnvelope(Type.Array(RoleOption)), ...errorResponses },
};

export const getRoleSchema = {
  tags,
  summary: 'One role (role:view)',
  params: RoleParams,
  response: { 200: successEnvelope(RoleItem), ...errorResponses },
};

export const createRoleSchema = {
  tags,
  summary: 'Creates a role (role:create); a taken roleCode answers 409; data scope 2 needs orgIds',
  body: CreateRoleBody,
  response: { 200: successEnvelope(RoleItem), ...errorResponses },
};

export const updateRoleSchema = {
  tags,
  summary: 'Changes a role (role:update); an administrator role only by an administrator',
  params: RoleParams,
  body: UpdateRoleBody,
  response: { 200: successEnvelope(RoleItem), ...errorResponses },
};

export const deleteRoleSchema = {
  tags,
  summary:
    'Deletes a role (role:delete); 409 while users, user groups or posts hold it, and always for an administrator role',
  params: RoleParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const roleFunctionsSchema = {
  tags,
  summary: 'The module actions and menus a role grants (role:view)',
  params: RoleParams,
  response: { 200: successEnvelope(RoleFunctions), ...errorResponses },
};

export const setModuleActionsSchema = {
  tags,
  summary:
    'Replaces the actions of one module a role grants (role:update); only actions the caller holds, unless an administrator',
  params: RoleModuleParams,
  body: ModuleActionsBody,
  response: { 200: successEnvelope(ModuleActions), ...errorResponses },
};

export const setRoleMenusSchema = {
  tags,
  summary: 'Replaces the menus of one application a role grants (role:update)',
  params: RoleParams,
  body: RoleMenusBody,
  response: { 200: successEnvelope(RoleMenus), ...errorResponses },
};

export const getFieldRightsSchema = {
  tags,
  summary: 'A role’s field rights of one module (role:view)',
  params: RoleModuleParams,
  response: { 200: successEnvelope(FieldRights), ...errorResponses },
};

export const setFieldRightsSchema = {
  tags,
  summary: 'Replaces a role’s field rights of one module (role:update)',
  params: RoleModuleParams,
  body: FieldRightsBody,
  response: { 200: successEnvelope(FieldRights), ...errorResponses },
};

export const roleUsersSchema = {
  tags,
  summary: 'The users holding a role directly, within the caller’s data scope (role:view)',
  params: RoleParams,
  querystring: RoleUsersQuery,
  response: { 200: successEnvelope(pageOf(RoleUser)), ...errorResponses },
};

export const addRoleUsersSchema = {
  tags,
  summary: 'Gives a role to users directly (role:update); users outside the caller’s data scope answer 404',
  params: RoleParams,
  body: RoleUserIdsBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const removeRoleUserSchema = {
  tags,
  summary: 'Takes a directly given role from a user (role:update)',
  params: RoleUserParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const setRoleGroupsSchema = {
  tags,
  summary: 'Replaces the user groups giving a role (role:update)',
  params: RoleParams,
  body: RoleGroupsBody,
  response: { 200: successEnvelope(GroupIds), ...errorResponses },
};

export const setRolePostsSchema = {
  tags,
  summary: 'Replaces the posts giving a role (role:update)',
  params: RoleParams,
  body: RolePostsBody,
  response: { 200: successEnvelope(PostIds), ...errorResponses },
};

export const getUserRolesSchema = {
  tags,
  summary: 'The roles given to a user directly (user:view); 404 outside the caller’s data scope',
  params: RoleParams,
  response: { 200: successEnvelope(UserRoleIds), ...errorResponses },
};

export const setUserRolesSchema = {
  tags,
  summary: 'Replaces the roles given to a user directly (user:update); 404 outside the caller’s data scope',
  params: RoleParams,
  body: UserRolesBody,
  response: { 200: successEnvelope(UserRoleIds), ...errorResponses },
};

const authorizedTags = ['authorized'];
const Via = StringEnum(AUTHORIZED_VIA, {
  description: 'user: given directly; group: through a user group; post: through a post',
});

export const AuthorizedRow = Type.Object({
  roleId: Type.Integer(),
  roleCode: Type.String(),
  roleName: Type.String({ description: 'In the language of Accept-Language' }),
  via: Via,
  subjectId: Type.Integer(),
  subjectCode: Type.Optional(
    Type.String({ description: 'Account, group number or post number; absent where field rights hide the account' }),
  ),
  subjectName: Type.Optional(
    Type.String({ description: 'In the language of Accept-Language; absent where field rights hide the user name' }),
  ),
});

export const AuthorizedQuery = pagedQuery({
  roleId: Type.Optional(Id),
  via: Type.Optional(Via),
  keyword: Type.Optional(
    Type.String({ maxLength: 64, description: 'Prefix of the subject’s code or name, or of the role’s code or name' }),
  ),
});

export const UserAuthorization = Type.Object({
  roleId: Type.Integer(),
  roleCode: Type.String(),
  roleName: Type.String({ description: 'In the language of Accept-Language' }),
  via: Via,
  viaId: Type.Integer({ description: 'The user, user group or post that gives the role' }),
  viaName: Type.Optional(
    Type.String({ description: 'In the language of Accept-Language; absent where field rights hide the user name' }),
  ),
});

export const listAuthorizedSchema = {
  tags: authorizedTags,
  summary: 'Who holds which role and how (role:view); users only within the caller’s data scope',
  querystring: AuthorizedQuery,
  response: { 200: successEnvelope(pageOf(AuthorizedRow)), ...errorResponses },
};

export const userAuthorizedSchema = {
  tags: authorizedTags,
  summary: 'Every role a user holds and how (role:view); 404 outside the caller’s data scope',
  params: Type.Object({ userId: Id }),
  response: { 200: successEnvelope(Type.Array(UserAuthorization)), ...errorResponses },
};
