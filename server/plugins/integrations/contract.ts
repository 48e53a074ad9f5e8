import { Type } from '@sinclair/typebox';
import { DateTime, EmptyBody, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import {
  INTEGRATION_ADDRESSES_MAX,
  INTEGRATION_ADDRESS_MAX,
  INTEGRATION_CURSOR_MAX,
  INTEGRATION_CURSOR_PATTERN,
  INTEGRATION_GRACE_MINUTES_DEFAULT,
  INTEGRATION_GRACE_MINUTES_MAX,
  INTEGRATION_KEYWORD_MAX,
  INTEGRATION_KEY_MAX,
  INTEGRATION_NAME_MAX,
  INTEGRATION_RATE_LIMIT_DEFAULT,
  INTEGRATION_RATE_LIMIT_MAX,
  INTEGRATION_RATE_LIMIT_MIN,
  INTEGRATION_SCOPES,
  INTEGRATION_SOURCE_SYSTEM_MAX,
  INTEGRATION_SOURCE_SYSTEM_PATTERN,
  INTEGRATION_STATES,
  INTEGRATION_USERS_LIMIT_DEFAULT,
  INTEGRATION_USERS_LIMIT_MAX,
} from './constants';

const tags = ['integrations'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const ScopeValue = StringEnum(INTEGRATION_SCOPES);

export const IntegrationItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sourceSystem: Type.String({ description: 'The source system of every task the client sends' }),
  keyPrefix: Type.String({ description: 'The current key’s first characters, to tell keys apart' }),
  scopes: Type.Array(ScopeValue, { description: 'What the key may do; a call outside them answers 403' }),
  allowedAddresses: Type.Array(Type.String(), { description: 'Addresses or CIDR ranges calls may come from; empty: any' }),
  rateLimitPerMinute: Type.Integer(),
  enabled: Type.Boolean(),
  state: StringEnum(INTEGRATION_STATES, { description: 'active: may call; disabled: switched off for now; revoked: ended for good' }),
  previousKeyExpiresAt: Type.Union([DateTime, Type.Null()], {
    description: 'After a rotation: until when the previous key still works (null: no previous key works)',
  }),
  rotatedAt: NullableDateTime,
  lastUsedAt: NullableDateTime,
  revokedAt: NullableDateTime,
  createdBy: Type.Union([Named, Type.Null()]),
  createdAt: DateTime,
  updatedAt: DateTime,
});

const clientFields = {
  name: Type.String({ minLength: 1, maxLength: INTEGRATION_NAME_MAX }),
  sourceSystem: Type.String({ minLength: 1, maxLength: INTEGRATION_SOURCE_SYSTEM_MAX, pattern: INTEGRATION_SOURCE_SYSTEM_PATTERN }),
  scopes: Type.Array(ScopeValue, { minItems: 1, maxItems: INTEGRATION_SCOPES.length, uniqueItems: true }),
  allowedAddresses: Type.Array(Type.String({ minLength: 1, maxLength: INTEGRATION_ADDRESS_MAX }), {
    maxItems: INTEGRATION_ADDRESSES_MAX,
    description: 'IPv4 or IPv6 addresses or CIDR ranges (10.0.0.0/8); empty: any address',
  }),
  rateLimitPerMinute: Type.Integer({ minimum: INTEGRATION_RATE_LIMIT_MIN, maximum: INTEGRATION_RATE_LIMIT_MAX }),
  enabled: Type.Boolean(),
};

export const CreateIntegrationBody = Type.Object(
  {
    name: clientFields.name,
    sourceSystem: clientFields.sourceSystem,
    scopes: clientFields.scopes,
    allowedAddresses: Type.Optional(clientFields.allowedAddresses),
    rateLimitPerMinute: Type.Optional(
      Type.Integer({ minimum: INTEGRATION_RATE_LIMIT_MIN, maximum: INTEGRATION_RATE_LIMIT_MAX, default: INTEGRATION_RATE_LIMIT_DEFAULT }),
    ),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const UpdateIntegrationBody = Type.Partial(Type.Object(clientFields), { additionalProperties: false, minProperties: 1 });

export const IntegrationEnabledBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

export const RotateIntegrationBody = Type.Object(
  {
    graceMinutes: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: INTEGRATION_GRACE_MINUTES_MAX,
        default: INTEGRATION_GRACE_MINUTES_DEFAULT,
        description: 'How long the old key keeps working beside the new one; 0: it stops at once',
      }),
    ),
  },
  { additionalProperties: false },
);

