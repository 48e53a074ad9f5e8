import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerScope } from '../../access/caller';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import { requireAction } from '../../access/functionRights';
import { pageAuthorizations, userAuthorizations } from '../../db/repositories/roles';
import { findUserInScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { pageFrom } from '../../paging';
import { apiError } from '../errors';
import { searchableUserFields } from '../users/brief';
import { listAuthorizedSchema, userAuthorizedSchema } from './contract';

/** Where a relation names a user, the answer keys that show the user's fields. */
const SUBJECT_FIELDS = { account: ['subjectCode'], name: ['subjectName'] } as const;
const VIA_FIELDS = { name: ['viaName'] } as const;

/** A name in the caller's language; none where the field is hidden (the query answered null). */
const nameOf = (request: Parameters<typeof localizedName>[0], name: string | null, nameEn: string | null) =>
  name === null ? undefined : localizedName(request, { name, nameEn });

/**
 * The authorisation queries (role:view): who holds which role and how, over the three ways of
 * giving a role. Users appear only within the caller's data scope, and their fields only as the
 * caller's field rights show them: hidden ones are neither answered nor searched nor sorted by.
 */
const authorizedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/authorized',
    { schema: listAuthorizedSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const { roleId, via, keyword } = request.query;
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const { rows, total } = await pageAuthorizations(
        app.db,
        await callerScope(request),
        { roleId, via, keyword, visibleUserFields: searchableUserFields(restrictions) },
        pageFrom(request.query),
      );
      const list = rows.map((row) => {
        const item = {
          roleId: row.roleId,
          roleCode: row.roleCode,
          roleName: localizedName(request, { name: row.roleName, nameEn: row.roleNameEn }),
          via: row.via,
          subjectId: row.subjectId,
          subjectCode: row.subjectCode ?? undefined,
          subjectName: nameOf(request, row.subjectName, row.subjectNameEn),
        };
        return row.via === 'user' ? withoutHidden(item, restrictions, SUBJECT_FIELDS) : item;
      });
      return success({ list, total });
    },
  );

  app.get(
    '/authorized/users/:userId',
    { schema: userAuthorizedSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const user = await findUserInScope(app.db, request.params.userId, await callerScope(request));
      if (!user) throw apiError(request, 404, null, 'user.notFound');
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const rows = await userAuthorizations(app.db, user.id, searchableUserFields(restrictions));
      return success(
        rows.map((row) => {
          const item = {
            roleId: row.roleId,
            roleCode: row.roleCode,
            roleName: localizedName(request, { name: row.roleName, nameEn: row.roleNameEn }),
            via: row.via,
            viaId: row.viaId,
            viaName: nameOf(request, row.viaName, row.viaNameEn),
          };
          return row.via === 'user' ? withoutHidden(item, restrictions, VIA_FIELDS) : item;
        }),
      );
    },
  );
};

export default authorizedRoutes;
