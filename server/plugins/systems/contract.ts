import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, errorResponses, successEnvelope } from '../../envelopes';
import { SORT_MAX } from '../../constants';
import { HOME_PAGE_URL_MAX, NUMBER_MAX, NUMBER_PATTERN, SYSTEM_NAME_MAX } from './constants';

const tags = ['systems'];

export const ApplicationItem = Type.Object({
  id: Type.Integer(),
  systemNo: Type.String(),
  applicationNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  homePageUrl: NullableText,
  sort: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const SystemItem = Type.Object({
  id: Type.Integer(),
  systemNo: Type.String(),
  name: Type.String(),
  nameEn: NullableText,
  sort: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const SystemWithApplications = Type.Composite([
  SystemItem,
  Type.Object({ applications: Type.Array(ApplicationItem, { description: 'In display order' }) }),
]);

const number = (what: string) =>
  Type.String({
    pattern: NUMBER_PATTERN,
    maxLength: NUMBER_MAX,
    description: `${what}: letters, digits, _ and -, 1 to ${NUMBER_MAX}`,
  });
const name = Type.String({ minLength: 1, maxLength: SYSTEM_NAME_MAX });
const nameEn = Type.Optional(Type.Union([Type.String({ maxLength: SYSTEM_NAME_MAX }), Type.Null()]));
const sort = Type.Optional(Type.Integer({ minimum: 0, maximum: SORT_MAX }));

const systemFields = { systemNo: number('System number'), name, nameEn, sort };

const applicationFields = {
  systemNo: number('Number of the system the application belongs to'),
  applicationNo: number('Application number, unique within its system'),
  name,
  nameEn,
  homePageUrl: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: HOME_PAGE_URL_MAX }), Type.Null()], {
      description: 'A route starting with "/" or an http(s) URL',
    }),
  ),
  sort,
};

export const CreateSystemBody = Type.Object(systemFields, { additionalProperties: false });
export const UpdateSystemBody = Type.Partial(Type.Object(systemFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const CreateApplicationBody = Type.Object(applicationFields, { additionalProperties: false });
export const UpdateApplicationBody = Type.Partial(Type.Object(applicationFields), {
  additionalProperties: false,
  minProperties: 1,
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listSystemsSchema = {
  tags,
  summary:
    'Every system with its applications, in display order (application:view, or menu:view, module:view or role:view, which pick systems)',
  response: { 200: successEnvelope(Type.Array(SystemWithApplications)), ...errorResponses },
};

export const getSystemSchema = {
  tags,
  summary: 'One system with its applications (application:view, menu:view, module:view or role:view)',
  params: IdParams,
  response: { 200: successEnvelope(SystemWithApplications), ...errorResponses },
};

export const createSystemSchema = {
  tags,
  summary: 'Creates a system (application:create); a taken systemNo answers 409',
  body: CreateSystemBody,
  response: { 200: successEnvelope(SystemItem), ...errorResponses },
};

export const updateSystemSchema = {
  tags,
  summary:
    'Changes a system (application:update); a new systemNo moves its applications, menus and modules with it (409 when taken)',
  params: IdParams,
  body: UpdateSystemBody,
  response: { 200: successEnvelope(SystemItem), ...errorResponses },
};

export const deleteSystemSchema = {
  tags,
  summary: 'Deletes a system (application:delete); 409 while it has applications',
  params: IdParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const getApplicationSchema = {
  tags,
  summary: 'One application (application:view, menu:view, module:view or role:view)',
  params: IdParams,
  response: { 200: successEnvelope(ApplicationItem), ...errorResponses },
};

export const createApplicationSchema = {
  tags,
  summary:
    'Creates an application in a system (application:create); 409 when the applicationNo is taken within the system',
  body: CreateApplicationBody,
  response: { 200: successEnvelope(ApplicationItem), ...errorResponses },
};

export const updateApplicationSchema = {
  tags,
  summary:
    'Changes an application (application:update); new numbers move its menus and modules with it (409 when taken)',
  params: IdParams,
  body: UpdateApplicationBody,
  response: { 200: successEnvelope(ApplicationItem), ...errorResponses },
};

export const deleteApplicationSchema = {
  tags,
  summary: 'Deletes an application (application:delete); 409 while menus or modules belong to it',
  params: IdParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
