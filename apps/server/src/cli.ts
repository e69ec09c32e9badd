import { backup, restore } from './db/backup';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { prepareDatabase, withStartupLock } from './db/startup';
import { readEnv } from './env';
import { storageFrom } from './lib/upload-storage';

/**
 * `migrate` | `seed [--reset]` against DATABASE_URL; `backup <dir>` of the database and uploads
 * while the marketplace serves, `restore <dir>` into an empty database (db/backup.ts, ADR 110).
 */
const [command, ...flags] = process.argv.slice(2);
const env = readEnv();
const USAGE = 'usage: cli.js migrate | seed [--reset] | backup <dir> | restore <dir>';
if (command === 'backup' || command === 'restore') {
  const dir = flags[0];
  if (!dir) {
    console.error(USAGE);
    process.exit(2);
  }
  const m = command === 'backup' ? await backup(env, dir) : await restore(env, dir);
  const uploads = m.uploads.kind === 's3' ? `s3://${m.uploads.bucket}/${m.uploads.prefix}` : `${dir}/${m.uploads.dir}`;
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'}: ${m.database.dialect} database and uploads (${uploads}) of ${m.created}.`,
  );
  process.exit(0);
}
const db = openDatabase(env.DATABASE_URL);
try {
  if (command === 'migrate') {
    const applied = await withStartupLock(db, env.DATABASE_URL, () => migrateToLatest(db));
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } else if (command === 'seed') {
    if (flags.includes('--reset')) await withStartupLock(db, env.DATABASE_URL, () => resetDatabase(db));
    const { seeded } = await prepareDatabase(db, {
      url: env.DATABASE_URL,
      seed: { size: env.SEED_SIZE, storage: storageFrom(env) },
      log: (m) => console.log(m),
    });
    console.log(
      seeded ? 'Seeded.' : 'The database already holds a marketplace; use `npm run db:seed -- --reset` to start over.',
    );
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await db.close();
}

async function resetDatabase(handle: ReturnType<typeof openDatabase>) {
  const tables = await handle.db.introspection.getTables();
  for (const t of tables) {
    const drop = handle.db.schema.dropTable(t.name).ifExists();
    await (handle.dialect === 'postgres' ? drop.cascade() : drop).execute();
  }
  for (const name of ['kysely_migration', 'kysely_migration_lock']) {
    await handle.db.schema.dropTable(name).ifExists().execute();
  }
}
