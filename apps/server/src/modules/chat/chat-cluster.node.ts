/**
 * A bare API server process for the two-process chat test (chat-cluster.test.ts) and the chat
 * benchmark: the app without the web host, on the database and Redis of its environment, on a
 * free port it prints as `{"port":N}`. The database must already be migrated, unless
 * CHAT_NODE_MIGRATE=1 asks this process to migrate it first.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { readEnv } from '../../env';

const env = readEnv();
const db = openDatabase(env.DATABASE_URL);
if (process.env.CHAT_NODE_MIGRATE === '1') await migrateToLatest(db);
const app = await buildApp({ env, db });
await app.listen({ port: env.PORT, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
