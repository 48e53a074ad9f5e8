import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';
import { RECENT_PAGES_DAYS, RECENT_PAGES_MAX } from './constants';

export const PageViewBody = Type.Object(
  {
    systemNo: Type.String({ maxLength: 32 }),
    systemName: Type.String({ maxLength: 128 }),
    applicationNo: Type.String({ maxLength: 32 }),
    applicationName: Type.String({ maxLength: 128 }),
    moduleNo: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    pageName: Type.String({ minLength: 1, maxLength: 200 }),
    path: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'The page address (the tab src); stored normalised' })),
  },
  { additionalProperties: false },
);

export const RecentPagesQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RECENT_PAGES_MAX, default: 8 })) },
  { additionalProperties: false },
);

export const RecentPage = Type.Object({
  path: Type.String(),
  pageName: Type.String(),
  moduleNo: Type.Union([Type.String(), Type.Null()]),
  openedAt: Type.String({ format: 'date-time' }),
});

export const pageViewSchema = {
  tags: ['pageView'],
  summary: 'Records that the user opened a page; job number, zone and region come from the user',
  body: PageViewBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const recentPagesSchema = {
  tags: ['pageView'],
  summary: `The pages the user opened last (of the last ${RECENT_PAGES_DAYS} days), one per address, the latest first`,
  querystring: RecentPagesQuery,
  response: { 200: successEnvelope(Type.Array(RecentPage)), ...errorResponses },
};
