import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/startup';
import { readEnv } from './env';
import { Metrics } from './lib/metrics';
import { storageFrom } from './lib/upload-storage';

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
 * under the start-up lock, builds the app and serves until SIGTERM or SIGINT, then drains.
 */
export async function runServer(opts: ServeOptions): Promise<FastifyInstance> {
  const env = readEnv();
  const metrics = new Metrics();
  // Statements are timed only when someone may read the metrics.
  const db = openDatabase(env.DATABASE_URL, env.METRICS_TOKEN ? metrics.query : undefined);
  const storage = storageFrom(env);
  await prepareDatabase(db, {
    url: env.DATABASE_URL,
    seed: env.SEED_DEMO ? { size: env.SEED_SIZE, storage } : null,
    log: (m) => console.log(m),
  });
  const app = await buildApp({ env, db, web: opts.web, metrics, storage });
  await opts.beforeListen?.(app);

  let draining = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    await stopServing(app, { delayMs: env.DRAIN_DELAY_MS, timeoutMs: env.DRAIN_TIMEOUT_MS, signal });
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void drain('SIGINT'));
  process.once('SIGTERM', () => void drain('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  opts.listening?.((app.server.address() as AddressInfo).port);
  return app;
}

/**
 * The drain (ADR 094): `/readyz` answers "draining" at once; after `delayMs` (time for a balancer
 * to notice) the server stops taking connections, answers 503 to requests arriving on open ones,
 * lets those in flight finish and tells chat sockets to reconnect elsewhere (1012). Past
 * `timeoutMs` the process exits anyway.
 */
export async function stopServing(
  app: FastifyInstance,
  o: { delayMs: number; timeoutMs: number; signal: string },
): Promise<void> {
  app.lifecycle.draining = true;
  app.log.info(`${o.signal}: draining`);
  const cut = setTimeout(() => {
    app.log.error(`requests still in flight ${o.timeoutMs} ms after ${o.signal}; exiting anyway`);
    process.exit(1);
  }, o.delayMs + o.timeoutMs);
  cut.unref();
  if (o.delayMs > 0) await new Promise((r) => setTimeout(r, o.delayMs));
  await app.close();
  clearTimeout(cut);
}
