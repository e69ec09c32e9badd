import { analyze, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed';
import { readEnv } from './env';

/** `migrate` | `seed [--reset]` against DATABASE_URL. */
const [command, ...flags] = process.argv.slice(2);
const env = readEnv();
const db = openDatabase(env.DATABASE_URL);
try {
  if (command === 'migrate') {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } else if (command === 'seed') {
    if (flags.includes('--reset')) await resetDatabase(db);
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      console.log('The database already holds a marketplace; use `npm run db:seed -- --reset` to start over.');
    } else {
      await seedDemo(db, { size: env.SEED_SIZE, uploadDir: env.UPLOAD_DIR, log: (m) => console.log(m) });
      await analyze(db);
      console.log('Seeded.');
    }
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
