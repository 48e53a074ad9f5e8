import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';

export const PageViewBody = Type.Object(
  {
    systemNo: Type.String({ maxLength: 32 }),
    systemName: Type.String({ maxLength: 128 }),
    applicationNo: Type.String({ maxLength: 32 }),
    applicationName: Type.String({ maxLength: 128 }),
    moduleNo: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    pageName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const pageViewSchema = {
  tags: ['pageView'],
  summary: 'Records that the user opened a page; job number, zone and region come from the user',
  body: PageViewBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
