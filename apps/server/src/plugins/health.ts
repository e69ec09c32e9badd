import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics (lib/metrics.ts). */
    metrics: Metrics;
    /** Whether the process is draining (SIGTERM): `/readyz` says not ready, chat sockets are told to reconnect. */
    lifecycle: { draining: boolean };
    /** What `/readyz` checks, by name: each answers when its service does (database, Redis). */
    readiness: Map<string, () => Promise<unknown>>;
  }
}

const CHECK_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The process's answers to a balancer and an operator (ADR 094), outside the API's envelope
 * because balancers read HTTP statuses: `GET /healthz` 200 while the process runs;
 * `GET /readyz` 200 when the database (and Redis, when set) answer and the process is not
 * draining, else 503, with each check's result; `GET /metrics` Prometheus text, only with
 * METRICS_TOKEN set and asked with `Authorization: Bearer <token>`. None counts against the
 * request budget. Every answered request is timed by route pattern.
 */
export function registerHealth(app: FastifyInstance, metrics: Metrics) {
  app.decorate('metrics', metrics);
  app.decorate('lifecycle', { draining: false });
  app.decorate('readiness', new Map<string, () => Promise<unknown>>());
  app.readiness.set('database', () => sql`select 1`.execute(app.db));

  // Web pages have no route of their own (the web host answers them as "not found"): one label.
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'page');
    metrics.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const open = { config: { rateLimit: false } };
  app.get('/healthz', open, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get('/readyz', open, async (_req, reply) => {
    const checks: Record<string, string> = {};
    await Promise.all(
      [...app.readiness].map(async ([name, check]) => {
        try {
          await within(check(), CHECK_MS);
          checks[name] = 'ok';
        } catch (e) {
          checks[name] = e instanceof Error ? e.message : String(e);
        }
      }),
    );
    const ready = !app.lifecycle.draining && Object.values(checks).every((c) => c === 'ok');
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
    return { status: ready ? 'ready' : app.lifecycle.draining ? 'draining' : 'not ready', checks };
  });

  const token = app.env.METRICS_TOKEN;
  if (!token) return;
  metrics.collectProcessMetrics();
  app.get('/metrics', open, async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    reply.header('cache-control', 'no-store');
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
