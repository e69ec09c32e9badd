import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or — when TEST_DB is
 * "postgres" — a new database on TEST_DATABASE_URL's server that `drop()` removes again.
 */
export async function createTestDb(): Promise<DbHandle & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const handle = openDatabase(':memory:');
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
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
