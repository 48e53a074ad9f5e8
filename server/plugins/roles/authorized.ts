import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userScopeCondition } from '../../access/dataScope';
import { requireAction } from '../../access/functionRights';
import { pageAuthorizations, userAuthorizations } from '../../db/repositories/roles';
import { findUserInScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { pageFrom } from '../../paging';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { listAuthorizedSchema, userAuthorizedSchema } from './schemas';

/**
 * The authorisation queries (role:view): who holds which role and how, over the three ways of
 * giving a role. Users appear only within the caller's data scope.
 */
const authorizedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/authorized',
    { schema: listAuthorizedSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const { roleId, via, keyword } = request.query;
      const scope = await userScopeCondition(app.db, requireUser(request));
      const { rows, total } = await pageAuthorizations(
        app.db,
        scope,
        { roleId, via, keyword },
        pageFrom(request.query),
      );
      const list = rows.map((row) => ({
        roleId: row.roleId,
        roleCode: row.roleCode,
        roleName: localizedName(request, { name: row.roleName, nameEn: row.roleNameEn }),
        via: row.via,
        subjectId: row.subjectId,
        subjectCode: row.subjectCode,
        subjectName: localizedName(request, { name: row.subjectName, nameEn: row.subjectNameEn }),
      }));
      return success({ list, total });
    },
  );

  app.get(
    '/authorized/users/:userId',
    { schema: userAuthorizedSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const scope = await userScopeCondition(app.db, requireUser(request));
      const user = await findUserInScope(app.db, request.params.userId, scope);
      if (!user) throw apiError(request, 404, null, 'user.notFound');
      const rows = await userAuthorizations(app.db, user.id);
      return success(
        rows.map((row) => ({
          roleId: row.roleId,
          roleCode: row.roleCode,
          roleName: localizedName(request, { name: row.roleName, nameEn: row.roleNameEn }),
          via: row.via,
          viaId: row.viaId,
          viaName: localizedName(request, { name: row.viaName, nameEn: row.viaNameEn }),
        })),
      );
    },
  );
};

export default authorizedRoutes;
