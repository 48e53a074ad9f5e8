import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerIsAdmin, callerScope } from '../../access/caller';
import { FORBIDDEN_ERROR, requireAction } from '../../access/functionRights';
import { linkedUsersOf, setLinkedUsers, unknownUserIds } from '../../db/repositories/accountLinks';
import { findUserInScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { getRetailAccountsSchema, setRetailAccountsSchema } from './contract';

/**
 * The accounts a user may switch to ("switch retail account" in the user menu). A link lets one
 * account act as another, so only administrators see and change links.
 */
const retailAccountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refuseNonAdministrator = async (request: FastifyRequest) => {
    if (!(await callerIsAdmin(request))) throw apiError(request, 403, FORBIDDEN_ERROR, 'user.linkAdminOnly');
  };

  app.get(
    '/users/:id/retailAccounts',
    { schema: getRetailAccountsSchema, preHandler: requireAction('user', 'view') },
    async (request) => {
      await refuseNonAdministrator(request);
      if (!(await findUserInScope(app.db, request.params.id, await callerScope(request))))
        throw apiError(request, 404, null, 'user.notFound');
      return success(await linkedUsersOf(app.db, request.params.id));
    },
  );

  app.put(
    '/users/:id/retailAccounts',
    { schema: setRetailAccountsSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const { userIds } = request.body;
      return auditedChange(
        request,
        reply,
        { action: 'user.retailAccounts', target: String(id), detail: { userIds } },
        async (tx, draft) => {
          await refuseNonAdministrator(request);
          const user = await findUserInScope(tx, id, await callerScope(request, tx));
          if (!user) throw apiError(request, 404, null, 'user.notFound');
          draft.target = `${id} ${user.account}`;
          if (userIds.includes(id)) throw apiError(request, 400, null, 'user.linkSelf');
          const unknown = await unknownUserIds(tx, userIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'user.linkUnknown', { ids: unknown.join(', ') });
          const before = await linkedUsersOf(tx, id);
          await setLinkedUsers(tx, id, userIds);
          const after = await linkedUsersOf(tx, id);
          draft.detail = { before: before.map((u) => u.account), after: after.map((u) => u.account) };
          return success(after);
        },
      );
    },
  );
};

export default retailAccountsRoutes;
