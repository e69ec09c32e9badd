import { buildApp } from './app';
import { analyze, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed';
import { readEnv } from './env';

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= 'production';
const env = readEnv();
const db = openDatabase(env.DATABASE_URL);
await migrateToLatest(db);
if (env.SEED_DEMO && (await isDatabaseEmpty(db))) {
  console.log(`Seeding the ${env.SEED_SIZE} marketplace…`);
  await seedDemo(db, { size: env.SEED_SIZE, uploadDir: env.UPLOAD_DIR, log: (m) => console.log(m) });
  await analyze(db);
}
const app = await buildApp({ env, db, web: true });

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Zay is running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
