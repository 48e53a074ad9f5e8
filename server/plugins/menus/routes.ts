import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { refuseGrantsInUse } from '../../access/escalation';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import { findModule } from '../../db/repositories/roles';
import {
  countMenuChildren,
  createMenu,
  deleteMenu,
  findApplicationByNo,
  findMenu,
  isInMenuSubtree,
  listMenusOfApplication,
  menuGranted,
  updateMenu,
  type Menu,
} from '../../db/repositories/systems';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { nestRows } from '../../tree';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { isRouteOrWebUrl } from '../systems/constants';
import { createMenuSchema, deleteMenuSchema, getMenuSchema, listMenusSchema, updateMenuSchema } from './contract';

const answer = (menu: Menu) => ({
  id: menu.id,
  parentId: menu.parentId,
  systemNo: menu.systemNo,
  applicationNo: menu.applicationNo,
  name: menu.name,
  nameEn: menu.nameEn,
  path: menu.path,
  icon: menu.icon,
  sort: menu.sort,
  moduleNo: menu.moduleNo,
  createdAt: menu.createdAt.toISOString(),
  updatedAt: menu.updatedAt.toISOString(),
});

/** Nests menus (already in sort order) under their parents, keeping that order among siblings. */
const buildTree = (rows: Menu[]) => nestRows(rows, answer);

/** The menu administration reads the tree; the role screens grant menus from it. */
const canReadMenus = requireAnyAction(['menu', 'view'], ['role', 'view']);

/** A menu as a refusal names it: its name in the caller's language and its id. */
const menuName = (request: FastifyRequest, menu: Menu) => `${localizedName(request, menu)} (${menu.id})`;

/**
 * Menus of the applications, guarded by the function rights of module `menu`. A menu that roles
 * grant is deleted or pointed elsewhere by administrators only (server/access/escalation.ts).
 */
const menusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refuseBadPath = (request: FastifyRequest, path: string | null | undefined) => {
    if (path && !isRouteOrWebUrl(path)) throw apiError(request, 400, null, 'menu.pathInvalid');
  };

  const refuseUnknownModule = async (request: FastifyRequest, tx: Database, moduleNo: string | null | undefined) => {
    if (moduleNo && !(await findModule(tx, moduleNo)))
      throw apiError(request, 400, null, 'menu.moduleNotFound', { moduleNo });
  };

  /** The parent must be a menu of the same application. */
  const refuseForeignParent = async (
    request: FastifyRequest,
    tx: Database,
    parentId: number | null | undefined,
    at: { systemNo: string; applicationNo: string },
  ) => {
    if (parentId === null || parentId === undefined) return;
    const parent = await findMenu(tx, parentId);
    if (!parent || parent.systemNo !== at.systemNo || parent.applicationNo !== at.applicationNo)
      throw apiError(request, 400, null, 'menu.parentNotFound');
  };

  app.get('/menus', { schema: listMenusSchema, preHandler: canReadMenus }, async (request) => {
    const { systemNo, applicationNo } = request.query;
    if (!(await findApplicationByNo(app.db, systemNo, applicationNo)))
      throw apiError(request, 404, null, 'menu.applicationNotFound', { systemNo, applicationNo });
    return success(buildTree(await listMenusOfApplication(app.db, { systemNo, applicationNo })));
  });

  app.get('/menus/:id', { schema: getMenuSchema, preHandler: canReadMenus }, async (request) => {
    const menu = await findMenu(app.db, request.params.id);
    if (!menu) throw apiError(request, 404, null, 'menu.notFound');
    return success(answer(menu));
  });

  app.post(
    '/menus',
    { schema: createMenuSchema, preHandler: requireAction('menu', 'create') },
    async (request, reply) => {
      const body = request.body;
      const fields = {
        systemNo: body.systemNo,
        applicationNo: body.applicationNo,
        parentId: body.parentId,
        name: body.name,
        nameEn: body.nameEn ?? null,
        path: body.path ?? null,
        icon: body.icon ?? null,
        sort: body.sort ?? 0,
        moduleNo: body.moduleNo ?? null,
      };
      return auditedChange(
        request,
        reply,
        {
          action: 'menu.create',
          target: `${fields.systemNo}/${fields.applicationNo} ${fields.name}`,
          detail: { after: fields },
        },
        async (tx, draft) => {
          refuseBadPath(request, fields.path);
          if (!(await findApplicationByNo(tx, fields.systemNo, fields.applicationNo)))
            throw apiError(request, 400, null, 'menu.applicationNotFound', fields);
          await refuseForeignParent(request, tx, fields.parentId, fields);
          await refuseUnknownModule(request, tx, fields.moduleNo);
          const menu = await createMenu(tx, fields, app.clock());
          draft.target = `${menu.id} ${menu.name}`;
          draft.detail = { after: answer(menu) };
          return success(answer(menu));
        },
      );
    },
  );

  app.put(
    '/menus/:id',
    { schema: updateMenuSchema, preHandler: requireAction('menu', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'menu.update',
        id,
        detail: { changes },
        find: findMenu,
        notFound: 'menu.notFound',
        name: (menu) => menu.name,
        logged: answer,
        change: async (tx, before) => {
          refuseBadPath(request, changes.path);
          // A granted menu that led elsewhere would change what its grant gives.
          if (changes.path !== undefined && changes.path !== before.path)
            await refuseGrantsInUse(request, tx, (await menuGranted(tx, id)) ? [menuName(request, before)] : []);
          if (changes.parentId !== undefined && changes.parentId !== null) {
            await refuseForeignParent(request, tx, changes.parentId, before);
            if (await isInMenuSubtree(tx, id, changes.parentId))
              throw apiError(request, 400, null, 'menu.parentInSubtree');
          }
          await refuseUnknownModule(request, tx, changes.moduleNo);
          return updateMenu(tx, id, changes, app.clock());
        },
      });
      return success(answer(after));
    },
  );

  app.delete(
    '/menus/:id',
    { schema: deleteMenuSchema, preHandler: requireAction('menu', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'menu.delete',
        id,
        find: findMenu,
        notFound: 'menu.notFound',
        name: (menu) => menu.name,
        logged: answer,
        change: async (tx, before) => {
          await refuseGrantsInUse(request, tx, (await menuGranted(tx, id)) ? [menuName(request, before)] : []);
          const count = await countMenuChildren(tx, id);
          if (count > 0) throw apiError(request, 409, null, 'menu.hasChildren', { count });
          await deleteMenu(tx, id);
          return null;
        },
      });
      return success(null);
    },
  );
};

export default menusRoutes;
