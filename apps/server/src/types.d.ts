import type { Db, DbHandle } from './db/database';
import type { Env } from './env';
import type { Clock } from './lib/context';
import type { UploadStorage } from './lib/upload-storage';
import type { Redis } from 'ioredis';
import type { SharedLimits } from './lib/shared-limits';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    env: Env;
    /** The time every request context and timer reads (`buildApp({ clock })`). */
    clock: Clock;
    /**
     * Run after the platform changes what visitors' pages show (help, notices, live rooms), here or
     * on another process (ADR 094): the web host's page micro-cache (ADR 011) forgets its pages,
     * so the storefront shows the change.
     */
    contentChanged: Set<() => void>;
    /** Where uploads and generated images live: this disk or a shared bucket (ADR 105). */
    storage: UploadStorage;
    /** The app's Redis for commands (the request budget, limits), or null without REDIS_URL. */
    redis: Redis | null;
    /** Abuse limits counted across processes with Redis, per process without (ADR 105). */
    limits: SharedLimits;
  }
  interface FastifyRequest {
    /** The logged-in member, resolved from the token (accounts). */
    memberId?: number | null;
    /** That member's session (its token's row) and when it expires, unix seconds. */
    memberSession?: { id: number; expireTime: number };
  }
}
