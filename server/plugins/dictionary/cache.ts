import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { loadDictionary, type DictItem, type DictType } from '../../db/repositories/dictionary';
import { DICT_CACHE_TTL_MS, DICT_PUSH_KIND } from './constants';

/** One type as the cache keeps it: its items in order, and a hash of both for ETags. */
export interface CachedDictType {
  type: DictType;
  items: DictItem[];
  hash: string;
}

export interface DictionaryCache {
  /** One type by code, or undefined when there is none. */
  type(code: string): Promise<CachedDictType | undefined>;
  /** Drops what is kept; the next read loads the dictionary again. */
  clear(): void;
  /** How many times the dictionary was read from the database (for tests and the bench). */
  readonly loads: number;
}

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/**
 * The whole dictionary in memory (it is small), loaded on the first read and kept until a change
 * clears it or `ttlMs` passes. A load that began before a clear is not kept: it may hold what the
 * change replaced.
 */
export function dictionaryCache(
  load: () => Promise<{ types: DictType[]; items: DictItem[] }>,
  options: { ttlMs?: number; now?: () => number } = {},
): DictionaryCache {
  const ttlMs = options.ttlMs ?? DICT_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let current: { byCode: Map<string, CachedDictType>; loadedAt: number } | null = null;
  let pending: Promise<Map<string, CachedDictType>> | null = null;
  let generation = 0;
  let loads = 0;

  async function read(): Promise<Map<string, CachedDictType>> {
    if (current && now() - current.loadedAt < ttlMs) return current.byCode;
    if (pending) return pending;
    const started = generation;
    loads += 1;
    const loading = load().then(({ types, items }) => {
      const byId = new Map<number, DictItem[]>();
      for (const item of items) byId.set(item.typeId, [...(byId.get(item.typeId) ?? []), item]);
      const byCode = new Map(
        types.map((type) => {
          const own = byId.get(type.id) ?? [];
          return [type.code, { type, items: own, hash: hashOf([type, own]) }] as const;
        }),
      );
      if (generation === started) current = { byCode, loadedAt: now() };
      return byCode;
    });
    pending = loading;
    try {
      return await loading;
    } finally {
      if (pending === loading) pending = null;
    }
  }

  return {
    type: async (code) => (await read()).get(code),
    clear() {
      generation += 1;
      current = null;
      pending = null;
    },
    get loads() {
      return loads;
    },
  };
}

const caches = new WeakMap<Database, DictionaryCache>();

/**
 * The dictionary cache of this server process (one per database handle). It is cleared when
 * this process or another on the same database announces a change (the push relay's `dict`
 * event: NOTIFY on PostgreSQL, at once on the embedded database).
 */
export function dictionaryOf(app: FastifyInstance): DictionaryCache {
  let cache = caches.get(app.db);
  if (!cache) {
    const created = dictionaryCache(() => loadDictionary(app.db));
    app.push.onEvent(DICT_PUSH_KIND, () => created.clear());
    caches.set(app.db, created);
    cache = created;
  }
  return cache;
}

/**
 * The enabled item codes of a type, from the cache. Read them before a transaction starts: the
 * embedded database has one connection, which a read beside an open transaction would wait for.
 */
export async function enabledDictCodes(app: FastifyInstance, typeCode: string): Promise<Set<string>> {
  const type = await dictionaryOf(app).type(typeCode);
  return new Set(type?.items.filter((item) => item.enabled).map((item) => item.code));
}

/** After a change committed: this process reads the new dictionary at once, the others when they hear of it, browsers refresh. */
export async function dictionaryChanged(app: FastifyInstance): Promise<void> {
  dictionaryOf(app).clear();
  await app.push.toEveryone({ kind: DICT_PUSH_KIND });
}
