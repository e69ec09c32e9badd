import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LogEvent } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { waitForNoConnections } from './pg-template';

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or — when TEST_DB is
 * "postgres" — a new database on TEST_DATABASE_URL's server, copied from the run's migrated
 * template (`pg-template.ts`), that `drop()` removes again.
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
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), onQuery);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      // The pool's connections close a moment after it ends; forcing the drop earlier would
      // hand them a "terminating connection" error nobody listens to any more.
      await waitForNoConnections(serverUrl, name);
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
