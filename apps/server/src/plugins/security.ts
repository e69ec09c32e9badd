import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { publicOrigin } from '../env';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i;

/** ws(s)://host of this site: its public origin, else the host the page was asked on. */
export function socketOrigin(publicOrigin: string | undefined, req: IncomingMessage, trustProxy = false) {
  if (publicOrigin) {
    const url = new URL(publicOrigin);
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  }
  const host = req.headers.host ?? '';
  const forwarded =
    trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim() === 'https';
  const secure = forwarded || (req.socket as { encrypted?: boolean }).encrypted === true;
  return HOST.test(host) ? `${secure ? 'wss' : 'ws'}://${host}` : "'self'";
}

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

/**
 * 16 random bytes in base64 for a response's CSP nonce. Every request gets one (a page's API calls
 * made in process too), so they are drawn from a pool filled 256 at a time: one call into the
 * system's generator instead of one per request, the same randomness.
 */
export function scriptNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString('base64', nonceAt - NONCE_BYTES, nonceAt);
}

/**
 * Cookies, security headers with a nonce-based CSP (no inline script runs without the page's
 * nonce), CORS for the configured origins, and a per-IP request budget. Loopback callers (the
 * server's own SSR loaders, local tools) are exempt from the global budget; the sensitive calls
 * carry their own stricter limits.
 */
export async function registerSecurity(app: FastifyInstance) {
  const env = app.env;
  await app.register(cookie);
  // Built once: @fastify/helmet rebuilds the whole middleware on every request (~9% of an API call).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as ServerResponse & { scriptNonce?: string }).scriptNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The site's own chat socket only ('self' alone does not cover ws: in every browser).
        connectSrc: ["'self'", (req) => socketOrigin(env.PUBLIC_ORIGIN, req as IncomingMessage, env.TRUST_PROXY)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over https: on plain http it means nothing, and a
    // development host would otherwise be pinned to https by the browser (issue 29).
    strictTransportSecurity: publicOrigin(env).startsWith('https:')
      ? { maxAge: 365 * 86_400, includeSubDomains: true }
      : false,
  });
  // A fresh nonce per response for scripts only (a style nonce would switch off inline styles).
  app.addHook('onRequest', (req, reply, done) => {
    (reply.raw as ServerResponse & { scriptNonce?: string }).scriptNonce = scriptNonce();
    secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  const origins = env.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length ? origins : false,
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'x-requested-with', 'authorization'],
  });
  if (env.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimit, {
      global: true,
      max: env.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      allowList: (req) => LOOPBACK.has(req.ip),
      ...sharedBudget(app),
    });
  }
}

/**
 * With REDIS_URL the per-address budget is counted once for all processes, in Redis under
 * `${REDIS_PREFIX}:rate:` (ADR 094); while Redis does not answer, requests pass rather than fail.
 */
function sharedBudget(app: FastifyInstance) {
  if (!app.redis) return {};
  return { redis: app.redis, nameSpace: `${app.env.REDIS_PREFIX}:rate:`, skipOnError: true };
}
