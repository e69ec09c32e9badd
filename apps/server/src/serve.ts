import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/startup';
import { readEnv } from './env';

export interface ServeOptions {
  /** Serve the built web app (the real server); the test cluster's processes leave it off. */
  web: boolean;
  /** Called with the app before it listens (a test adds its routes). */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Called once the server listens, with its port. */
  listening?: (port: number) => void;
}

/**
 * One Zay process: reads the environment, brings the database up to date (and seeds the demo)
 * under the start-up lock, builds the app and serves until SIGTERM or SIGINT.
 */
export async function runServer(opts: ServeOptions): Promise<FastifyInstance> {
  const env = readEnv();
  const db = openDatabase(env.DATABASE_URL);
  await prepareDatabase(db, {
    url: env.DATABASE_URL,
    seed: env.SEED_DEMO ? { size: env.SEED_SIZE, uploadDir: env.UPLOAD_DIR } : null,
    log: (m) => console.log(m),
  });
  const app = await buildApp({ env, db, web: opts.web });
  await opts.beforeListen?.(app);

  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: env.PORT, host: env.HOST });
  opts.listening?.((app.server.address() as AddressInfo).port);
  return app;
}
