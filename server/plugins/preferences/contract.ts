import { Type } from '@sinclair/typebox';
import { errorResponses, successEnvelope } from '../../envelopes';
import { PREFERENCE_KEYS } from './constants';

const tags = ['preferences'];

const PreferenceKeyParam = Type.Object(
  { key: Type.Union(PREFERENCE_KEYS.map((key) => Type.Literal(key))) },
  { additionalProperties: false },
);

/** Every kept preference of the caller; a key never set is absent. */
export const Preferences = Type.Partial(Type.Record(Type.Union(PREFERENCE_KEYS.map((key) => Type.Literal(key))), Type.Boolean()));

export const preferencesSchema = {
  tags,
  summary: "The caller's own preferences (keys never set are absent)",
  response: { 200: successEnvelope(Preferences), ...errorResponses },
};

export const PutPreferenceBody = Type.Object({ value: Type.Boolean() }, { additionalProperties: false });

export const putPreferenceSchema = {
  tags,
  summary: "Sets one of the caller's own preferences",
  params: PreferenceKeyParam,
  body: PutPreferenceBody,
  response: { 200: successEnvelope(Preferences), ...errorResponses },
};
