import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

const dialects = new WeakMap<object, 'sqlite' | 'postgres'>();

/** Which database `db` (or a transaction on it) talks to, for the few queries the two write differently. */
export function dialectOf(db: Db): 'sqlite' | 'postgres' {
  let d = dialects.get(db);
  if (!d) dialects.set(db, (d = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'));
  return d;
}
