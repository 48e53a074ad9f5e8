import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteFavorite, insertFavorite } from '../../db/repositories/favorites';
import { statusOk, success } from '../../envelopes';
import { normalizeSrc } from '../../urls';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { favoritesAnswer } from './answers';
import { createFavoriteSchema, deleteFavoriteSchema, showFavoritesSchema } from './contract';

/** The header's favourites: pages the user bookmarked, one per address. */
const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/favorites/create', { schema: createFavoriteSchema }, async (request, reply) => {
    const user = requireUser(request);
    const favorite = { title: request.body.title, src: normalizeSrc(request.body.src), moduleNo: request.body.moduleNo ?? null };
    return auditedChange(request, reply, { action: 'favorite.create', detail: favorite }, async (tx, draft) => {
      const row = await insertFavorite(tx, { userId: user.id, ...favorite });
      if (!row) throw apiError(request, 409, null, 'favorite.exists');
      draft.target = String(row.id);
      return statusOk({ id: row.id, title: row.title, src: row.src, moduleNo: row.moduleNo });
    });
  });

  app.post('/user/favorites/show', { schema: showFavoritesSchema }, async (request) => success(await favoritesAnswer(request)));

  app.post('/user/favorites/delete', { schema: deleteFavoriteSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.body;
    return auditedChange(request, reply, { action: 'favorite.delete', target: String(id) }, async (tx, draft) => {
      const row = await deleteFavorite(tx, user.id, id);
      if (!row) throw apiError(request, 404, null, 'favorite.notFound');
      draft.detail = { title: row.title, src: row.src };
      return success(null);
    });
  });
};

export default favoriteRoutes;
