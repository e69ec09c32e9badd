import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { findConfig, saveConfig } from './config.repository';

/**
 * Settings change rarely and are read on every request, so each process keeps them for a few
 * seconds. A change made through `setConfig` is seen at once by this process and within
 * CACHE_MS by the others.
 */
const CACHE_MS = 3000;
const cache = new WeakMap<Db, Map<string, { value: unknown; at: number }>>();

function cacheOf(db: Db) {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  return map;
}

/** The setting `key` merged over `fallback`, checked against `schema` (a bad stored value falls back). */
export async function getConfig<S extends z.ZodType>(
  db: Db,
  key: string,
  schema: S,
  fallback: z.output<S>,
): Promise<z.output<S>> {
  const map = cacheOf(db);
  const hit = map.get(key);
  let stored = hit && Date.now() - hit.at < CACHE_MS ? hit.value : undefined;
  if (!hit || stored === undefined) {
    stored = await findConfig(db, key);
    map.set(key, { value: stored ?? null, at: Date.now() });
  }
  if (stored === null || stored === undefined) return fallback;
  const merged = typeof fallback === 'object' && fallback !== null ? { ...fallback, ...(stored as object) } : stored;
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}

export async function setConfig(db: Db, key: string, value: unknown): Promise<void> {
  await saveConfig(db, key, value);
  cacheOf(db).delete(key);
}
