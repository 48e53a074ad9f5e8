import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { SORT_MAX } from '../../constants';
import { NUMBER_MAX, NUMBER_PATTERN } from '../systems/constants';
import { MENU_ICON_MAX, MENU_NAME_MAX, MENU_PATH_MAX } from './constants';

const tags = ['menus'];

const menuColumns = {
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  systemNo: Type.String(),
  applicationNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  path: Type.Union([Type.String(), Type.Null()], { description: 'Route path or http(s) URL; null for a directory' }),
  icon: NullableText,
  sort: Type.Integer(),
  moduleNo: NullableText,
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const MenuItem = Type.Recursive(
  (Self) =>
    Type.Object({ ...menuColumns, children: Type.Array(Self, { description: 'In sort order; empty for a leaf' }) }),
  { $id: 'MenuItem' },
);

/** One menu as written, without its children. */
export const MenuAnswer = Type.Object(menuColumns);

const applicationKey = {
  systemNo: Type.String({ pattern: NUMBER_PATTERN, maxLength: NUMBER_MAX }),
  applicationNo: Type.String({ pattern: NUMBER_PATTERN, maxLength: NUMBER_MAX }),
};

const editable = {
  parentId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'A menu of the same application; null for a top-level menu',
  }),
  name: Type.String({ minLength: 1, maxLength: MENU_NAME_MAX }),
  nameEn: Type.Optional(Type.Union([Type.String({ maxLength: MENU_NAME_MAX }), Type.Null()])),
  path: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: MENU_PATH_MAX }), Type.Null()], {
      description: 'A route starting with "/" or an http(s) URL; null for a directory',
    }),
  ),
  icon: Type.Optional(
    Type.Union([Type.String({ maxLength: MENU_ICON_MAX }), Type.Null()], { description: 'Ant Design icon name' }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX })),
  moduleNo: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: 32 }), Type.Null()], {
      description: 'The module the page belongs to',
    }),
  ),
};

export const MenuListQuery = Type.Object(applicationKey, { additionalProperties: false });
export const CreateMenuBody = Type.Object({ ...applicationKey, ...editable }, { additionalProperties: false });
export const UpdateMenuBody = Type.Partial(Type.Object(editable), {
  additionalProperties: false,
  minProperties: 1,
  description: 'A menu stays in its application',
});
export const MenuParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listMenusSchema = {
  tags,
  summary:
    'The whole menu tree of one application, in sort order (menu:view or role:view); 404 for an unknown application',
  querystring: MenuListQuery,
  response: { 200: successEnvelope(Type.Array(MenuItem)), ...errorResponses },
};

export const getMenuSchema = {
  tags,
  summary: 'One menu (menu:view or role:view)',
  params: MenuParams,
  response: { 200: successEnvelope(MenuAnswer), ...errorResponses },
};

export const createMenuSchema = {
  tags,
  summary:
    'Creates a menu (menu:create); the parent must be in the same application and the module must exist (400 otherwise)',
  body: CreateMenuBody,
  response: { 200: successEnvelope(MenuAnswer), ...errorResponses },
};

export const updateMenuSchema = {
  tags,
  summary:
    'Changes a menu within its application (menu:update); the parent must not be the menu itself or below it (400)',
  params: MenuParams,
  body: UpdateMenuBody,
  response: { 200: successEnvelope(MenuAnswer), ...errorResponses },
};

export const deleteMenuSchema = {
  tags,
  summary: 'Deletes a menu (menu:delete) and the roles’ grants of it; 409 while it has child menus',
  params: MenuParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
