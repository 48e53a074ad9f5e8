import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { xor as symmetricDifference } from 'lodash';
import { changeHolders } from '../../access/escalation';
import type { FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import { unknownRoleIds } from '../../db/repositories/roles';
import {
  addGroupMembers,
  deleteUserGroup,
  findUserGroupDetail,
  groupMemberIds,
  groupNoTaken,
  insertUserGroup,
  pageGroupMembers,
  pageUserGroups,
  removeGroupMember,
  setGroupRoles,
  updateUserGroup,
  type UserGroupDetail,
  type UserGroupSortField,
} from '../../db/repositories/userGroups';
import { findUserInScope, userIdsOutsideScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { fieldRestrictionsOf } from '../../access/fieldRights';
import { searchableUserFields, userBriefs } from '../users/brief';
import {
  addGroupMembersSchema,
  createUserGroupSchema,
  deleteUserGroupSchema,
  getUserGroupSchema,
  listGroupMembersSchema,
  listUserGroupsSchema,
  removeGroupMemberSchema,
  setGroupRolesSchema,
  updateUserGroupSchema,
} from './contract';

const answer = (group: UserGroupDetail) => ({
  id: group.id,
  groupNo: group.groupNo,
  name: group.name,
  nameEn: group.nameEn,
  description: group.description,
  memberCount: group.memberCount,
  roleIds: group.roleIds,
  createdAt: group.createdAt.toISOString(),
  updatedAt: group.updatedAt.toISOString(),
});

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * User group administration (module `userGroup`). A group gives its roles to all its members;
 * members are listed, added and removed only within the caller's user data scope, so a user
 * outside it is answered 404 like one that does not exist. A non-administrator changes, deletes
 * and fills a group only while every role it gives lies within their own rights
 * (server/access/escalation.ts).
 */
const userGroupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scopeOf = (request: FastifyRequest) => callerScope(request);

  const findOrRefuse = async (request: FastifyRequest, db: Database, id: number) => {
    const group = await findUserGroupDetail(db, id);
    if (!group) throw apiError(request, 404, null, 'userGroup.notFound');
    return group;
  };

  const refuseTakenNo = async (request: FastifyRequest, tx: Database, groupNo: string, exceptId?: number) => {
    if (await groupNoTaken(tx, groupNo, exceptId))
      throw apiError(request, 409, null, 'userGroup.groupNoTaken', { groupNo });
  };

  app.get(
    '/user-groups',
    { schema: listUserGroupsSchema, preHandler: requireAnyAction(['userGroup', 'view'], ['role', 'view']) },
    async (request) => {
      const { keyword, sorter = 'createdAt:descend' } = request.query;
      const [field, order] = sorter.split(':') as [UserGroupSortField, 'ascend' | 'descend'];
      const { rows, total } = await pageUserGroups(app.db, { keyword }, { field, order }, pageFrom(request.query));
      return success({ list: rows.map(answer), total });
    },
  );

  app.get(
    '/user-groups/:id',
    { schema: getUserGroupSchema, preHandler: requireAction('userGroup', 'view') },
    async (request) => success(answer(await findOrRefuse(request, app.db, request.params.id))),
  );

  app.post(
    '/user-groups',
    { schema: createUserGroupSchema, preHandler: requireAction('userGroup', 'create') },
    async (request, reply) => {
      const body = request.body;
      const fields = {
        groupNo: body.groupNo,
        name: body.name,
        nameEn: body.nameEn ?? null,
        description: body.description ?? null,
      };
      return auditedChange(
        request,
        reply,
        { action: 'userGroup.create', target: fields.groupNo, detail: { after: fields } },
        async (tx, draft) => {
          await refuseTakenNo(request, tx, fields.groupNo);
          const group = (await findUserGroupDetail(tx, await insertUserGroup(tx, fields, app.clock())))!;
          draft.target = `${group.id} ${group.groupNo}`;
          draft.detail = { after: answer(group) };
          return success(answer(group));
        },
      );
    },
  );

  app.put(
    '/user-groups/:id',
    { schema: updateUserGroupSchema, preHandler: requireAction('userGroup', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'userGroup.update',
        id,
        detail: { changes },
        find: findUserGroupDetail,
        notFound: 'userGroup.notFound',
        name: (group) => group.groupNo,
        logged: answer,
        change: async (tx, before) => {
          if (changes.groupNo !== undefined) await refuseTakenNo(request, tx, changes.groupNo, id);
          await changeHolders(request, tx, { roleIds: before.roleIds }, () => updateUserGroup(tx, id, changes, app.clock()));
          return (await findUserGroupDetail(tx, id))!;
        },
      });
      return success(answer(after));
    },
  );

  app.delete(
    '/user-groups/:id',
    { schema: deleteUserGroupSchema, preHandler: requireAction('userGroup', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'userGroup.delete',
        id,
        find: findUserGroupDetail,
        notFound: 'userGroup.notFound',
        name: (group) => group.groupNo,
        logged: answer,
        change: async (tx, before) => {
          await changeHolders(request, tx, { roleIds: before.roleIds }, () => deleteUserGroup(tx, id));
          return null;
        },
      });
      return success(null);
    },
  );

  app.get(
    '/user-groups/:id/members',
    { schema: listGroupMembersSchema, preHandler: requireAction('userGroup', 'view') },
    async (request) => {
      const { id } = request.params;
      await findOrRefuse(request, app.db, id);
      const restrictions = await fieldRestrictionsOf(request, 'user');
      const { rows, total } = await pageGroupMembers(
        app.db,
        id,
        await scopeOf(request),
        { keyword: request.query.keyword, keywordFields: searchableUserFields(restrictions) },
        pageFrom(request.query),
      );
      return success({ list: userBriefs(request, rows, restrictions), total });
    },
  );

  app.post(
    '/user-groups/:id/members',
    { schema: addGroupMembersSchema, preHandler: requireAction('userGroup', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const userIds = distinct(request.body.userIds);
      // The scope is resolved before the transaction starts, which keeps it short.
      const scope = await scopeOf(request);
      return auditedChange(
        request,
        reply,
        { action: 'userGroup.members.add', target: String(id), detail: { userIds } },
        async (tx, draft) => {
          const before = await findOrRefuse(request, tx, id);
          draft.target = `${id} ${before.groupNo}`;
          const outside = await userIdsOutsideScope(tx, userIds, scope);
          if (outside.length > 0)
            throw apiError(request, 404, null, 'userGroup.usersNotFound', { ids: outside.join(', ') });
          const added = await changeHolders(request, tx, { roleIds: before.roleIds, gainers: userIds }, () =>
            addGroupMembers(tx, id, userIds),
          );
          const after = (await findUserGroupDetail(tx, id))!;
          draft.detail = {
            userIds,
            added,
            before: { memberCount: before.memberCount },
            after: { memberCount: after.memberCount },
          };
          return success(answer(after));
        },
      );
    },
  );

  app.delete(
    '/user-groups/:id/members/:userId',
    { schema: removeGroupMemberSchema, preHandler: requireAction('userGroup', 'update') },
    async (request, reply) => {
      const { id, userId } = request.params;
      const scope = await scopeOf(request);
      return auditedChange(
        request,
        reply,
        { action: 'userGroup.members.remove', target: String(id), detail: { userId } },
        async (tx, draft) => {
          const before = await findOrRefuse(request, tx, id);
          draft.target = `${id} ${before.groupNo}`;
          const user = await findUserInScope(tx, userId, scope);
          if (!user) throw apiError(request, 404, null, 'user.notFound');
          if (!(await changeHolders(request, tx, { roleIds: before.roleIds }, () => removeGroupMember(tx, id, userId))))
            throw apiError(request, 404, null, 'userGroup.notMember');
          draft.detail = {
            userId,
            account: user.account,
            before: { memberCount: before.memberCount },
            after: { memberCount: before.memberCount - 1 },
          };
          return success(null);
        },
      );
    },
  );

  app.put(
    '/user-groups/:id/roles',
    { schema: setGroupRolesSchema, preHandler: requireAction('userGroup', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const roleIds = distinct(request.body.roleIds);
      return auditedChange(
        request,
        reply,
        { action: 'userGroup.roles', target: String(id), detail: { after: { roleIds } } },
        async (tx, draft) => {
          const before = await findOrRefuse(request, tx, id);
          draft.target = `${id} ${before.groupNo}`;
          const unknown = await unknownRoleIds(tx, roleIds);
          if (unknown.length > 0)
            throw apiError(request, 400, null, 'userGroup.unknownRoles', { ids: unknown.join(', ') });
          await changeHolders(
            request,
            tx,
            { roleIds: symmetricDifference(before.roleIds, roleIds), gainers: groupMemberIds(tx, [id]) },
            () => setGroupRoles(tx, id, roleIds),
          );
          draft.detail = { before: { roleIds: before.roleIds }, after: { roleIds } };
          return success(answer((await findUserGroupDetail(tx, id))!));
        },
      );
    },
  );
};

export default userGroupsRoutes;
