import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { ACCOUNT_LINK_KEYWORD_MAX, ACCOUNT_LINK_REMARK_MAX, ACCOUNT_LINK_STATES } from './constants';

const tags = ['accountLinks'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** A link is named by its two users: the staff member and the account they may act as. */
export const AccountLinkParams = Type.Object({
  userId: Type.Integer({ minimum: 1, description: 'The staff member' }),
  linkedUserId: Type.Integer({ minimum: 1, description: 'The account they may switch into' }),
});

/** A user of a link; fields the caller's field rights hide on users are left out. */
const linkUser = {
  id: Type.Integer(),
  account: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
};

export const AccountLinkStaff = Type.Object({ ...linkUser, orgName: Type.Optional(NullableText) });
export const AccountLinkAccount = Type.Object({ ...linkUser, status: Type.Integer({ description: '1 enabled, 0 disabled: a disabled account cannot be switched into' }) });
export const AccountLinkCreator = Type.Union([Type.Object(linkUser), Type.Null()], { description: 'Who made the link; null when unknown or deleted' });

export const AccountLinkItem = Type.Object({
  staff: AccountLinkStaff,
  account: AccountLinkAccount,
  validFrom: Type.Union([DateTime, Type.Null()], { description: 'The link holds from this time; null: from its creation' }),
  validTo: Type.Union([DateTime, Type.Null()], { description: 'The link holds until this time (not included); null: without end' }),
  remark: NullableText,
  createdBy: AccountLinkCreator,
  createdAt: DateTime,
  updatedAt: DateTime,
  state: StringEnum(ACCOUNT_LINK_STATES, { description: 'At the server’s clock: active (may switch now), upcoming or expired' }),
});

const keyword = (description: string) => Type.Optional(Type.String({ maxLength: ACCOUNT_LINK_KEYWORD_MAX, description }));

export const AccountLinkListQuery = pagedQuery({
  staff: keyword('Prefix of the staff member’s account, name or job number'),
  account: keyword('Prefix of the linked account’s account, name or job number'),
  userId: Type.Optional(Type.Integer({ minimum: 1, description: 'The links of one staff member' })),
  state: Type.Optional(StringEnum(ACCOUNT_LINK_STATES, { description: 'active, upcoming or expired at the server’s clock' })),
});

const validity = {
  validFrom: Type.Optional(NullableDateTime),
  validTo: Type.Optional(NullableDateTime),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: ACCOUNT_LINK_REMARK_MAX }), Type.Null()])),
};

export const CreateAccountLinkBody = Type.Object(
  {
    userId: Type.Integer({ minimum: 1, description: 'The staff member who may switch' }),
    linkedUserId: Type.Integer({ minimum: 1, description: 'The account they may switch into (not themselves)' }),
    ...validity,
  },
  { additionalProperties: false },
);

export const UpdateAccountLinkBody = Type.Object(validity, {
  additionalProperties: false,
  minProperties: 1,
  description: 'What is given changes; null clears a time (no start, no end) or the remark',
});

export const listAccountLinksSchema = {
  tags,
  summary:
    'Shared accounts: which staff may act as which account, from when to when, both users within the caller’s data scope; filters by staff, account and state (constAccount:view)',
  querystring: AccountLinkListQuery,
  response: { 200: successEnvelope(pageOf(AccountLinkItem)), ...errorResponses },
};

export const createAccountLinkSchema = {
  tags,
  summary:
    'Lets a staff member act as an account (administrators with constAccount:create only: a link hands over the account’s rights); not oneself, validTo after validFrom, a user outside the data scope 404, an existing link 409',
  body: CreateAccountLinkBody,
  response: { 200: successEnvelope(AccountLinkItem), ...errorResponses },
};

export const updateAccountLinkSchema = {
  tags,
  summary: 'Changes a link’s validity or remark (administrators with constAccount:update only)',
  params: AccountLinkParams,
  body: UpdateAccountLinkBody,
  response: { 200: successEnvelope(AccountLinkItem), ...errorResponses },
};

export const deleteAccountLinkSchema = {
  tags,
  summary: 'Removes a link: the staff member can no longer switch into the account (administrators with constAccount:delete only)',
  params: AccountLinkParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
