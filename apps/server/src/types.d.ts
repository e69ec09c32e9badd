import type { Db, DbHandle } from './db/database';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    env: Env;
  }
  interface FastifyRequest {
    /** The logged-in member, resolved from the token (accounts). */
    memberId?: number | null;
  }
}
