import { Type, type Static } from '@sinclair/typebox';
import { EmptyBody, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { SavedFavorite } from '../favorites/contract';
import { CurrentNoticeAnswer } from '../notice/contract';
import { FIELD_MODES } from '../roles/constants';

const tags = ['home'];

export const Application = Type.Object({
  applicationNo: Type.String(),
  name: Type.String({ description: 'In the language of Accept-Language' }),
  homePageUrl: NullableText,
});

export const SystemItem = Type.Object({
  systemNo: Type.String(),
  name: Type.String({ description: 'In the language of Accept-Language' }),
  applications: Type.Array(Application),
});

export const systemsSchema = {
  tags,
  summary: 'Systems and applications the user can open (those holding a menu the user may see)',
  body: EmptyBody,
  response: { 200: successEnvelope(Type.Array(SystemItem)), ...errorResponses },
};

export const MenuNode = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'In the language of Accept-Language' }),
      path: Type.Union([Type.String(), Type.Null()], { description: 'Route path or URL; null for a directory' }),
      icon: NullableText,
      moduleNo: NullableText,
      children: Type.Array(Self, { description: 'Empty for a leaf' }),
    }),
  { $id: 'MenuNode' },
);

export const MenuQuery = Type.Object(
  {
    systemNo: Type.String({ minLength: 1, maxLength: 32 }),
    applicationNo: Type.String({ minLength: 1, maxLength: 32 }),
  },
  { additionalProperties: false },
);

export const menuSchema = {
  tags,
  summary: 'Menu tree of one application as far as the user may see it (empty for an unknown application)',
  body: MenuQuery,
  response: { 200: successEnvelope(Type.Array(MenuNode)), ...errorResponses },
};

export const settingMenuSchema = {
  tags,
  summary: 'Menu tree of the portal area (personal center, download, feedback, settings); every user sees it',
  body: EmptyBody,
  response: { 200: successEnvelope(Type.Array(MenuNode)), ...errorResponses },
};

export const PortalLink = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['link', 'help']),
  name: Type.String({ description: 'In the language of Accept-Language' }),
  url: Type.String(),
});

export const linksSchema = {
  tags,
  summary: 'Header links and the help entry',
  response: { 200: successEnvelope(Type.Array(PortalLink)), ...errorResponses },
};

export const isAdminSchema = {
  tags,
  summary: 'Whether the user has an administrator role',
  response: { 200: successEnvelope(Type.Boolean()), ...errorResponses },
};

export const MyRole = Type.Object({ roleCode: Type.String(), name: Type.String(), isAdmin: Type.Boolean() });

export const myRolesSchema = {
  tags,
  summary: "The signed-in user's enabled roles",
  response: { 200: successEnvelope(Type.Array(MyRole)), ...errorResponses },
};

const FieldMode = StringEnum(FIELD_MODES);

export const AccessInfo = Type.Object({
  codes: Type.Array(Type.String(), { description: "module:action codes the user holds; ['*'] for an administrator" }),
  fields: Type.Record(Type.String(), Type.Record(Type.String(), FieldMode), {
    description: 'Restricted fields per module: moduleNo -> field -> hidden | readonly (absent: full access)',
  }),
  pages: Type.Record(Type.String(), Type.String(), {
    description: "Route pages that belong to a module: path -> moduleNo; opening one needs that module's view right",
  }),
});

export const accessSchema = {
  tags,
  summary: "The signed-in user's function and field rights, for showing only what they may use (the server checks every call)",
  response: { 200: successEnvelope(AccessInfo), ...errorResponses },
};

export const BootstrapQuery = Type.Object(
  {
    systemNo: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: "The portal's configured system (number or name, any case); default fssc" })),
    applicationNo: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: "The portal's configured application" })),
  },
  { additionalProperties: false },
);

/** MenuNode once more in the same answer: by reference, as one schema may define an $id only once. */
const MenuNodeRef = Type.Unsafe<Static<typeof MenuNode>>(Type.Ref('MenuNode'));

export const Bootstrap = Type.Object({
  systems: Type.Array(SystemItem, { description: 'As POST /api/home/system answers them' }),
  menus: Type.Union(
    [
      Type.Object({
        systemNo: Type.String(),
        applicationNo: Type.String(),
        tree: Type.Array(MenuNode, { description: 'As POST /api/home/menu answers for this system and application' }),
      }),
      Type.Null(),
    ],
    { description: 'Menus of the system and application the shell opens with (the configured ones, else the first); null when there is none' },
  ),
  setMenus: Type.Array(MenuNodeRef, { description: 'As POST /api/home/setting_menu' }),
  isAdmin: Type.Boolean({ description: 'As GET /api/home/isAdmin' }),
  access: AccessInfo,
  roles: Type.Array(MyRole, { description: 'As GET /api/home/roles' }),
  links: Type.Array(PortalLink, { description: 'As GET /api/home/links' }),
  favorites: Type.Array(SavedFavorite, { description: 'As POST /api/user/favorites/show' }),
  notice: CurrentNoticeAnswer,
  noticeTotalNumber: Type.Integer({ description: 'As GET /api/notice/totalNumber (the header badge)' }),
});

export const bootstrapSchema = {
  tags,
  summary: "Everything the shell needs once signed in, in one answer; each part equals its own route's answer",
  querystring: BootstrapQuery,
  response: { 200: successEnvelope(Bootstrap), ...errorResponses },
};
