import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import {
  DICT_CODES_PATTERN,
  DICT_COLOR_PATTERN,
  DICT_ITEMS_MAX,
  DICT_ITEM_CODE_MAX,
  DICT_ITEM_CODE_PATTERN,
  DICT_KEYWORD_MAX,
  DICT_LABEL_MAX,
  DICT_NAME_MAX,
  DICT_REMARK_MAX,
  DICT_SORT_MAX,
  DICT_TYPE_CODE_MAX,
  DICT_TYPE_CODE_PATTERN,
} from './constants';

const tags = ['dictionary'];

export const DictTypeItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  remark: NullableText,
  builtin: Type.Boolean({ description: 'Read by the product’s own forms: the code is fixed and the type cannot be deleted' }),
  closed: Type.Boolean({ description: 'The server accepts a fixed set of codes: no item can be added' }),
  itemCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const DictItemRow = Type.Object({
  id: Type.Integer(),
  typeCode: Type.String(),
  code: Type.String(),
  label: Type.String(),
  labelEn: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  color: NullableText,
  locked: Type.Boolean({ description: 'The product’s code relies on it: it cannot be deleted or disabled, nor its code changed' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

/** An item as forms and tables read it. */
export const DictOption = Type.Object({
  code: Type.String(),
  label: Type.String({ description: 'In the caller’s language' }),
  labelZh: Type.String(),
  labelEn: Type.String(),
  color: NullableText,
  enabled: Type.Boolean({ description: 'Disabled items are answered after the enabled ones, so values already kept still show their label' }),
});

export const DictAnswer = Type.Object({
  code: Type.String(),
  name: Type.String({ description: 'In the caller’s language' }),
  items: Type.Array(DictOption),
});

const typeCode = Type.String({ minLength: 1, maxLength: DICT_TYPE_CODE_MAX, pattern: DICT_TYPE_CODE_PATTERN });
const itemCode = Type.String({ minLength: 1, maxLength: DICT_ITEM_CODE_MAX, pattern: DICT_ITEM_CODE_PATTERN });
const nullable = (schema: ReturnType<typeof Type.String>) => Type.Optional(Type.Union([schema, Type.Null()]));

const typeFields = {
  code: typeCode,
  name: Type.String({ minLength: 1, maxLength: DICT_NAME_MAX }),
  nameEn: Type.String({ minLength: 1, maxLength: DICT_NAME_MAX }),
  remark: nullable(Type.String({ maxLength: DICT_REMARK_MAX })),
};

const itemFields = {
  code: itemCode,
  label: Type.String({ minLength: 1, maxLength: DICT_LABEL_MAX }),
  labelEn: Type.String({ minLength: 1, maxLength: DICT_LABEL_MAX }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: DICT_SORT_MAX, description: 'Place in the list; default after the last' })),
  enabled: Type.Optional(Type.Boolean({ default: true })),
  color: nullable(Type.String({ pattern: DICT_COLOR_PATTERN, maxLength: 16, description: 'An antd preset colour or #rrggbb' })),
};

export const CreateDictTypeBody = Type.Object(typeFields, { additionalProperties: false });
export const UpdateDictTypeBody = Type.Partial(Type.Object(typeFields), { additionalProperties: false, minProperties: 1 });
export const CreateDictItemBody = Type.Object(itemFields, { additionalProperties: false });
export const UpdateDictItemBody = Type.Partial(Type.Object(itemFields), { additionalProperties: false, minProperties: 1 });
export const ReorderDictItemsBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: DICT_ITEMS_MAX,
      uniqueItems: true,
      description: 'Every item of the type, in the new order',
    }),
  },
  { additionalProperties: false },
);

export const DictTypeParams = Type.Object({ code: typeCode });
export const DictItemParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const DictTypeQuery = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: DICT_KEYWORD_MAX, description: 'Part of the code or a name' })) },
  { additionalProperties: false },
);
export const DictReadQuery = Type.Object(
  { codes: Type.String({ pattern: DICT_CODES_PATTERN, description: 'Type codes separated by commas' }) },
  { additionalProperties: false },
);

export const listDictTypesSchema = {
  tags,
  summary: 'Dictionary types by code, with their item counts (dictionary:view)',
  querystring: DictTypeQuery,
  response: { 200: successEnvelope(Type.Array(DictTypeItem)), ...errorResponses },
};

export const createDictTypeSchema = {
  tags,
  summary: 'Creates a dictionary type (dictionary:create); a taken code answers 409',
  body: CreateDictTypeBody,
  response: { 200: successEnvelope(DictTypeItem), ...errorResponses },
};

export const updateDictTypeSchema = {
  tags,
  summary: 'Changes a dictionary type (dictionary:update); a built-in type keeps its code',
  params: DictTypeParams,
  body: UpdateDictTypeBody,
  response: { 200: successEnvelope(DictTypeItem), ...errorResponses },
};

export const deleteDictTypeSchema = {
  tags,
  summary: 'Deletes a dictionary type with its items (dictionary:delete); built-in types and items in use answer 409',
  params: DictTypeParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const listDictItemsSchema = {
  tags,
  summary: 'Every item of a type in its order, disabled ones too (dictionary:view)',
  params: DictTypeParams,
  response: { 200: successEnvelope(Type.Array(DictItemRow)), ...errorResponses },
};

export const createDictItemSchema = {
  tags,
  summary: 'Adds an item to a type (dictionary:create); a code taken in the type answers 409, a closed type 409',
  params: DictTypeParams,
  body: CreateDictItemBody,
  response: { 200: successEnvelope(DictItemRow), ...errorResponses },
};

export const reorderDictItemsSchema = {
  tags,
  summary: 'Puts the items of a type in a new order (dictionary:update)',
  params: DictTypeParams,
  body: ReorderDictItemsBody,
  response: { 200: successEnvelope(Type.Array(DictItemRow)), ...errorResponses },
};

export const updateDictItemSchema = {
  tags,
  summary: 'Changes an item (dictionary:update); a locked item keeps its code and stays enabled',
  params: DictItemParams,
  body: UpdateDictItemBody,
  response: { 200: successEnvelope(DictItemRow), ...errorResponses },
};

export const deleteDictItemSchema = {
  tags,
  summary: 'Deletes an item (dictionary:delete); a locked item or one still used answers 409 naming where',
  params: DictItemParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const readDictSchema = {
  tags,
  summary:
    'The items of one type for forms and tables, enabled first, in order (any signed-in user; from the server’s cache, with an ETag)',
  params: DictTypeParams,
  response: { 200: successEnvelope(DictAnswer), ...errorResponses },
};

export const readDictsSchema = {
  tags,
  summary: 'The items of several types, by code; unknown codes are left out (any signed-in user; cached, with an ETag)',
  querystring: DictReadQuery,
  response: { 200: successEnvelope(Type.Record(Type.String(), DictAnswer)), ...errorResponses },
};
