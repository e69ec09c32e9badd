/**
 * A small in-process cache of recent answers (docs/decisions/007-catalogue-cache.md). Each
 * entry lives `ttlMs`; concurrent misses on one key share a single load; a failed load is not
 * kept. At most `max` entries: the oldest goes first. `ttlMs` 0 turns caching off.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
}

export function createTtlCache<V>(ttlMs: number, max = 2000): TtlCache<V> {
  const entries = new Map<string, { until: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { until: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/**
 * Values by numeric id (a chat's shop and servicer faces), each kept `ttlMs` apart for every
 * owner (the database): `load` is asked only for the ids not held or out of date, and an id it
 * does not answer is asked again the next time.
 */
export function createIdCache<O extends object, V>(
  ttlMs: number,
  load: (owner: O, ids: number[]) => Promise<Iterable<[number, V]>>,
): (owner: O, ids: number[]) => Promise<Map<number, V>> {
  const caches = new WeakMap<O, Map<number, { value: V; until: number }>>();
  return async (owner, ids) => {
    const now = Date.now();
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new Map()));
    const out = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = cache.get(id);
      if (hit && hit.until > now) out.set(id, hit.value);
      else missing.push(id);
    }
    for (const [id, value] of await load(owner, missing)) {
      cache.set(id, { value, until: now + ttlMs });
      out.set(id, value);
    }
    return out;
  };
}
