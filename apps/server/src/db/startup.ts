import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { analyze, type DbHandle } from './database';
import { migrateToLatest } from './migrate';
import { isDatabaseEmpty, seedDemo } from './seed/seed';
import type { UploadStorage } from '../lib/upload-storage';

/** The key of the start-up's PostgreSQL advisory lock ("zay:start" in ASCII); other locks pick others. */
export const STARTUP_LOCK_KEY = 0x7a61_7973;
const SQLITE_RETRY_MS = 100;

/**
 * Runs `work` while holding the database's start-up lock, so processes started together on one
 * database migrate and seed one after another (ADR 094): on PostgreSQL a session advisory lock on
 * one reserved connection, released by PostgreSQL if the process dies; on SQLite an exclusive
 * transaction on the sidecar file `<database>.startup-lock`, released by the operating system if
 * the process dies. An in-memory SQLite database belongs to one process and needs none.
 */
export async function withStartupLock<T>(handle: DbHandle, url: string, work: () => Promise<T>): Promise<T> {
  if (handle.dialect === 'postgres') {
    return handle.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
      }
    });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file === ':memory:') return work();
  const lock = new SQLite(`${file}.startup-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    // Polled rather than waited on with busy_timeout, which would block this process's event loop.
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (e) {
        if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
        await new Promise((r) => setTimeout(r, SQLITE_RETRY_MS));
      }
    }
    return await work();
  } finally {
    lock.close(); // ends the transaction and with it the lock
  }
}

export interface PrepareOptions {
  url: string;
  seed: { size: 'demo' | 'large'; storage: UploadStorage } | null;
  log?: (msg: string) => void;
}

/**
 * Brings the database to the latest schema and, when asked and it holds no marketplace yet,
 * seeds the demo: under the start-up lock, so of N processes started together on an empty
 * database one seeds and the others, once it is done, find it seeded. Answers whether this
 * process seeded.
 */
export async function prepareDatabase(handle: DbHandle, opts: PrepareOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => undefined);
  return withStartupLock(handle, opts.url, async () => {
    await migrateToLatest(handle);
    if (!opts.seed || !(await isDatabaseEmpty(handle))) return { seeded: false };
    log(`Seeding the ${opts.seed.size} marketplace…`);
    await seedDemo(handle, { ...opts.seed, log });
    await analyze(handle);
    return { seeded: true };
  });
}
