import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database of this run that `createTestDb` copies (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

/** Runs `sql` on TEST_DATABASE_URL's own database. */
async function admin(serverUrl: string, sql: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Waits until nothing is connected to `name` (a closed pool's connections end a moment later). */
export async function waitForNoConnections(serverUrl: string, name: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const open = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (open.rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await c.end();
  }
}

/**
 * Global set-up of the PostgreSQL server tests: migrates one database for the run, which each
 * test file's database is copied from (a copy takes a fraction of a second; running every
 * migration took seconds per file), and drops it when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `zay_tpl_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle);
  await handle.close();
  await waitForNoConnections(serverUrl, name);
  project.provide('pgTemplate', name);
  return () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
