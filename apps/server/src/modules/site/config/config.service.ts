import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { findConfig, findConfigForUpdate, saveConfig } from './config.repository';

/**
 * Settings change rarely and are read on every request, so each process keeps them for a few
 * seconds. A change made through `setConfig` or `updateConfig`, or announced with `forgetConfig`
 * (the site settings' `settingsChanged`), is seen at once by this process and within CACHE_MS by
 * the others.
 */
const CACHE_MS = 3000;
const cache = new WeakMap<Db, Map<string, { value: unknown; at: number; generation: number }>>();
/** Bumped for a key whenever it changes: an entry read under an older generation is stale, whatever Db read it. */
const generations = new Map<string, number>();
const generationOf = (key: string) => generations.get(key) ?? 0;

function cacheOf(db: Db) {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  return map;
}

/** Drops what this process keeps of `keys`, on every database handle and transaction. */
export function forgetConfig(keys: readonly string[]): void {
  for (const key of keys) generations.set(key, generationOf(key) + 1);
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
  const generation = generationOf(key);
  let stored = hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS ? hit.value : undefined;
  if (stored === undefined) {
    stored = (await findConfig(db, key)) ?? null;
    map.set(key, { value: stored, at: Date.now(), generation });
  }
  if (stored === null) return fallback;
  const merged = typeof fallback === 'object' && fallback !== null ? { ...fallback, ...(stored as object) } : stored;
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}

export async function setConfig(db: Db, key: string, value: unknown): Promise<void> {
  await saveConfig(db, key, value);
  forgetConfig([key]);
}

/**
 * Changes part of a stored setting inside the caller's transaction: the row is read locked (on
 * PostgreSQL), `change` gets the stored object ({} when none) and answers the new one, so the
 * fields another form owns (the agreement beside the password rules) are kept.
 */
export async function updateConfig(
  db: Db,
  key: string,
  change: (stored: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const stored = await findConfigForUpdate(db, key);
  const current = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  await setConfig(db, key, change(current as Record<string, unknown>));
}
