import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import type { Database } from './schema';
import type { Dialect } from './migrations/column-kinds';

export type Db = Kysely<Database>;
export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (bigint) and numeric come back from pg as strings; our integers fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Opens the database named by `url`: `postgres://…` → PostgreSQL, `sqlite:<path>`, a bare path,
 * or `:memory:` → SQLite. `onQuery` sees every executed statement (tests count them).
 */
export function openDatabase(url: string, onQuery?: (e: LogEvent) => void): DbHandle {
  const log = onQuery ? (e: LogEvent) => onQuery(e) : undefined;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Gathers planner statistics for tables that have none yet (cheap when they exist).
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }), log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every statement anew on each call; preparing costs more than running a
 * simple indexed query. This keeps the last `max` distinct statements prepared. Safe because
 * Kysely's SQLite driver runs one statement at a time on its single connection.
 */
function preparedOnce(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        statements.set(sql, stmt);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return stmt;
    },
    close: () => sqlite.close(),
  };
}

/**
 * Refreshes the planner's statistics. Without them SQLite may pick a low-selectivity index
 * (e.g. goods_state) over the primary key for `goods_id IN (…)`; run after bulk loads.
 */
export async function analyze(handle: DbHandle): Promise<void> {
  await sql`analyze`.execute(handle.db);
}
