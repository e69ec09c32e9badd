import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LogEvent } from 'kysely';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or — when TEST_DB is
 * "postgres" — a new database on TEST_DATABASE_URL's server that `drop()` removes again.
 * `onQuery` sees every statement (tests that count them).
 */
export async function createTestDb(onQuery?: (e: LogEvent) => void): Promise<DbHandle & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const handle = openDatabase(':memory:', onQuery);
    await migrateToLatest(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `zay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), onQuery);
  await migrateToLatest(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // The pool's connections close a moment after it ends; forcing the drop earlier would
      // hand them a "terminating connection" error nobody listens to any more.
      for (let i = 0; i < 100; i++) {
        const open = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
