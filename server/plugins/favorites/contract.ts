import { Type } from '@sinclair/typebox';
import { DateTime, EmptyBody, NullableText, errorResponses, statusEnvelope, successEnvelope } from '../../envelopes';

const tags = ['favorites'];

export const CreateFavoriteBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    src: Type.String({ minLength: 1, maxLength: 2000, description: 'Page address; stored normalised (only the first ? stays)' }),
    moduleNo: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const Favorite = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  src: Type.String(),
  moduleNo: NullableText,
});

export const createFavoriteSchema = {
  tags,
  summary: 'Adds a page to the favourites; the same address twice answers 409',
  body: CreateFavoriteBody,
  response: { 200: statusEnvelope(Favorite), ...errorResponses },
};

export const SavedFavorite = Type.Object({ ...Favorite.properties, createdAt: DateTime });

export const showFavoritesSchema = {
  tags,
  summary: "The user's favourites, newest first",
  body: EmptyBody,
  response: { 200: successEnvelope(Type.Array(SavedFavorite)), ...errorResponses },
};

export const DeleteFavoriteBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const deleteFavoriteSchema = {
  tags,
  summary: "Removes one of the user's favourites (404 when the user has none with this id)",
  body: DeleteFavoriteBody,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};
