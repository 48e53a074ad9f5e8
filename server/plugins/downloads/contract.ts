import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { EXPORT_KIND_MAX, EXPORT_KIND_PATTERN, EXPORT_STATUSES } from './constants';

const tags = ['downloads'];


export const ExportItem = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'What is exported, e.g. users' }),
  status: StringEnum(EXPORT_STATUSES, { description: 'queued, running, done, failed or expired' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the rows written' }),
  rowCount: Type.Union([Type.Integer(), Type.Null()], { description: 'Rows in the file, once done' }),
  size: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes of the file, once done' }),
  fileName: Type.Union([Type.String(), Type.Null()], { description: 'Name of the file, once done' }),
  createdAt: DateTime,
  finishedAt: Type.Union([DateTime, Type.Null()]),
  expiresAt: DateTime,
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed' }),
});

export const CreateExportBody = Type.Object(
  {
    kind: Type.String({ minLength: 1, maxLength: EXPORT_KIND_MAX, pattern: EXPORT_KIND_PATTERN }),
    query: Type.Optional(
      Type.Object({}, {
        additionalProperties: true,
        maxProperties: 32,
        description: 'The filters and order of the list being exported, as that list takes them; checked by the kind',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ExportListQuery = pagedQuery({});

export const ExportParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const createExportSchema = {
  tags,
  summary:
    'Requests an export (the right of its kind, e.g. user:export): answered at once with the export queued; a background job writes the file. The filters, the data scope and the field rights apply as they are now',
  body: CreateExportBody,
  response: { 200: successEnvelope(ExportItem), ...errorResponses },
};

export const listExportsSchema = {
  tags,
  summary: 'The caller’s exports, newest first',
  querystring: ExportListQuery,
  response: { 200: successEnvelope(pageOf(ExportItem)), ...errorResponses },
};

export const exportFileSchema = {
  tags,
  summary:
    'The file of one of the caller’s exports, as an attachment; 404 for another user’s, 409 while not done, 410 once expired',
  params: ExportParams,
};

export const deleteExportSchema = {
  tags,
  summary: 'Deletes one of the caller’s exports with its file (a running one stops)',
  params: ExportParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
