import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LogEvent } from 'kysely';
import { buildApp } from '../app';
import type { DbHandle } from '../db/database';
import { readEnv, type Env } from '../env';
import type { Clock, RequestContext } from '../lib/context';
import { systemContext } from '../plugins/context';
import { caller, type Caller, type CallOptions } from './call';
import { createTestDb } from './test-db';

type PostOptions = Omit<InjectOptions, 'url' | 'method' | 'payload'>;

export type TestApp = {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDb>>;
  /** Calls a contract endpoint on this app: typed body, typed `data` (see `caller`). */
  call: Caller;
  /** A caller whose every call carries `defaults`, e.g. `t.as({ token, lang: 'en-us' })`. */
  as(defaults: CallOptions): Caller;
  /**
   * POSTs any JSON to any path and answers the status and the parsed JSON, untyped: for tests
   * of the transport itself (paths, prefixes, bodies no client of the contract could send).
   */
  post(path: string, body?: unknown, opts?: PostOptions): Promise<{ status: number; body: any }>;
  /** A context without a member on the app's database and clock, for calling services directly. */
  ctx(): RequestContext;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  opts: {
    onQuery?: (e: LogEvent) => void;
    clock?: Clock;
    web?: boolean;
    /** A database another app shares (two processes in one test): closed, not dropped, with the app. */
    handle?: DbHandle;
  } = {},
): Promise<TestApp> {
  const shared = opts.handle;
  const db = shared ? { ...shared, drop: () => shared.close() } : await createTestDb(opts.onQuery);
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: './data/test-uploads',
    ...overrides,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ env, db, clock: opts.clock, web: opts.web });
  return {
    app,
    db,
    call: caller(app),
    as: (defaults) => caller(app, defaults),
    async post(path, body = {}, opts = {}) {
      const res = await app.inject({ method: 'POST', url: path, payload: body as object, ...opts });
      return { status: res.statusCode, body: res.json() };
    },
    ctx: () => systemContext(app),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** How long a hook may take to build an app that serves the built web app (it loads it first). */
export const WEB_APP_TIMEOUT = 60_000;

/** The built web app when there is one, else an empty folder (the server then renders no page). */
export function webBuildDir() {
  return fs.existsSync('./apps/web/build/server/index.js')
    ? './apps/web/build'
    : fs.mkdtempSync(path.join(os.tmpdir(), 'zay-noweb-'));
}
