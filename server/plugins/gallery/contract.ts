import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { GALLERY_DELAY_DEFAULT_MS, GALLERY_DELAY_MAX_MS, GALLERY_ERROR_KINDS } from './constants';

const tags = ['gallery'];

export const GalleryAnswer = Type.Object({
  answeredAt: DateTime,
  waitedMs: Type.Integer({ minimum: 0, description: 'How long the server waited before answering' }),
});

/** A success-false answer: the fields the client reads, each present only when the kind sends it. */
const GalleryFailure = Type.Object({
  success: Type.Literal(false),
  errorCode: Type.Optional(Type.String()),
  errorMessage: Type.Optional(Type.String()),
  showType: Type.Optional(Type.Integer({ description: '0 silent, 1 warning, 2 error, 4 notification, 9 redirect' })),
});

export const galleryOkSchema = {
  tags,
  summary: 'A successful answer, for the request demo page',
  response: { 200: successEnvelope(GalleryAnswer), ...errorResponses },
};

export const galleryDelaySchema = {
  tags,
  summary: `Answers successfully after \`ms\` milliseconds (at most ${GALLERY_DELAY_MAX_MS}), for the client timeout demo`,
  querystring: Type.Object(
    { ms: Type.Integer({ minimum: 0, maximum: GALLERY_DELAY_MAX_MS, default: GALLERY_DELAY_DEFAULT_MS }) },
    { additionalProperties: false },
  ),
  response: { 200: successEnvelope(GalleryAnswer), ...errorResponses },
};

export const galleryErrorSchema = {
  tags,
  summary: 'Answers one failure of the error catalogue (spec section 8) on purpose, for the request demo page',
  params: Type.Object({ kind: StringEnum(GALLERY_ERROR_KINDS) }),
  response: {
    200: GalleryFailure,
    307: Type.Null({ description: 'network: a redirect to itself, which the browser ends as a network error' }),
    ...errorResponses,
  },
};
