import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { requireAction } from '../../access/functionRights';
import {
  absentGroupIds,
  absentPostIds,
  addRoleUsers,
  directHoldersAmong,
  unknownRoleIds,
  pageRoleUsers,
  removeRoleUser,
  roleGroupIds,
  rolePostIds,
  setRoleGroups,
  setRolePosts,
  setUserDirectRoles,
  userDirectRoleIds,
} from '../../db/repositories/roles';
import { findUserInScope, userIdsOutsideScope } from '../../db/repositories/users';
import { groupMemberIds } from '../../db/repositories/userGroups';
import { postHolderIds } from '../../db/repositories/posts';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange } from '../audit';
import { apiError } from '../errors';
import { changeHolders } from '../../access/escalation';
import { fieldRestrictionsOf } from '../../access/fieldRights';
import { searchableUserFields, userBriefs } from '../users/brief';
import { roleOr404 } from './guards';
import {
  addRoleUsersSchema,
  getUserRolesSchema,
  removeRoleUserSchema,
  roleUsersSchema,
  setRoleGroupsSchema,
  setRolePostsSchema,
  setUserRolesSchema,
} from './contract';

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Who holds a role: users directly, user groups and posts (role:update), and the direct roles of
 * one user (module `user`). Users are reached only within the caller's data scope; one outside it
 * is answered 404, like one that does not exist. Groups and posts are not data-scoped. A
 * non-administrator gives and takes only roles within their own rights
 * (server/access/escalation.ts).
 */
const relationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Resolved before a transaction starts, which then stays short.
  const scopeOf = (request: FastifyRequest) => callerScope(request);

  app.get(
    '/roles/:id/users',
    { schema: roleUsersSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const role = await roleOr404(request, app.db, request.params.id);
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const { rows, total } = await pageRoleUsers(
        app.db,
        role.id,
        await scopeOf(request),
        { keyword: request.query.keyword, keywordFields: searchableUserFields(restrictions) },
        pageFrom(request.query),
      );
      return success({ list: userBriefs(request, rows, restrictions), total });
    },
  );

  app.post(
    '/roles/:id/users',
    { schema: addRoleUsersSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const userIds = ascending(request.body.userIds);
      const scope = await scopeOf(request);
      await auditedChange(
        request,
        reply,
        { action: 'role.users.add', target: String(id), detail: { userIds } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = `${role.id} ${role.roleCode}`;
          const outside = await userIdsOutsideScope(tx, userIds, scope);
          if (outside.length > 0) throw apiError(request, 404, null, 'role.unknownUsers', { ids: outside.join(', ') });
          // Of the users named, those holding the role directly before and after.
          const before = await directHoldersAmong(tx, id, userIds);
          await changeHolders(request, tx, { roleIds: [id], gainers: userIds }, () => addRoleUsers(tx, id, userIds));
          const after = await directHoldersAmong(tx, id, userIds);
          draft.detail = { userIds, before: { holders: before }, after: { holders: after } };
        },
      );
      return success(null);
    },
  );

  app.delete(
    '/roles/:id/users/:userId',
    { schema: removeRoleUserSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id, userId } = request.params;
      const scope = await scopeOf(request);
      await auditedChange(
        request,
        reply,
        { action: 'role.users.remove', target: String(id), detail: { userId } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = `${role.id} ${role.roleCode}`;
          if ((await userIdsOutsideScope(tx, [userId], scope)).length > 0)
            throw apiError(request, 404, null, 'user.notFound');
          if (!(await changeHolders(request, tx, { roleIds: [id] }, () => removeRoleUser(tx, id, userId))))
            throw apiError(request, 404, null, 'role.userNotHolder');
          draft.detail = { userId, before: { holds: true }, after: { holds: false } };
        },
      );
      return success(null);
    },
  );

  app.put(
    '/roles/:id/groups',
    { schema: setRoleGroupsSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const groupIds = ascending(request.body.groupIds);
      return auditedChange(
        request,
        reply,
        { action: 'role.groups', target: String(id), detail: { groupIds } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = `${role.id} ${role.roleCode}`;
          const unknown = await absentGroupIds(tx, groupIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'role.unknownGroups', { ids: unknown.join(', ') });
          const before = await roleGroupIds(tx, id);
          await changeHolders(request, tx, { roleIds: [id], gainers: groupMemberIds(tx, groupIds) }, () =>
            setRoleGroups(tx, id, groupIds),
          );
          const after = await roleGroupIds(tx, id);
          draft.detail = { before: { groupIds: before }, after: { groupIds: after } };
          return success({ groupIds: after });
        },
      );
    },
  );

  app.put(
    '/roles/:id/posts',
    { schema: setRolePostsSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const postIds = ascending(request.body.postIds);
      return auditedChange(
        request,
        reply,
        { action: 'role.posts', target: String(id), detail: { postIds } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = `${role.id} ${role.roleCode}`;
          const unknown = await absentPostIds(tx, postIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'role.unknownPosts', { ids: unknown.join(', ') });
          const before = await rolePostIds(tx, id);
          await changeHolders(request, tx, { roleIds: [id], gainers: postHolderIds(tx, postIds) }, () =>
            setRolePosts(tx, id, postIds),
          );
          const after = await rolePostIds(tx, id);
          draft.detail = { before: { postIds: before }, after: { postIds: after } };
          return success({ postIds: after });
        },
      );
    },
  );

  app.get(
    '/users/:id/roles',
    { schema: getUserRolesSchema, preHandler: requireAction('user', 'view') },
    async (request) => {
      const user = await findUserInScope(app.db, request.params.id, await scopeOf(request));
      if (!user) throw apiError(request, 404, null, 'user.notFound');
      return success({ roleIds: await userDirectRoleIds(app.db, user.id) });
    },
  );

  app.put(
    '/users/:id/roles',
    { schema: setUserRolesSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const roleIds = ascending(request.body.roleIds);
      const scope = await scopeOf(request);
      return auditedChange(
        request,
        reply,
        { action: 'user.roles', target: String(id), detail: { roleIds } },
        async (tx, draft) => {
          const user = await findUserInScope(tx, id, scope);
          if (!user) throw apiError(request, 404, null, 'user.notFound');
          draft.target = `${user.id} ${user.account}`;
          const unknown = await unknownRoleIds(tx, roleIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'role.unknownRoles', { ids: unknown.join(', ') });
          const before = await userDirectRoleIds(tx, id);
          const changed = [
            ...roleIds.filter((roleId) => !before.includes(roleId)),
            ...before.filter((roleId) => !roleIds.includes(roleId)),
          ];
          await changeHolders(request, tx, { roleIds: changed, gainers: [id] }, () =>
            setUserDirectRoles(tx, id, roleIds),
          );
          const after = await userDirectRoleIds(tx, id);
          draft.detail = { before: { roleIds: before }, after: { roleIds: after } };
          return success({ roleIds: after });
        },
      );
    },
  );
};

export default relationRoutes;
