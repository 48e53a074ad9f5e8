import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { SORT_MAX } from '../../constants';
import { NUMBER_MAX, NUMBER_PATTERN } from '../systems/constants';
import { ORG_NAME_MAX } from './constants';

const tags = ['orgs'];

export const OrgNode = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      parentId: Type.Union([Type.Integer(), Type.Null()]),
      orgNo: Type.String(),
      name: Type.String(),
      nameEn: NullableText,
      sort: Type.Integer(),
      status: Type.Integer({ description: '1 enabled, 0 disabled' }),
      createdAt: DateTime,
      updatedAt: DateTime,
      children: Type.Array(Self, { description: 'Empty for a leaf' }),
    }),
  { $id: 'OrgNode' },
);

const orgFields = {
  parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'null for a root organisation' }),
  orgNo: Type.String({ minLength: 1, maxLength: NUMBER_MAX, pattern: NUMBER_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: ORG_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: ORG_NAME_MAX }), Type.Null()])),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
};

export const CreateOrgBody = Type.Object(orgFields, { additionalProperties: false });
export const UpdateOrgBody = Type.Partial(Type.Object(orgFields), { additionalProperties: false, minProperties: 1 });
export const OrgParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const OrgAnswer = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  orgNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  sort: Type.Integer(),
  status: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const orgTreeSchema = {
  tags,
  summary: 'The whole organisation tree (needs org:view or user:view; organisations are not data-scoped)',
  response: { 200: successEnvelope(Type.Array(OrgNode)), ...errorResponses },
};

export const createOrgSchema = {
  tags,
  summary: 'Creates an organisation (org:create); a taken orgNo answers 409',
  body: CreateOrgBody,
  response: { 200: successEnvelope(OrgAnswer), ...errorResponses },
};

export const updateOrgSchema = {
  tags,
  summary: 'Changes an organisation (org:update); moving it moves its whole subtree',
  params: OrgParams,
  body: UpdateOrgBody,
  response: { 200: successEnvelope(OrgAnswer), ...errorResponses },
};

export const deleteOrgSchema = {
  tags,
  summary: 'Deletes an organisation (org:delete); 409 while it has child organisations or users',
  params: OrgParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
