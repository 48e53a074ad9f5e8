import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { cappedPageOf, pagedQuery } from '../../paging';
import {
  ACCOUNT_MAX,
  ACCOUNT_PATTERN,
  EMAIL_MAX,
  JOB_NO_MAX,
  MOBILE_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  USER_SORTERS,
} from './constants';

const tags = ['users'];

/** Fields hidden from the caller by field rights are absent (server/access/fieldRights.ts). */
export const UserItem = Type.Object({
  id: Type.Integer(),
  userNo: Type.String(),
  account: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  jobNo: Type.Optional(NullableText),
  email: Type.Optional(NullableText),
  phone: Type.Optional(NullableText),
  orgId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  orgName: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'In the language of Accept-Language' })),
  status: Type.Integer({ description: '1 enabled, 0 disabled' }),
  locked: Type.Boolean({ description: 'Locked out after repeated failed sign-ins' }),
  lockedUntil: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
  updatedAt: DateTime,
});

/** A user as the lists of other areas show them; fields hidden by field rights are absent. */
export const UserBrief = Type.Object({
  id: Type.Integer(),
  account: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  jobNo: Type.Optional(NullableText),
  orgName: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'In the language of Accept-Language' })),
});

export const UserListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the account, name or job number' })),
  orgId: Type.Optional(Type.Integer({ minimum: 1, description: 'This organisation and every one below it' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  sorter: Type.Optional(StringEnum(USER_SORTERS, { description: 'field:order; default createdAt:descend' })),
});

export const UserOptionsQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the account, name or job number' })),
});

const editable = {
  account: Type.String({ minLength: 1, maxLength: ACCOUNT_MAX, pattern: ACCOUNT_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  jobNo: Type.String({ minLength: 1, maxLength: JOB_NO_MAX }),
  email: Type.String({ maxLength: EMAIL_MAX, format: 'email' }),
  phone: Type.Optional(
    Type.Union([Type.String({ pattern: MOBILE_PATTERN }), Type.Null()], {
      description: 'Mainland mobile number 1[3-9]xxxxxxxxx',
    }),
  ),
  orgId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
};

export const CreateUserBody = Type.Object(
  {
    ...editable,
    password: Type.Optional(
      Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'Generated and answered once when absent' }),
    ),
  },
  { additionalProperties: false },
);

export const UpdateUserBody = Type.Partial(Type.Object(editable), { additionalProperties: false, minProperties: 1 });

export const UserParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listUsersSchema = {
  tags,
  summary: 'Users within the caller’s data scope (user:view)',
  querystring: UserListQuery,
  response: { 200: successEnvelope(cappedPageOf(UserItem)), ...errorResponses },
};

export const userOptionsSchema = {
  tags,
  summary:
    'Enabled users within the caller’s data scope, by account, to pick a colleague (any signed-in user: share a to-do, dispatch a task, target a rule); hidden fields left out',
  querystring: UserOptionsQuery,
  response: { 200: successEnvelope(cappedPageOf(UserBrief)), ...errorResponses },
};

export const getUserSchema = {
  tags,
  summary: 'One user (user:view); 404 when it does not exist or is outside the caller’s data scope',
  params: UserParams,
  response: { 200: successEnvelope(UserItem), ...errorResponses },
};

export const CreatedUser = Type.Object({
  user: UserItem,
  password: Type.Union([Type.String(), Type.Null()], {
    description: 'The generated password, answered only this once; null when one was given',
  }),
});

export const createUserSchema = {
  tags,
  summary: 'Creates a user (user:create); a taken account or job number answers 409 naming the field',
  body: CreateUserBody,
  response: { 200: successEnvelope(CreatedUser), ...errorResponses },
};

export const updateUserSchema = {
  tags,
  summary: 'Changes a user within the caller’s data scope (user:update)',
  params: UserParams,
  body: UpdateUserBody,
  response: { 200: successEnvelope(UserItem), ...errorResponses },
};

export const deleteUserSchema = {
  tags,
  summary: 'Deletes a user within the caller’s data scope (user:delete); not the caller’s own account (409)',
  params: UserParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const StatusBody = Type.Object(
  { status: Type.Union([Type.Literal(0), Type.Literal(1)]) },
  { additionalProperties: false },
);

export const userStatusSchema = {
  tags,
  summary: 'Enables (1) or disables (0) a user (user:update); disabling signs the user out',
  params: UserParams,
  body: StatusBody,
  response: { 200: successEnvelope(UserItem), ...errorResponses },
};

export const NewPassword = Type.Object({ password: Type.String() });

export const resetPasswordSchema = {
  tags,
  summary: 'Gives a user a generated password, answered only this once (user:update); signs the user out',
  params: UserParams,
  response: { 200: successEnvelope(NewPassword), ...errorResponses },
};

export const unlockUserSchema = {
  tags,
  summary: 'Lifts the sign-in lock-out of a user (user:update)',
  params: UserParams,
  response: { 200: successEnvelope(UserItem), ...errorResponses },
};

/** The filters and order of a users export (download centre, kind `users`): the list's query without paging. */
export const ExportUsersQuery = Type.Omit(UserListQuery, ['current', 'pageSize'], { additionalProperties: false });

export const importTemplateSchema = {
  tags,
  summary: 'An empty .xlsx file with the columns an import reads (user:import)',
};

/** A row of an import, checked with the same rules as a user created one by one. */
export const ImportRow = Type.Omit(CreateUserBody, ['orgId'], { additionalProperties: false });

export const ImportError = Type.Object({
  row: Type.Integer({ description: 'Row number in the sheet (the header is row 1)' }),
  field: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});

/** A password generated for an imported row without one; answered only once. */
export const ImportCredential = Type.Object({ account: Type.String(), password: Type.String() });

export const ImportedUsers = Type.Object({
  imported: Type.Integer(),
  credentials: Type.Array(ImportCredential, {
    description: 'Generated passwords of the rows without one, answered only this once',
  }),
});

export const importUsersSchema = {
  tags,
  summary:
    'Creates users from an .xlsx file (user:import; body: the file, content type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, at most 5 MB and 1,000 rows). All rows or none: any invalid row answers 422 IMPORT_INVALID with data.errors [{row, field, message}] and nothing is created.',
  response: { 200: successEnvelope(ImportedUsers), ...errorResponses },
};
