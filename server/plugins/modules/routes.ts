import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { refuseGrantsInUse } from '../../access/escalation';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  deleteModule,
  findModuleById,
  insertModule,
  itemCodesInUse,
  listItemsOfModules,
  moduleDependants,
  moduleNoTaken,
  pageModules,
  replaceModuleItems,
  updateModule,
  type Module,
  type ModuleItem,
  type ModuleItemFields,
  type ModuleSortField,
} from '../../db/repositories/modules';
import { findApplicationByNo } from '../../db/repositories/systems';
import type { ModuleItemKind } from '../../db/schema';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import {
  createModuleSchema,
  deleteModuleSchema,
  getModuleSchema,
  ItemInput as ItemInputSchema,
  listModulesSchema,
  updateModuleSchema,
} from './contract';

type ItemInput = Static<typeof ItemInputSchema>;

const itemAnswer = (item: ModuleItem) => ({ code: item.code, name: item.name, nameEn: item.nameEn, sort: item.sort });

/** A module with its buttons and fields, picked from items of any modules. */
const answer = (module: Module, items: ModuleItem[]) => {
  const own = (kind: ModuleItemKind) =>
    items.filter((item) => item.moduleNo === module.moduleNo && item.kind === kind).map(itemAnswer);
  return {
    id: module.id,
    moduleNo: module.moduleNo,
    name: module.name,
    nameEn: module.nameEn,
    systemNo: module.systemNo,
    applicationNo: module.applicationNo,
    sort: module.sort,
    buttons: own('button'),
    fields: own('field'),
    createdAt: module.createdAt.toISOString(),
    updatedAt: module.updatedAt.toISOString(),
  };
};

const ITEM_LISTS = { buttons: 'button', fields: 'field' } as const satisfies Record<string, ModuleItemKind>;
type ItemList = keyof typeof ITEM_LISTS;

/** Items as stored: a missing sort is the position in the list. */
const itemFields = (items: ItemInput[]): ModuleItemFields[] =>
  items.map((item, index) => ({
    code: item.code,
    name: item.name,
    nameEn: item.nameEn ?? null,
    sort: item.sort ?? index + 1,
  }));

/**
 * Modules of the function rights, guarded by the rights of module `module`. Buttons and fields
 * that roles use, and the number of a module roles grant, change by administrators only
 * (server/access/escalation.ts).
 */
const modulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadAnswer = async (db: Database, module: Module) =>
    answer(module, await listItemsOfModules(db, [module.moduleNo]));

  const refuseRepeatedCodes = (request: FastifyRequest, lists: Partial<Record<ItemList, ItemInput[]>>) => {
    for (const list of Object.keys(ITEM_LISTS) as ItemList[]) {
      const seen = new Set<string>();
      for (const { code } of lists[list] ?? []) {
        if (seen.has(code)) throw apiError(request, 400, null, 'module.duplicateCode', { list, code });
        seen.add(code);
      }
    }
  };

  /** A module belongs to an application of a system, or to none. */
  const refuseBadApplication = async (
    request: FastifyRequest,
    tx: Database,
    at: { systemNo: string | null; applicationNo: string | null },
  ) => {
    if (at.systemNo === null && at.applicationNo === null) return;
    if (at.systemNo === null || at.applicationNo === null) throw apiError(request, 400, null, 'module.applicationPair');
    if (!(await findApplicationByNo(tx, at.systemNo, at.applicationNo)))
      throw apiError(request, 400, null, 'module.applicationNotFound', {
        systemNo: at.systemNo,
        applicationNo: at.applicationNo,
      });
  };

  /** Writes the lists given; answers the codes removed from each, whose rights went with them. */
  const replaceItems = async (tx: Database, moduleNo: string, lists: Partial<Record<ItemList, ItemInput[]>>) => {
    const removed: Partial<Record<ItemList, string[]>> = {};
    for (const list of Object.keys(ITEM_LISTS) as ItemList[]) {
      const items = lists[list];
      if (items) removed[list] = await replaceModuleItems(tx, moduleNo, ITEM_LISTS[list], itemFields(items));
    }
    return removed;
  };

  /**
   * What a change of a module would take from the roles that use it, as `module:button`,
   * `module.field` or the module number: removed buttons they grant, removed fields their field
   * rights restrict, and a new number for a module they grant (the server checks rights by it).
   */
  const usedItemsTaken = async (
    tx: Database,
    before: Module,
    current: ReturnType<typeof answer>,
    body: { moduleNo?: string } & Partial<Record<ItemList, ItemInput[]>>,
  ) => {
    const removed = (list: ItemList) =>
      body[list]
        ? current[list].map((item) => item.code).filter((code) => !body[list]!.some((kept) => kept.code === code))
        : [];
    const { moduleNo } = before;
    const renumbered =
      body.moduleNo !== undefined && body.moduleNo !== moduleNo && (await moduleDependants(tx, moduleNo)).roles > 0;
    return [
      ...(renumbered ? [moduleNo] : []),
      ...(await itemCodesInUse(tx, moduleNo, 'button', removed('buttons'))).map((code) => `${moduleNo}:${code}`),
      ...(await itemCodesInUse(tx, moduleNo, 'field', removed('fields'))).map((code) => `${moduleNo}.${code}`),
    ];
  };

  app.get(
    '/modules',
    { schema: listModulesSchema, preHandler: requireAnyAction(['module', 'view'], ['role', 'view']) },
    async (request) => {
      const { keyword, systemNo, applicationNo, sorter = 'sort:ascend' } = request.query;
      const [field, order] = sorter.split(':') as [ModuleSortField, 'ascend' | 'descend'];
      const { rows, total } = await pageModules(
        app.db,
        { keyword, systemNo, applicationNo },
        { field, order },
        pageFrom(request.query),
      );
      const items = await listItemsOfModules(
        app.db,
        rows.map((row) => row.moduleNo),
      );
      return success({ list: rows.map((row) => answer(row, items)), total });
    },
  );

  app.get(
    '/modules/:id',
    { schema: getModuleSchema, preHandler: requireAnyAction(['module', 'view'], ['role', 'view']) },
    async (request) => {
      const module = await findModuleById(app.db, request.params.id);
      if (!module) throw apiError(request, 404, null, 'module.notFound');
      return success(await loadAnswer(app.db, module));
    },
  );

  app.post(
    '/modules',
    { schema: createModuleSchema, preHandler: requireAction('module', 'create') },
    async (request, reply) => {
      const { buttons = [], fields: fieldItems = [], ...body } = request.body;
      const fields = {
        moduleNo: body.moduleNo,
        name: body.name,
        nameEn: body.nameEn ?? null,
        systemNo: body.systemNo ?? null,
        applicationNo: body.applicationNo ?? null,
        sort: body.sort ?? 0,
      };
      return auditedChange(
        request,
        reply,
        {
          action: 'module.create',
          target: fields.moduleNo,
          detail: { after: { ...fields, buttons, fields: fieldItems } },
        },
        async (tx, draft) => {
          refuseRepeatedCodes(request, { buttons, fields: fieldItems });
          await refuseBadApplication(request, tx, fields);
          if (await moduleNoTaken(tx, fields.moduleNo))
            throw apiError(request, 409, null, 'module.moduleNoTaken', { moduleNo: fields.moduleNo });
          const module = await insertModule(tx, fields, app.clock());
          await replaceItems(tx, module.moduleNo, { buttons, fields: fieldItems });
          const created = await loadAnswer(tx, module);
          draft.target = `${module.id} ${module.moduleNo}`;
          draft.detail = { after: created };
          return success(created);
        },
      );
    },
  );

  app.put(
    '/modules/:id',
    { schema: updateModuleSchema, preHandler: requireAction('module', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const { buttons, fields: fieldItems, ...changes } = request.body;
      const after = await changeRow(request, reply, {
        action: 'module.update',
        id,
        detail: { changes: request.body },
        find: findModuleById,
        notFound: 'module.notFound',
        name: (module) => module.moduleNo,
        logged: (module, tx) => loadAnswer(tx, module),
        change: async (tx, before, detail) => {
          refuseRepeatedCodes(request, { buttons, fields: fieldItems });
          if (changes.systemNo !== undefined || changes.applicationNo !== undefined) {
            await refuseBadApplication(request, tx, {
              systemNo: changes.systemNo !== undefined ? changes.systemNo : before.systemNo,
              applicationNo: changes.applicationNo !== undefined ? changes.applicationNo : before.applicationNo,
            });
          }
          if (changes.moduleNo !== undefined && (await moduleNoTaken(tx, changes.moduleNo, id)))
            throw apiError(request, 409, null, 'module.moduleNoTaken', { moduleNo: changes.moduleNo });
          const beforeAnswer = await loadAnswer(tx, before);
          await refuseGrantsInUse(request, tx, await usedItemsTaken(tx, before, beforeAnswer, request.body));
          const after = await updateModule(tx, before, changes, app.clock());
          detail.removed = await replaceItems(tx, after.moduleNo, { buttons, fields: fieldItems });
          return after;
        },
      });
      return success(await loadAnswer(app.db, after));
    },
  );

  app.delete(
    '/modules/:id',
    { schema: deleteModuleSchema, preHandler: requireAction('module', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'module.delete',
        id,
        find: findModuleById,
        notFound: 'module.notFound',
        name: (module) => module.moduleNo,
        logged: (module, tx) => loadAnswer(tx, module),
        change: async (tx, before) => {
          const dependants = await moduleDependants(tx, before.moduleNo);
          if (dependants.roles > 0 || dependants.menus > 0)
            throw apiError(request, 409, null, 'module.inUse', dependants);
          await deleteModule(tx, id);
          return null;
        },
      });
      return success(null);
    },
  );
};

export default modulesRoutes;
