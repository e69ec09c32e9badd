import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { prepareDatabase, withStartupLock } from './db/startup';
import { readEnv } from './env';
import { storageFrom } from './lib/upload-storage';

/** `migrate` | `seed [--reset]` against DATABASE_URL. */
const [command, ...flags] = process.argv.slice(2);
const env = readEnv();
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
    console.error('usage: cli.js migrate | seed [--reset]');
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
