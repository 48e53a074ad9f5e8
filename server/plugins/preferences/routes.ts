import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { preferencesOf, putPreference } from '../../db/repositories/preferences';
import { success } from '../../envelopes';
import { requireUser } from '../session';
import { preferencesSchema, putPreferenceSchema, type Preferences } from './contract';

/**
 * The caller's own small settings (the task home's guide closed, ...). Not written to the
 * operation log: they change nothing but the caller's own view.
 */
const preferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (userId: number) => success((await preferencesOf(app.db, userId)) as Static<typeof Preferences>);

  app.get('/user/preferences', { schema: preferencesSchema }, async (request) => answer(requireUser(request).id));

  app.put('/user/preferences/:key', { schema: putPreferenceSchema }, async (request) => {
    const { id } = requireUser(request);
    await putPreference(app.db, id, request.params.key, request.body.value, app.clock());
    return answer(id);
  });
};

export default preferenceRoutes;
