import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import { listModuleItems } from '../../db/repositories/modules';
import {
  absentOrgIds,
  applicationExists,
  deleteRole,
  findModule,
  findRoleItem,
  insertRole,
  listRoleOptions,
  menuIdsOutsideApplication,
  pageRoles,
  roleApplicationMenuIds,
  roleCodeTaken,
  roleFunctions,
  roleModuleActionCodes,
  roleModuleFieldRights,
  setRoleApplicationMenus,
  setRoleFieldRights,
  setRoleModuleActions,
  setRoleOrgs,
  updateRole,
  type RoleItemRow,
  type RoleSortField,
} from '../../db/repositories/roles';
import { ROLE_ENABLED } from '../../db/schema';
import { DATA_SCOPE } from './constants';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import authorizedRoutes from './authorized';
import { changeRole, refuseRolesBeyondCaller } from '../../access/escalation';
import { roleOr404 } from './guards';
import relationRoutes from './relations';
import {
  createRoleSchema,
  deleteRoleSchema,
  getFieldRightsSchema,
  getRoleSchema,
  listRolesSchema,
  roleFunctionsSchema,
  roleOptionsSchema,
  setFieldRightsSchema,
  setModuleActionsSchema,
  setRoleMenusSchema,
  updateRoleSchema,
} from './contract';

const answerRole = (role: RoleItemRow) => ({
  ...role,
  createdAt: role.createdAt.toISOString(),
  updatedAt: role.updatedAt.toISOString(),
});

/** What the operation log keeps of a role: its own fields and organisations. */
const logged = (role: RoleItemRow) => ({
  roleCode: role.roleCode,
  name: role.name,
  nameEn: role.nameEn,
  description: role.description,
  isAdmin: role.isAdmin,
  status: role.status,
  dataScope: role.dataScope,
  sort: role.sort,
  orgIds: role.orgIds,
});

const target = (role: { id: number; roleCode: string }) => `${role.id} ${role.roleCode}`;

/** Refuses organisations that do not fit the data scope: required for scope 2, refused for the others. */
async function refuseScopeOrgs(request: FastifyRequest, db: Database, dataScope: number, orgIds: readonly number[]) {
  if (dataScope === DATA_SCOPE.customOrgs && orgIds.length === 0)
    throw apiError(request, 400, null, 'role.orgIdsRequired');
  if (dataScope !== DATA_SCOPE.customOrgs && orgIds.length > 0)
    throw apiError(request, 400, null, 'role.orgIdsWithoutCustomScope');
  const unknown = await absentOrgIds(db, orgIds);
  if (unknown.length > 0) throw apiError(request, 400, null, 'role.unknownOrgs', { ids: unknown.join(', ') });
}

async function moduleOr404(request: FastifyRequest, db: Database, moduleNo: string) {
  const module = await findModule(db, moduleNo);
  if (!module) throw apiError(request, 404, null, 'role.moduleNotFound', { moduleNo });
  return module;
}

