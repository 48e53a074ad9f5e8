import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  countDictItems,
  deleteDictItem,
  deleteDictType,
  dictItemCodeTaken,
  dictItemUses,
  dictTypeCodeTaken,
  findDictItem,
  findDictType,
  findDictTypeByCode,
  insertDictItem,
  insertDictType,
  listDictItems,
  listDictTypes,
  nextDictSort,
  reorderDictItems,
  updateDictItem,
  updateDictType,
  type DictItem,
  type DictItemOfType,
  type DictType,
  type DictTypeWithCount,
} from '../../db/repositories/dictionary';
import { success } from '../../envelopes';
import { localeOf, t } from '../../i18n';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { builtinType, isClosedType, isLockedItem } from './builtin';
import { dictionaryChanged, dictionaryOf, type CachedDictType } from './cache';
import {
  createDictItemSchema,
  createDictTypeSchema,
  deleteDictItemSchema,
  deleteDictTypeSchema,
  listDictItemsSchema,
  listDictTypesSchema,
  readDictSchema,
  readDictsSchema,
  reorderDictItemsSchema,
  updateDictItemSchema,
  updateDictTypeSchema,
} from './contract';

const typeAnswer = (type: DictTypeWithCount) => ({
  id: type.id,
  code: type.code,
  name: type.name,
  nameEn: type.nameEn,
  remark: type.remark,
  builtin: type.builtin,
  closed: isClosedType(type.code),
  itemCount: type.itemCount,
  createdAt: type.createdAt.toISOString(),
  updatedAt: type.updatedAt.toISOString(),
});

const itemAnswer = (item: DictItem, typeCode: string) => ({
  id: item.id,
  typeCode,
  code: item.code,
  label: item.label,
  labelEn: item.labelEn,
  sort: item.sort,
  enabled: item.enabled,
  color: item.color,
  locked: isLockedItem(typeCode, item.code),
  createdAt: item.createdAt.toISOString(),
  updatedAt: item.updatedAt.toISOString(),
});

const loggedItem = (item: DictItemOfType) => itemAnswer(item, item.typeCode);

/** A type as forms read it: enabled items first, each part in its order, labels in the caller's language. */
function readAnswer(request: FastifyRequest, cached: CachedDictType) {
  const english = localeOf(request) === 'en-US';
  const ordered = [...cached.items.filter((item) => item.enabled), ...cached.items.filter((item) => !item.enabled)];
  return {
    code: cached.type.code,
    name: english ? cached.type.nameEn : cached.type.name,
    items: ordered.map((item) => ({
      code: item.code,
      label: english ? item.labelEn : item.label,
      labelZh: item.label,
      labelEn: item.labelEn,
      color: item.color,
      enabled: item.enabled,
    })),
  };
}

/**
 * Answers 304 when the browser holds this very answer. The ETag names the types' contents and the
 * language; the answer may be kept by the browser but asked again every time (`no-cache`).
 */
function notModified(request: FastifyRequest, reply: FastifyReply, types: CachedDictType[]): boolean {
  const etag = `W/"${types.map((type) => type.hash).join('.')}-${localeOf(request)}"`;
  reply.header('etag', etag);
  reply.header('vary', 'accept-language');
  const asked = request.headers['if-none-match'];
  if (!asked || !asked.split(',').some((tag) => tag.trim() === etag)) return false;
  reply.code(304);
  return true;
}

/** The dictionary may be kept by the browser and revalidated with its ETag (every other answer is no-store). */
async function revalidated(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-cache');
}

/**
 * The data dictionary (module `dictionary`): types and their items, which the product's forms and
 * tables show through DictSelect and DictTag. Every change is logged and clears the cache of each
 * server process (server/plugins/dictionary/cache.ts). The dictionary is global: no data scope.
 */
const dictionaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const typeOrRefuse = async (request: FastifyRequest, db: Database, code: string): Promise<DictType> => {
    const type = await findDictTypeByCode(db, code);
    if (!type) throw apiError(request, 404, null, 'dictionary.typeNotFound');
    return type;
  };

  const withCount = async (db: Database, type: DictType): Promise<DictTypeWithCount> => ({
    ...type,
    itemCount: await countDictItems(db, type.id),
  });

  const findTypeWithCount = async (db: Database, id: number) => {
    const type = await findDictType(db, id);
    return type ? withCount(db, type) : null;
  };

  const refuseInUse = async (request: FastifyRequest, tx: Database, typeCode: string, codes: string[], shown: string) => {
    const uses = await dictItemUses(tx, typeCode, codes);
    if (uses.length === 0) return;
    const english = localeOf(request) === 'en-US';
    const where = uses
      .map((use) => t(request, 'dictionary.inUseEntry', { name: english ? use.nameEn : use.name, count: use.count }))
      .join(english ? ', ' : '，');
    throw apiError(request, 409, 'DICT_ITEM_IN_USE', 'dictionary.inUse', { code: shown, where });
  };

  app.get('/dictTypes', { schema: listDictTypesSchema, preHandler: requireAction('dictionary', 'view') }, async (request) =>
    success((await listDictTypes(app.db, request.query.keyword)).map(typeAnswer)),
  );

  app.post('/dictTypes', { schema: createDictTypeSchema, preHandler: requireAction('dictionary', 'create') }, async (request, reply) => {
    const fields = { ...request.body, remark: request.body.remark ?? null, builtin: false };
    const answer = await auditedChange(
      request,
      reply,
      { action: 'dictionary.type.create', target: fields.code, detail: { after: fields } },
      async (tx, draft) => {
        if (await dictTypeCodeTaken(tx, fields.code)) throw apiError(request, 409, null, 'dictionary.typeCodeTaken', { code: fields.code });
        const created = typeAnswer(await withCount(tx, await insertDictType(tx, fields, app.clock())));
        draft.target = `${created.id} ${created.code}`;
        draft.detail = { after: created };
        return created;
      },
    );
    await dictionaryChanged(app);
    return success(answer);
  });

  app.put('/dictTypes/:code', { schema: updateDictTypeSchema, preHandler: requireAction('dictionary', 'update') }, async (request, reply) => {
    const changes = request.body;
    const type = await typeOrRefuse(request, app.db, request.params.code);
    const after = await changeRow(request, reply, {
      action: 'dictionary.type.update',
      id: type.id,
      detail: { changes },
      find: findTypeWithCount,
      notFound: 'dictionary.typeNotFound',
      name: (row) => row.code,
      logged: typeAnswer,
      change: async (tx, before) => {
        if (changes.code !== undefined && changes.code !== before.code) {
          if (before.builtin || builtinType(before.code)) throw apiError(request, 409, null, 'dictionary.builtinCode', { code: before.code });
          if (await dictTypeCodeTaken(tx, changes.code, before.id))
            throw apiError(request, 409, null, 'dictionary.typeCodeTaken', { code: changes.code });
        }
        await updateDictType(tx, before.id, changes, app.clock());
        return (await findTypeWithCount(tx, before.id))!;
      },
    });
    await dictionaryChanged(app);
    return success(typeAnswer(after));
  });

  app.delete('/dictTypes/:code', { schema: deleteDictTypeSchema, preHandler: requireAction('dictionary', 'delete') }, async (request, reply) => {
    const type = await typeOrRefuse(request, app.db, request.params.code);
    await changeRow(request, reply, {
      action: 'dictionary.type.delete',
      id: type.id,
      find: findTypeWithCount,
      notFound: 'dictionary.typeNotFound',
      name: (row) => row.code,
      logged: typeAnswer,
      change: async (tx, before, more) => {
        if (before.builtin || builtinType(before.code)) throw apiError(request, 409, null, 'dictionary.builtinDelete', { code: before.code });
        const items = await listDictItems(tx, before.id);
        await refuseInUse(request, tx, before.code, items.map((item) => item.code), before.code);
        more.items = items.map((item) => itemAnswer(item, before.code));
        await deleteDictType(tx, before.id);
        return null;
      },
    });
    await dictionaryChanged(app);
    return success(null);
  });

  app.get('/dictTypes/:code/items', { schema: listDictItemsSchema, preHandler: requireAction('dictionary', 'view') }, async (request) => {
    const type = await typeOrRefuse(request, app.db, request.params.code);
    return success((await listDictItems(app.db, type.id)).map((item) => itemAnswer(item, type.code)));
  });

  app.post(
    '/dictTypes/:code/items',
    { schema: createDictItemSchema, preHandler: requireAction('dictionary', 'create') },
    async (request, reply) => {
      const { code: typeCode } = request.params;
      const body = request.body;
      const answer = await auditedChange(
        request,
        reply,
        { action: 'dictionary.item.create', target: `${typeCode} ${body.code}`, detail: { after: body } },
        async (tx, draft) => {
          const type = await typeOrRefuse(request, tx, typeCode);
          if (isClosedType(type.code)) throw apiError(request, 409, null, 'dictionary.closedType', { code: type.code });
          if (await dictItemCodeTaken(tx, type.id, body.code))
            throw apiError(request, 409, null, 'dictionary.itemCodeTaken', { code: body.code, type: type.code });
          const item = await insertDictItem(
            tx,
            type.id,
            {
              code: body.code,
              label: body.label,
              labelEn: body.labelEn,
              sort: body.sort ?? (await nextDictSort(tx, type.id)),
              enabled: body.enabled ?? true,
              color: body.color ?? null,
            },
            app.clock(),
          );
          const created = itemAnswer(item, type.code);
          draft.target = `${item.id} ${type.code}.${item.code}`;
          draft.detail = { after: created };
          return created;
        },
      );
      await dictionaryChanged(app);
      return success(answer);
    },
  );

  app.put(
    '/dictTypes/:code/items/order',
    { schema: reorderDictItemsSchema, preHandler: requireAction('dictionary', 'update') },
    async (request, reply) => {
      const { code: typeCode } = request.params;
      const { ids } = request.body;
      const answer = await auditedChange(
        request,
        reply,
        { action: 'dictionary.item.reorder', target: typeCode, detail: { ids } },
        async (tx, draft) => {
          const type = await typeOrRefuse(request, tx, typeCode);
          draft.target = `${type.id} ${type.code}`;
          const before = await listDictItems(tx, type.id);
          const known = new Set(before.map((item) => item.id));
          if (ids.length !== known.size || ids.some((id) => !known.has(id)))
            throw apiError(request, 400, null, 'dictionary.reorderMismatch');
          await reorderDictItems(tx, type.id, ids, app.clock());
          draft.detail = { before: before.map((item) => item.code), after: ids.map((id) => before.find((item) => item.id === id)!.code) };
          return (await listDictItems(tx, type.id)).map((item) => itemAnswer(item, type.code));
        },
      );
      await dictionaryChanged(app);
      return success(answer);
    },
  );

  app.put('/dictItems/:id', { schema: updateDictItemSchema, preHandler: requireAction('dictionary', 'update') }, async (request, reply) => {
    const changes = request.body;
    const after = await changeRow(request, reply, {
      action: 'dictionary.item.update',
      id: request.params.id,
      detail: { changes },
      find: findDictItem,
      notFound: 'dictionary.itemNotFound',
      name: (item) => `${item.typeCode}.${item.code}`,
      logged: loggedItem,
      change: async (tx, before) => {
        const locked = isLockedItem(before.typeCode, before.code);
        if (changes.code !== undefined && changes.code !== before.code) {
          if (locked) throw apiError(request, 409, null, 'dictionary.lockedCode', { code: before.code });
          if (await dictItemCodeTaken(tx, before.typeId, changes.code, before.id))
            throw apiError(request, 409, null, 'dictionary.itemCodeTaken', { code: changes.code, type: before.typeCode });
        }
        if (changes.enabled === false && locked) throw apiError(request, 409, null, 'dictionary.lockedDisable', { code: before.code });
        await updateDictItem(tx, before.id, changes, app.clock());
        return (await findDictItem(tx, before.id))!;
      },
    });
    await dictionaryChanged(app);
    return success(loggedItem(after));
  });

  app.delete('/dictItems/:id', { schema: deleteDictItemSchema, preHandler: requireAction('dictionary', 'delete') }, async (request, reply) => {
    await changeRow(request, reply, {
      action: 'dictionary.item.delete',
      id: request.params.id,
      find: findDictItem,
      notFound: 'dictionary.itemNotFound',
      name: (item) => `${item.typeCode}.${item.code}`,
      logged: loggedItem,
      change: async (tx, before) => {
        if (isLockedItem(before.typeCode, before.code)) throw apiError(request, 409, null, 'dictionary.lockedDelete', { code: before.code });
        await refuseInUse(request, tx, before.typeCode, [before.code], before.code);
        await deleteDictItem(tx, before.id);
        return null;
      },
    });
    await dictionaryChanged(app);
    return success(null);
  });

  // Reads for every signed-in user, from the cache.
  const cacheHeaders = { onSend: revalidated };

  app.get('/dict/:code', { schema: readDictSchema, ...cacheHeaders }, async (request, reply) => {
    const cached = await dictionaryOf(app).type(request.params.code);
    if (!cached) throw apiError(request, 404, null, 'dictionary.typeNotFound');
    if (notModified(request, reply, [cached])) return (reply as FastifyReply).send();
    return success(readAnswer(request, cached));
  });

  app.get('/dict', { schema: readDictsSchema, ...cacheHeaders }, async (request, reply) => {
    const cache = dictionaryOf(app);
    const codes = [...new Set(request.query.codes.split(','))];
    const found = (await Promise.all(codes.map((code) => cache.type(code)))).filter((type): type is CachedDictType => Boolean(type));
    if (notModified(request, reply, found)) return (reply as FastifyReply).send();
    return success(Object.fromEntries(found.map((type) => [type.type.code, readAnswer(request, type)])));
  });
};

export default dictionaryRoutes;
