import { z } from 'zod';
import { ADDON_NAMES } from '@zay/contract';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting, read once at start; a bad value stops start-up with a clear message. */
const fieldsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('sqlite:./data/zay.db'),
  REDIS_URL: z.string().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  API_ORIGIN: z.url().optional(),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /**
   * Uploads and generated images in an S3-compatible bucket instead of UPLOAD_DIR (ADR 105): every
   * process sees every file. S3_ENDPOINT for a server other than AWS (MinIO, Ceph, R2…), with
   * S3_FORCE_PATH_STYLE=true for most of them; keys from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY,
   * or the SDK's usual places (the AWS_* variables, an instance role) without them.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WEB_BUILD_DIR: z.string().default('./apps/web/build'),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  /** Where e-mail codes go (binding an e-mail, issue 32 §8): `console` logs them and keeps an outbox table. */
  EMAIL_PROVIDER: z.enum(['console']).default('console'),
  SEED_DEMO: bool.default(true),
  SEED_SIZE: z.enum(['demo', 'large']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHAT_PING_MS: z.coerce.number().int().min(0).default(15000),
  /** A chat socket opened without credentials is closed when no bind claims it within this. */
  CHAT_UNBOUND_MS: z.coerce.number().int().min(100).default(30000),
  /** Chat sockets opened without credentials that may wait for a bind at once, per process. */
  CHAT_UNBOUND_MAX: z.coerce.number().int().min(1).default(1000),
  /** Prefix of the chat's Redis keys and pub/sub channel (several marketplaces or tests on one Redis). */
  CHAT_REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('zay:chat'),
  /** Prefix of the Redis channel that tells other processes what changed (caches; ADR 094). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('zay'),
  /**
   * Bearer token that `/metrics` (Prometheus) asks for; unset, there is no `/metrics` at all
   * (ADR 094). 16 characters or more.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM: `/readyz` turns "draining" at once, and the server waits this long before it stops
   * taking connections, so a balancer polling `/readyz` sends new requests elsewhere first.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** On SIGTERM: requests still in flight after this are cut and the process exits anyway. */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  ADDONS: z.string().default(ADDON_NAMES.join(',')),
  CORS_ORIGINS: z.string().default(''),
  CAPTCHA_ENABLED: bool.default(true),
  /** SMS codes sent an hour: per client address, per device (cookie) and in all (issue 19 §7; ADR 021). */
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SMS_PER_DEVICE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: bool.default(false),
  /** Life of cached anonymous catalogue answers (goods list, goods page); 0 turns the cache off. */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Minutes after which an unpaid order closes by itself and its stock returns; 0 = never (ADR 012). */
  ORDER_AUTO_CLOSE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .default(30),
  /** Days after shipping a shipped order is received by itself (3 more once extended); 0 = never. */
  ORDER_AUTO_TAKE_DELIVERY_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Days after receipt a received order completes by itself; 0 = never. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /**
   * How often the server runs the order timers (closing due unpaid orders, auto-receive,
   * auto-complete); 0 = no timer (a member's due orders still move when they read them).
   */
  ORDER_CLOSE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Days a shop may leave a refund application unanswered before it is accepted; 0 = never (ADR 058). */
  REFUND_AUTO_CONFIRM_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Days after a refusal before an application the buyer did not pursue closes; 0 = never. */
  REFUND_AUTO_CANCEL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Days after the buyer sent goods back before they count as received; 0 = never. */
  REFUND_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /**
   * The wallet provider behind the mobile-scan and online wallets; none hides both. Unset: the
   * sandbox in a demo setup, none otherwise (ADR 020).
   */
  WALLET_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  /** Lets the sandbox wallet (anyone confirms their own payment) run outside a demo setup. */
  ALLOW_SANDBOX_PAYMENTS: bool.default(false),
  /**
   * The sandbox wallet's HMAC key. Required, and the same on every process, when several
   * processes may serve (REDIS_URL set, or not a demo setup); random per process otherwise.
   */
  WALLET_SANDBOX_SECRET: z.string().min(16).optional(),
  /** A request's headers must arrive within this (slowloris); ADR 021. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** A whole request, body included, must arrive within this (slow uploads). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** An idle keep-alive connection closes after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(5_000),
  /** A connection with no traffic either way closes after this (web sockets ping well within it). */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * Open connections per client address (loopback exempt); 0 = no cap. Default 64 without a
   * proxy, 0 with TRUST_PROXY (every connection then comes from the proxy, which caps instead).
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Life of visitors' server-rendered pages in the web host's micro-cache (ADR 011); 0 turns it off. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
});

const LOCAL_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A demo setup seeds the demo marketplace and is reached on this machine only (no PUBLIC_ORIGIN,
 * or a loopback one). Anything else is treated as live: the sandbox wallet must be asked for.
 */
export function isDemoSetup(e: { SEED_DEMO: boolean; PUBLIC_ORIGIN?: string | undefined }) {
  return e.SEED_DEMO && (!e.PUBLIC_ORIGIN || LOCAL_HOST.test(new URL(e.PUBLIC_ORIGIN).hostname));
}

/**
 * Whether more than one process may serve this marketplace: REDIS_URL joins processes, and a
 * live setup may run several. Secrets a process would otherwise make up must then be set, and
 * shared (docs/running-several-processes.md).
 */
function mayRunSeveral(e: { REDIS_URL?: string | undefined }, demo: boolean) {
  return !!e.REDIS_URL || !demo;
}

export const envSchema = fieldsSchema.transform((e, ctx) => {
  const demo = isDemoSetup(e);
  const wallet = e.WALLET_PROVIDER ?? (demo ? 'sandbox' : 'none');
  if (wallet === 'sandbox' && !demo && !e.ALLOW_SANDBOX_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['WALLET_PROVIDER'],
      message:
        'the sandbox wallet lets anyone mark their own orders paid and this is not a demo setup (SEED_DEMO off or a public PUBLIC_ORIGIN); use WALLET_PROVIDER=none, or set ALLOW_SANDBOX_PAYMENTS=true to run it anyway',
    });
    return z.NEVER;
  }
  // A pay link signed by one process is checked by whichever process the wallet calls back (ADR 094).
  if (wallet === 'sandbox' && !e.WALLET_SANDBOX_SECRET && mayRunSeveral(e, demo)) {
    ctx.addIssue({
      code: 'custom',
      path: ['WALLET_SANDBOX_SECRET'],
      message:
        'is required when several processes may serve (REDIS_URL is set, or this is not a demo setup): set the same random value of 16 characters or more on every process, e.g. `openssl rand -hex 32`',
    });
    return z.NEVER;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither',
    });
    return z.NEVER;
  }
  return {
    ...e,
    WALLET_PROVIDER: wallet,
    MAX_CONNECTIONS_PER_IP: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : 64),
  };
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function publicOrigin(env: Env): string {
  return env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
}