/** The given codes that are not items of this kind of the module. */
async function unknownItemCodes(db: Database, moduleNo: string, kind: 'button' | 'field', codes: readonly string[]) {
  const known = new Set((await listModuleItems(db, moduleNo, kind)).map((item) => item.code));
  return codes.filter((code) => !known.has(code));
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Role administration, guarded by the function rights of module `role`: the roles themselves,
 * the module actions, menus and field rights they grant (function and field authorisation),
 * and, registered from here, who holds them (./relations.ts) and the authorisation queries
 * (./authorized.ts). See ./guards.ts for the rules that keep a caller from escalating.
 */
const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/roles', { schema: listRolesSchema, preHandler: requireAction('role', 'view') }, async (request) => {
    const { keyword, status, sorter = 'sort:ascend' } = request.query;
    const [field, order] = sorter.split(':') as [RoleSortField, 'ascend' | 'descend'];
    const { rows, total } = await pageRoles(app.db, { keyword, status }, { field, order }, pageFrom(request.query));
    return success({ list: rows.map(answerRole), total });
  });

  app.get(
    '/roles/options',
    {
      schema: roleOptionsSchema,
      preHandler: requireAnyAction(['role', 'view'], ['user', 'update'], ['userGroup', 'update'], ['post', 'update']),
    },
    async () => success(await listRoleOptions(app.db)),
  );

  app.get('/roles/:id', { schema: getRoleSchema, preHandler: requireAction('role', 'view') }, async (request) =>
    success(answerRole(await roleOr404(request, app.db, request.params.id))),
  );

  app.post(
    '/roles',
    { schema: createRoleSchema, preHandler: requireAction('role', 'create') },
    async (request, reply) => {
      const { orgIds: givenOrgIds, ...body } = request.body;
      const fields = {
        roleCode: body.roleCode,
        name: body.name,
        nameEn: body.nameEn ?? null,
        description: body.description ?? null,
        status: body.status ?? ROLE_ENABLED,
        sort: body.sort ?? 0,
        dataScope: body.dataScope ?? DATA_SCOPE.self,
      };
      const orgIds = [...new Set(givenOrgIds ?? [])];
      return auditedChange(
        request,
        reply,
        { action: 'role.create', target: fields.roleCode, detail: { after: { ...fields, orgIds } } },
        async (tx, draft) => {
          await refuseScopeOrgs(request, tx, fields.dataScope, orgIds);
          const taken = () => apiError(request, 409, null, 'role.roleCodeTaken', { roleCode: fields.roleCode });
          if (await roleCodeTaken(tx, fields.roleCode)) throw taken();
          const id = await insertRole(tx, fields, app.clock());
          if (id === undefined) throw taken();
          await setRoleOrgs(tx, id, orgIds);
          await refuseRolesBeyondCaller(request, tx, [id]);
          const created = (await findRoleItem(tx, id))!;
          draft.target = target(created);
          draft.detail = { after: logged(created) };
          return success(answerRole(created));
        },
      );
    },
  );

  app.put(
    '/roles/:id',
    { schema: updateRoleSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const { orgIds: givenOrgIds, ...changes } = request.body;
      const after = await changeRow(request, reply, {
        action: 'role.update',
        id,
        detail: { changes: request.body },
        find: findRoleItem,
        notFound: 'role.notFound',
        name: (role) => role.roleCode,
        logged,
        change: async (tx, before) => {
          const dataScope = changes.dataScope ?? before.dataScope;
          // Organisations belong to data scope 2 only: kept while the role stays at 2, dropped when it leaves it.
          const orgIds =
            givenOrgIds !== undefined
              ? [...new Set(givenOrgIds)].sort((a, b) => a - b)
              : dataScope === DATA_SCOPE.customOrgs
                ? before.orgIds
                : [];
          await refuseScopeOrgs(request, tx, dataScope, orgIds);
          if (changes.roleCode !== undefined && (await roleCodeTaken(tx, changes.roleCode, id))) {
            throw apiError(request, 409, null, 'role.roleCodeTaken', { roleCode: changes.roleCode });
          }
          await changeRole(request, tx, id, async () => {
            await updateRole(tx, id, { ...changes, dataScope }, app.clock());
            if (!sameIds(orgIds, before.orgIds)) await setRoleOrgs(tx, id, orgIds);
          });
          return (await findRoleItem(tx, id))!;
        },
      });
      return success(answerRole(after));
    },
  );

  app.delete(
    '/roles/:id',
    { schema: deleteRoleSchema, preHandler: requireAction('role', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'role.delete',
        id,
        find: findRoleItem,
        notFound: 'role.notFound',
        name: (role) => role.roleCode,
        logged,
        change: async (tx, before) => {
          await changeRole(request, tx, id, async () => {
            if (before.isAdmin) throw apiError(request, 409, null, 'role.adminUndeletable');
            if (before.userCount + before.groupCount + before.postCount > 0) {
              throw apiError(request, 409, null, 'role.inUse', {
                users: before.userCount,
                groups: before.groupCount,
                posts: before.postCount,
              });
            }
            await deleteRole(tx, id);
          });
          return null;
        },
      });
      return success(null);
    },
  );

  app.get(
    '/roles/:id/functions',
    { schema: roleFunctionsSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const role = await roleOr404(request, app.db, request.params.id);
      return success(await roleFunctions(app.db, role.id));
    },
  );

  app.put(
    '/roles/:id/modules/:moduleNo',
    { schema: setModuleActionsSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id, moduleNo } = request.params;
      const actions = [...new Set(request.body.actions)];
      return auditedChange(
        request,
        reply,
        { action: 'role.modules', target: String(id), detail: { moduleNo, actions } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = target(role);
          await moduleOr404(request, tx, moduleNo);
          const unknown = await unknownItemCodes(tx, moduleNo, 'button', actions);
          if (unknown.length > 0) {
            throw apiError(request, 400, null, 'role.unknownActions', { moduleNo, codes: unknown.join(', ') });
          }
          const before = await roleModuleActionCodes(tx, id, moduleNo);
          await changeRole(request, tx, id, () => setRoleModuleActions(tx, id, moduleNo, actions));
          const after = await roleModuleActionCodes(tx, id, moduleNo);
          draft.detail = { moduleNo, before: { actions: before }, after: { actions: after } };
          return success({ moduleNo, actions: after });
        },
      );
    },
  );

  app.put(
    '/roles/:id/menus',
    { schema: setRoleMenusSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const { systemNo, applicationNo } = request.body;
      const menuIds = [...new Set(request.body.menuIds)].sort((a, b) => a - b);
      const at = { systemNo, applicationNo };
      return auditedChange(
        request,
        reply,
        { action: 'role.menus', target: String(id), detail: { ...at, menuIds } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = target(role);
          if (!(await applicationExists(tx, systemNo, applicationNo))) {
            throw apiError(request, 404, null, 'role.applicationNotFound', at);
          }
          const outside = await menuIdsOutsideApplication(tx, at, menuIds);
          if (outside.length > 0) {
            throw apiError(request, 400, null, 'role.menusOutsideApplication', { ...at, ids: outside.join(', ') });
          }
          const before = await roleApplicationMenuIds(tx, id, at);
          await changeRole(request, tx, id, () => setRoleApplicationMenus(tx, id, at, menuIds));
          const after = await roleApplicationMenuIds(tx, id, at);
          draft.detail = { ...at, before: { menuIds: before }, after: { menuIds: after } };
          return success({ ...at, menuIds: after });
        },
      );
    },
  );

  app.get(
    '/roles/:id/fields/:moduleNo',
    { schema: getFieldRightsSchema, preHandler: requireAction('role', 'view') },
    async (request) => {
      const { id, moduleNo } = request.params;
      await roleOr404(request, app.db, id);
      await moduleOr404(request, app.db, moduleNo);
      return success({ fields: await roleModuleFieldRights(app.db, id, moduleNo) });
    },
  );

  app.put(
    '/roles/:id/fields/:moduleNo',
    { schema: setFieldRightsSchema, preHandler: requireAction('role', 'update') },
    async (request, reply) => {
      const { id, moduleNo } = request.params;
      const { fields } = request.body;
      return auditedChange(
        request,
        reply,
        { action: 'role.fields', target: String(id), detail: { moduleNo, fields } },
        async (tx, draft) => {
          const role = await roleOr404(request, tx, id);
          draft.target = target(role);
          await moduleOr404(request, tx, moduleNo);
          const unknown = await unknownItemCodes(tx, moduleNo, 'field', Object.keys(fields));
          if (unknown.length > 0) {
            throw apiError(request, 400, null, 'role.unknownFields', { moduleNo, codes: unknown.join(', ') });
          }
          const before = await roleModuleFieldRights(tx, id, moduleNo);
          await changeRole(request, tx, id, () => setRoleFieldRights(tx, id, moduleNo, fields));
          const after = await roleModuleFieldRights(tx, id, moduleNo);
          draft.detail = { moduleNo, before: { fields: before }, after: { fields: after } };
          return success({ fields: after });
        },
      );
    },
  );

  await app.register(relationRoutes);
  await app.register(authorizedRoutes);
};

export default rolesRoutes;
