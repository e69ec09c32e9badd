import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LogEvent } from 'kysely';
import { buildApp } from '../app';
import { readEnv, type Env } from '../env';
import { createTestDb } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDb>>;
  /** POSTs a JSON body to an API path and returns the status and parsed envelope. */
  call(
    path: string,
    body?: unknown,
    opts?: Omit<InjectOptions, 'url' | 'method' | 'payload'>,
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  opts: { onQuery?: (e: LogEvent) => void } = {},
): Promise<TestApp> {
  const db = await createTestDb(opts.onQuery);
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: './data/test-uploads',
    ...overrides,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ env, db });
  return {
    app,
    db,
    async call(path, body = {}, opts = {}) {
      const res = await app.inject({ method: 'POST', url: path, payload: body as object, ...opts });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
