import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { SORT_MAX } from '../../constants';
import { NUMBER_MAX, NUMBER_PATTERN } from '../systems/constants';
import { CODE_MAX, CODE_PATTERN, MODULE_NAME_MAX, MODULE_SORTERS } from './constants';

const tags = ['modules'];

export const Item = Type.Object({
  code: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  sort: Type.Integer(),
});

export const ModuleItem = Type.Object({
  id: Type.Integer(),
  moduleNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  systemNo: NullableText,
  applicationNo: NullableText,
  sort: Type.Integer(),
  buttons: Type.Array(Item, { description: 'The actions a role may grant, in their order' }),
  fields: Type.Array(Item, { description: 'The fields field rights may hide or make read-only, in their order' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

const systemNo = Type.String({ pattern: NUMBER_PATTERN, maxLength: NUMBER_MAX });

export const ModuleListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Prefix of the module number or name' })),
  systemNo: Type.Optional(systemNo),
  applicationNo: Type.Optional(systemNo),
  sorter: Type.Optional(StringEnum(MODULE_SORTERS, { description: 'field:order; default sort:ascend' })),
});

/** A button or field as given. */
export const ItemInput = Type.Object(
  {
    code: Type.String({
      pattern: CODE_PATTERN,
      maxLength: CODE_MAX,
      description: `Letter first, then letters, digits or _; up to ${CODE_MAX}`,
    }),
    name: Type.String({ minLength: 1, maxLength: MODULE_NAME_MAX }),
    nameEn: Type.Optional(Type.Union([Type.String({ maxLength: MODULE_NAME_MAX }), Type.Null()])),
    sort: Type.Optional(
      Type.Integer({ minimum: 0, maximum: SORT_MAX, description: 'Defaults to the position in the list' }),
    ),
  },
  { additionalProperties: false },
);

const moduleFields = {
  moduleNo: Type.String({
    pattern: CODE_PATTERN,
    maxLength: CODE_MAX,
    description: `Letter first, then letters, digits or _; up to ${CODE_MAX}`,
  }),
  name: Type.String({ minLength: 1, maxLength: MODULE_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: MODULE_NAME_MAX }), Type.Null()])),
  systemNo: Type.Optional(Type.Union([systemNo, Type.Null()], { description: 'Given together with applicationNo' })),
  applicationNo: Type.Optional(Type.Union([systemNo, Type.Null()], { description: 'An application of systemNo' })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX })),
  buttons: Type.Optional(Type.Array(ItemInput, { maxItems: 100, description: 'Replaces the buttons; codes unique' })),
  fields: Type.Optional(Type.Array(ItemInput, { maxItems: 200, description: 'Replaces the fields; codes unique' })),
};

export const CreateModuleBody = Type.Object(moduleFields, { additionalProperties: false });
export const UpdateModuleBody = Type.Partial(Type.Object(moduleFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const ModuleParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listModulesSchema = {
  tags,
  summary: 'Modules with their buttons and fields (module:view, or role:view for the authorisation screens)',
  querystring: ModuleListQuery,
  response: { 200: successEnvelope(pageOf(ModuleItem)), ...errorResponses },
};

export const getModuleSchema = {
  tags,
  summary: 'One module with its buttons and fields (module:view or role:view)',
  params: ModuleParams,
  response: { 200: successEnvelope(ModuleItem), ...errorResponses },
};

export const createModuleSchema = {
  tags,
  summary:
    'Creates a module with its buttons and fields (module:create); 409 when the moduleNo is taken, 400 on a repeated code',
  body: CreateModuleBody,
  response: { 200: successEnvelope(ModuleItem), ...errorResponses },
};

export const updateModuleSchema = {
  tags,
  summary:
    'Changes a module (module:update); buttons or fields given replace the old ones, and the grants of a removed button and the field rights of a removed field go with it',
  params: ModuleParams,
  body: UpdateModuleBody,
  response: { 200: successEnvelope(ModuleItem), ...errorResponses },
};

export const deleteModuleSchema = {
  tags,
  summary: 'Deletes a module with its buttons and fields (module:delete); 409 while roles grant it or menus open it',
  params: ModuleParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
