import type { Database } from '../db/client';

/**
 * Values kept between requests while the access epoch stays where it was. The epoch (migration
 * 0006) moves on with every change of roles, grants, groups, posts, data scopes, the organisation
 * tree or a user's organisation, and the session lookup reads it in the same statement. A value
 * loaded after a request read epoch E is kept with E and used only by a request that reads E
 * again: a change committed since, through this process or any other, has moved the epoch, so
 * the value is loaded anew.
 *
 * Kept per database (a server has one; the tests build many), at most `limit` keys, the least
 * recently used going first; a failed load is not kept. Without an epoch it always loads.
 */
export function epochCache<K, V>(limit: number) {
  const kept = new WeakMap<Database, Map<K, { epoch: string; value: Promise<V> }>>();
  return (db: Database, epoch: string | null, key: K, load: () => Promise<V>): Promise<V> => {
    if (epoch === null) return load();
    let byKey = kept.get(db);
    if (!byKey) kept.set(db, (byKey = new Map()));
    const entry = byKey.get(key);
    // Taken out and put back last: a Map iterates in insertion order, so the first key is the least recently used.
    byKey.delete(key);
    if (entry?.epoch === epoch) {
      byKey.set(key, entry);
      return entry.value;
    }
    const fresh = { epoch, value: load() };
    byKey.set(key, fresh);
    if (byKey.size > limit) byKey.delete(byKey.keys().next().value!);
    fresh.value.catch(() => {
      if (byKey.get(key) === fresh) byKey.delete(key);
    });
    return fresh.value;
  };
}
