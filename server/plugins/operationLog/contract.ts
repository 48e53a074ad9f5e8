import { Type, type TSchema } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { MAX_PAGE_SIZE } from '../../constants';
import {
  OPERATION_LOG_ACCOUNT_MAX,
  OPERATION_LOG_ACTION_MAX,
  OPERATION_LOG_ID_MAX,
  OPERATION_LOG_IP_MAX,
  OPERATION_LOG_KEYWORD_MAX,
  OPERATION_LOG_PAGE_SIZE,
  OPERATION_LOG_RESULTS,
  SIGN_IN_ACTIONS,
} from './constants';

const tags = ['operationLog'];

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const RowId = Type.Integer({ minimum: 1, maximum: OPERATION_LOG_ID_MAX });

export const OperationLogParams = Type.Object({ id: RowId });

/** The filters both logs share. */
const commonFilters = {
  userId: Type.Optional(Type.Integer({ minimum: 1, description: 'Rows of this user' })),
  account: Type.Optional(Type.String({ maxLength: OPERATION_LOG_ACCOUNT_MAX, description: 'Rows whose account starts with this (any case)' })),
  result: Type.Optional(StringEnum(OPERATION_LOG_RESULTS, { description: 'success or failure' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Written at or after (ISO 8601)' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Written at or before (ISO 8601); not before from' })),
  ip: Type.Optional(Type.String({ maxLength: OPERATION_LOG_IP_MAX, description: 'Client addresses starting with this' })),
  keyword: Type.Optional(Type.String({ maxLength: OPERATION_LOG_KEYWORD_MAX, description: 'Part of the target or the error message' })),
};

const operationFilters = {
  ...commonFilters,
  module: Type.Optional(
    Type.String({ maxLength: OPERATION_LOG_ACTION_MAX, description: 'The action’s first segment, e.g. user, task, auth' }),
  ),
  action: Type.Optional(Type.String({ maxLength: OPERATION_LOG_ACTION_MAX, description: 'Exactly this action, e.g. user.update' })),
};

const signInFilters = {
  ...commonFilters,
  action: Type.Optional(StringEnum(SIGN_IN_ACTIONS, { description: 'One kind of sign-in' })),
};

/** Keyset paging: newest first, the rows older than the cursor. */
const keysetPaging = {
  after: Type.Optional(Type.Integer({ minimum: 1, maximum: OPERATION_LOG_ID_MAX, description: 'The nextCursor of the page before; none for the newest rows' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: OPERATION_LOG_PAGE_SIZE, description: `Rows per page, 1..${MAX_PAGE_SIZE}` }),
  ),
};

export const OperationLogQuery = Type.Object({ ...keysetPaging, ...operationFilters }, { additionalProperties: false });
export const SignInLogQuery = Type.Object({ ...keysetPaging, ...signInFilters }, { additionalProperties: false });
/** The filters of an export: the list's, without paging. */
export const ExportOperationLogQuery = Type.Object(operationFilters, { additionalProperties: false });
export const ExportSignInLogQuery = Type.Object(signInFilters, { additionalProperties: false });

const itemFields = {
  id: Type.Integer(),
  userId: NullableInteger,
  account: NullableText,
  /** The user's name now, when the user still exists. */
  userName: NullableText,
  action: Type.String(),
  module: Type.String({ description: 'The action’s first segment' }),
  target: NullableText,
  result: StringEnum(OPERATION_LOG_RESULTS),
  errorMessage: NullableText,
  ip: NullableText,
  userAgent: NullableText,
  deviceId: NullableInteger,
  durationMs: Type.Integer(),
  createdAt: DateTime,
};

export const OperationLogItem = Type.Object(itemFields);

export const OperationLogDetail = Type.Object({
  ...itemFields,
  detail: Type.Unknown({ description: 'What the call logged, secrets masked: the request, and for a change the row before and after' }),
});

export const SignInLogItem = Type.Object({
  id: Type.Integer(),
  userId: NullableInteger,
  account: NullableText,
  userName: NullableText,
  jobNo: Type.Union([Type.String(), Type.Null()], { description: 'The user’s job number, when they have one' }),
  action: Type.String(),
  result: StringEnum(OPERATION_LOG_RESULTS),
  loginFlag: NullableInteger,
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed, as logged' }),
  ip: NullableText,
  device: Type.Union([Type.String(), Type.Null()], { description: 'The device the sign-in form named' }),
  deviceId: NullableInteger,
  userAgent: NullableText,
  createdAt: DateTime,
});

const keysetPageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    nextCursor: Type.Union([Type.Integer(), Type.Null()], { description: 'Pass as `after` for the next page; null on the last page' }),
  });

export const listOperationLogsSchema = {
  tags,
  summary:
    'The operation log, newest first, in keyset pages (after, pageSize): filters by user, account, module, action, result, time range, address and keyword; rows of the users within the caller’s data scope (rows without a user: administrators only)',
  querystring: OperationLogQuery,
  response: { 200: successEnvelope(keysetPageOf(OperationLogItem)), ...errorResponses },
};

export const listSignInsSchema = {
  tags,
  summary: `The sign-in log (${SIGN_IN_ACTIONS.join(', ')}), newest first, in keyset pages, with the same filters and scope as the operation log`,
  querystring: SignInLogQuery,
  response: { 200: successEnvelope(keysetPageOf(SignInLogItem)), ...errorResponses },
};

export const getOperationLogSchema = {
  tags,
  summary: 'One row of the log with what it recorded (secrets masked); a row outside the caller’s scope answers 404',
  params: OperationLogParams,
  response: { 200: successEnvelope(OperationLogDetail), ...errorResponses },
};
