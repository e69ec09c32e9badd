import type { CompiledQuery } from 'kysely';
import type { Env } from '../env';
import { seedCatalogue } from './catalog-fixtures';
import { createTestApp } from './test-app';

/**
 * The app the catalogue's tests call: a fresh database with the catalogue fixtures, the answer
 * cache off unless `env` sets `CATALOG_CACHE_MS`. `onStatement` sees every statement it runs.
 */
export async function catalogueApp(
  env: Partial<Record<keyof Env, string>> = {},
  onStatement?: (query: CompiledQuery) => void,
) {
  const t = await createTestApp(
    { CATALOG_CACHE_MS: '0', ...env },
    { onQuery: onStatement && ((e) => e.level === 'query' && onStatement(e.query)) },
  );
  return { t, f: await seedCatalogue(t.db) };
}
