import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { cacheChanged, perApp, signalsOf } from '../../../lib/signals';
import { findConfig, findConfigForUpdate, saveConfig } from './config.repository';

/**
 * Settings change rarely and are read on every request, so each process keeps them for a few
 * seconds. A change made through `setConfig` or `updateConfig`, or announced with `forgetConfig`
 * (the site settings' `settingsChanged`), is seen at once by this process, and by the others
 * as soon as Redis tells them (ADR 094; without REDIS_URL within CACHE_MS). A read that began
 * before a change is not kept.
 */
const CACHE_MS = 3000;
const cacheOf = perApp((signals) => {
  const map = new Map<string, { value: unknown; at: number }>();
  signals.on('config', (key) => (key === undefined ? map.clear() : map.delete(key)));
  return map;
});

/** Drops what every process keeps of `keys`, once the caller's transaction (if any) commits. */
export function forgetConfig(db: Db, keys: readonly string[]): void {
  for (const key of keys) cacheChanged(db, 'config', key);
}

/** The setting `key` merged over `fallback`, checked against `schema` (a bad stored value falls back). */
export async function getConfig<S extends z.ZodType>(
  db: Db,
  key: string,
  schema: S,
  fallback: z.output<S>,
): Promise<z.output<S>> {
  const map = cacheOf(db);
  // A transaction reads its own writes: the caches forget them only once it commits (ADR 094).
  const hit = db.isTransaction ? undefined : map.get(key);
  let stored = hit && Date.now() - hit.at < CACHE_MS ? hit.value : undefined;
  if (db.isTransaction) stored = (await findConfig(db, key)) ?? null;
  else if (!hit || stored === undefined) {
    const signals = signalsOf(db);
    const version = signals.version('config');
    stored = (await findConfig(db, key)) ?? null;
    if (signals.version('config') === version) map.set(key, { value: stored, at: Date.now() });
  }
  if (stored === null) return fallback;
  const merged = typeof fallback === 'object' && fallback !== null ? { ...fallback, ...(stored as object) } : stored;
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}

export async function setConfig(db: Db, key: string, value: unknown): Promise<void> {
  await saveConfig(db, key, value);
  cacheChanged(db, 'config', key);
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