export const IntegrationWithKey = Type.Object({
  item: IntegrationItem,
  key: Type.String({ description: 'The key itself, answered only this once (only its digest is kept)' }),
});

export const IntegrationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const IntegrationListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: INTEGRATION_KEYWORD_MAX, description: 'Part of the name, the source system or the key’s start' })),
  state: Type.Optional(StringEnum(INTEGRATION_STATES)),
});

/** The key of a call from another system. */
export const IntegrationKeyHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: INTEGRATION_KEY_MAX, description: 'Bearer <integration key>' })),
});

export const IntegrationUsersQuery = Type.Object(
  {
    updatedSince: Type.Optional(Type.String({ format: 'date-time', description: 'Only users changed at or after this time' })),
    cursor: Type.Optional(
      Type.String({ maxLength: INTEGRATION_CURSOR_MAX, pattern: INTEGRATION_CURSOR_PATTERN, description: 'nextCursor of the previous page' }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: INTEGRATION_USERS_LIMIT_MAX, default: INTEGRATION_USERS_LIMIT_DEFAULT, description: 'Rows a page' }),
    ),
  },
  { additionalProperties: false },
);

export const IntegrationUser = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  jobNo: NullableText,
  email: NullableText,
  org: Type.Union([Type.Object({ orgNo: Type.String(), name: Type.String(), nameEn: NullableText }), Type.Null()]),
  status: Type.Integer({ description: '1 enabled, 0 disabled' }),
  updatedAt: DateTime,
});

export const IntegrationUsersPage = Type.Object({
  list: Type.Array(IntegrationUser, { description: 'Oldest change first' }),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass it as cursor for the next page; null: this was the last' }),
});

export const listIntegrationsSchema = {
  tags,
  summary: 'The clients of other systems, newest first, without their keys (integration:view)',
  querystring: IntegrationListQuery,
  response: { 200: successEnvelope(pageOf(IntegrationItem)), ...errorResponses },
};

export const createIntegrationSchema = {
  tags,
  summary: 'Makes a client of another system (integration:create); its key is answered only this once',
  body: CreateIntegrationBody,
  response: { 200: successEnvelope(IntegrationWithKey), ...errorResponses },
};

export const updateIntegrationSchema = {
  tags,
  summary: 'Changes a client: name, source system, scopes, addresses, rate limit, enabled; never its key (integration:update)',
  params: IntegrationParams,
  body: UpdateIntegrationBody,
  response: { 200: successEnvelope(IntegrationItem), ...errorResponses },
};

export const setIntegrationEnabledSchema = {
  tags,
  summary: 'Enables or disables a client: a disabled client’s calls answer 401 until it is enabled again (integration:update)',
  params: IntegrationParams,
  body: IntegrationEnabledBody,
  response: { 200: successEnvelope(IntegrationItem), ...errorResponses },
};

export const rotateIntegrationSchema = {
  tags,
  summary:
    'Gives a client a new key, answered only this once; the old key keeps working for graceMinutes (default 24 h, at most 7 days) (integration:update; a revoked client answers 409)',
  params: IntegrationParams,
  body: RotateIntegrationBody,
  response: { 200: successEnvelope(IntegrationWithKey), ...errorResponses },
};

export const revokeIntegrationSchema = {
  tags,
  summary: 'Revokes a client: both its keys stop working at once, for good (integration:update; revoked already: 409)',
  params: IntegrationParams,
  body: EmptyBody,
  response: { 200: successEnvelope(IntegrationItem), ...errorResponses },
};

export const deleteIntegrationSchema = {
  tags,
  summary: 'Deletes a client with its keys (integration:delete); the operation log keeps its calls under its name',
  params: IntegrationParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const integrationUsersSchema = {
  tags,
  summary:
    'For other systems: users by the time they changed, oldest first, keyset-paged (Authorization: Bearer <key> with the users:read scope; no session). Never a password or its hash',
  headers: IntegrationKeyHeaders,
  querystring: IntegrationUsersQuery,
  response: { 200: successEnvelope(IntegrationUsersPage), ...errorResponses },
};
