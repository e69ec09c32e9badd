import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Env } from '../env';
import { s3SettingsFrom, s3Storage } from '../lib/upload-storage';

/**
 * Backups an operator takes while the marketplace serves (issue 33, ADR 110): the database (SQLite's
 * online backup API; `pg_dump -Fc` for PostgreSQL, one consistent snapshot) and then the uploads
 * (a copy of UPLOAD_DIR into the backup folder, or the bucket's own copy under `zay-backup/<stamp>/`).
 * Uploads are only ever added, never changed, so copying them after the database snapshot holds
 * every file the snapshot names. `restore` puts a backup into a fresh database and storage.
 */
const run = promisify(execFile);

/** Bucket keys under this prefix are backups, never uploads (a backup skips older backups). */
export const BUCKET_BACKUP_PREFIX = 'zay-backup/';

export interface BackupManifest {
  created: string;
  database: { dialect: 'sqlite' | 'postgres'; file: string };
  uploads: { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; prefix: string; objects: number };
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);
const sqliteFile = (url: string) => path.resolve(url.replace(/^sqlite:/, ''));

/** A URL's password goes to the child in PGPASSWORD, not on its command line (where `ps` shows it). */
function pgArgs(url: string): { dsn: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dsn: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function backupDatabase(url: string, dest: string): Promise<void> {
  if (isPostgres(url)) {
    const { dsn, env } = pgArgs(url);
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', dest, '--dbname', dsn], { env });
    return;
  }
  if (url.replace(/^sqlite:/, '') === ':memory:') throw new Error('an in-memory database cannot be backed up');
  const source = new SQLite(sqliteFile(url), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All pages in one step, under one read transaction: a consistent copy however busy the writers
    // are (in smaller steps every write from another connection would restart it).
    await source.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

/** Restores into a database that holds nothing yet (a new SQLite file, an empty PostgreSQL database). */
export async function restoreDatabase(url: string, src: string): Promise<void> {
  if (isPostgres(url)) {
    const { dsn, env } = pgArgs(url);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      if (rows[0]!.n > 0) throw new Error('the target database is not empty: restore into a new, empty database');
    } finally {
      await c.end();
    }
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', dsn, src], { env });
    return;
  }
  const file = sqliteFile(url);
  if (fs.existsSync(file) && fs.statSync(file).size > 0)
    throw new Error(`${file} already exists: restore into a new database file`);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.copyFile(src, file);
}

const stampOf = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

/** Takes a backup into `dir` (created; must not hold one already). */
export async function backup(env: Env, dir: string, now = new Date()): Promise<BackupManifest> {
  await fsp.mkdir(dir, { recursive: true });
  if (fs.existsSync(path.join(dir, 'manifest.json'))) throw new Error(`${dir} already holds a backup`);
  const dialect = isPostgres(env.DATABASE_URL) ? 'postgres' : 'sqlite';
  const database = { dialect, file: dialect === 'postgres' ? 'database.pgdump' : 'database.sqlite' } as const;
  await backupDatabase(env.DATABASE_URL, path.join(dir, database.file));
  let uploads: BackupManifest['uploads'];
  const s3 = s3SettingsFrom(env);
  if (s3) {
    const bucket = s3Storage(s3);
    const prefix = `${BUCKET_BACKUP_PREFIX}${stampOf(now)}/`;
    try {
      const objects = await bucket.copyPrefix('', prefix, { skip: BUCKET_BACKUP_PREFIX });
      uploads = { kind: 's3', bucket: s3.bucket, prefix, objects };
    } finally {
      bucket.close();
    }
  } else {
    uploads = { kind: 'local', dir: 'uploads' };
    const target = path.join(dir, uploads.dir);
    await fsp.mkdir(target, { recursive: true });
    // Half-written files (`*.tmp`, renamed into place when whole) are left out.
    if (fs.existsSync(env.UPLOAD_DIR))
      await fsp.cp(env.UPLOAD_DIR, target, { recursive: true, filter: (f) => !f.endsWith('.tmp') });
  }
  const manifest: BackupManifest = { created: now.toISOString(), database, uploads };
  await fsp.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores the backup in `dir` into DATABASE_URL (which must be empty) and the configured storage. */
export async function restore(env: Env, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  const dialect = isPostgres(env.DATABASE_URL) ? 'postgres' : 'sqlite';
  if (manifest.database.dialect !== dialect)
    throw new Error(`the backup holds a ${manifest.database.dialect} database; DATABASE_URL is ${dialect}`);
  await restoreDatabase(env.DATABASE_URL, path.join(dir, manifest.database.file));
  const s3 = s3SettingsFrom(env);
  const up = manifest.uploads;
  if (up.kind === 's3') {
    if (!s3) throw new Error('the backup holds its uploads in a bucket: set S3_BUCKET (and the other S3_ settings)');
    const bucket = s3Storage(s3);
    try {
      await bucket.copyPrefix(up.prefix, '', { fromBucket: up.bucket });
    } finally {
      bucket.close();
    }
  } else {
    if (s3) throw new Error('the backup holds its uploads on disk: restore them without S3_BUCKET');
    await fsp.cp(path.join(dir, up.dir), env.UPLOAD_DIR, { recursive: true });
  }
  return manifest;
}
