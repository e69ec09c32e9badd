import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES, message, type Endpoint, type Lang } from '@zay/contract';
import { AppError } from '../lib/app-error';
import { normaliseBody } from '../lib/burmese-text';
import type { RequestContext } from '../lib/context';
import type { TtlCache } from '../lib/ttl-cache';
import { authenticateServicer } from './servicer-auth';
import { authenticatePlatform, authenticateSeller } from './seller-auth';
import { authenticate } from './auth';
import { requestContext } from './context';
import { success } from './envelope';
import { ValidationError } from './errors';

export type Handler<B extends z.ZodType, R extends z.ZodType> = (
  ctx: RequestContext,
  body: z.output<B>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>> | z.input<R>;

/**
 * `page_size: 0` means "every row"; for a caller without a member that is at most this many a
 * page (a catalogue of 10,000 goods is not one answer). Members' own lists stay whole.
 */
export const ANONYMOUS_ALL_ROWS = 200;

function boundAllRows<T>(body: T, memberId: number | null): T {
  const paged = body as { page_size?: unknown };
  if (memberId !== null || paged?.page_size !== 0) return body;
  return { ...body, page_size: ANONYMOUS_ALL_ROWS };
}

/** The body parsed with the endpoint's schema, the caller authenticated as the endpoint asks. */
async function prepare<B extends z.ZodType>(endpoint: Endpoint<B>, req: FastifyRequest) {
  const raw = req.body ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('PARAMETER_ERROR');
  // Zawgyi → Unicode and Myanmar digits → values, once for every call's text (ADR 066).
  const parsed = endpoint.body.safeParse(normaliseBody(raw));
  if (!parsed.success) throw new ValidationError(parsed.error.issues);
  if (endpoint.auth === 'servicer') await authenticateServicer(req);
  else if (endpoint.auth === 'seller') await authenticateSeller(req);
  else if (endpoint.auth === 'platform') await authenticatePlatform(req, endpoint.permission);
  else if (endpoint.auth !== 'none') await authenticate(req, endpoint.auth);
  const ctx = requestContext(req);
  return { ctx, body: boundAllRows(parsed.data as z.output<B>, ctx.memberId) };
}

/** The handler's answer checked against the contract's response schema. */
function checked<R extends z.ZodType>(
  endpoint: Endpoint<z.ZodType, R>,
  req: FastifyRequest,
  url: string,
  data: unknown,
) {
  const out = endpoint.response.safeParse(data);
  if (!out.success) {
    req.log.error({ issues: out.error.issues.slice(0, 5), url }, 'response does not match the contract');
    throw new Error(`response of ${url} does not match the contract`);
  }
  return out.data as z.output<R>;
}

/**
 * Registers one contract endpoint: the body is parsed with the contract's schema (extra fields
 * ignored, wrong types refused) and the reply is parsed with the response schema, so a handler
 * cannot leak a field the contract does not name.
 */
export function registerEndpoint<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<B, R>,
  handler: Handler<B, R>,
  around?: Around,
) {
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    const answer = async (req: FastifyRequest, reply: FastifyReply) => {
      const { ctx, body } = await prepare(endpoint, req);
      const data = checked(endpoint, req, url, await handler(ctx, body, req, reply));
      return success(ctx.lang, data, endpoint.message);
    };
    app.post(url, around ? (req, reply) => around(req, () => answer(req, reply)) : answer);
  }
}

/**
 * Runs a whole call — body check, sign-in and handler — given the raw request: a queue that
 * must come before the session lookup (the seckill's admission, ADR 076).
 */
export type Around = (req: FastifyRequest, call: () => Promise<unknown>) => Promise<unknown>;

export interface AnswerCache<B extends z.ZodType> {
  /** Answers already checked and serialized (UTF-8 JSON), by key. */
  cache: TtlCache<Buffer>;
  /** The cache key of a parsed body and the request's language; answers must not depend on anything else. */
  key(body: z.output<B>, lang: Lang): string;
}

/**
 * Like `registerEndpoint`, for anonymous reads whose answer depends only on the body: the
 * answer is checked against the contract and serialized once per key while the cache keeps it,
 * and later calls get those bytes in a fresh envelope (message in their language, their own
 * timestamp). Failures are never cached.
 */
export function registerCachedEndpoint<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<B, R>,
  answers: AnswerCache<B>,
  handler: Handler<B, R>,
) {
  if (endpoint.auth !== 'none') throw new Error(`${endpoint.path}: only anonymous calls may be cached`);
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.post(url, async (req, reply) => {
      const { ctx, body } = await prepare(endpoint, req);
      const data = await answers.cache.get(answers.key(body, ctx.lang), async () =>
        Buffer.from(JSON.stringify(checked(endpoint, req, url, await handler(ctx, body, req, reply)))),
      );
      // Bytes, not a string: the answer is not re-encoded on every send.
      const text = JSON.stringify(message(ctx.lang, endpoint.message ?? 'SUCCESS'));
      const head = Buffer.from(`{"code":${CODES.SUCCESS},"message":${text},"data":`);
      const tail = Buffer.from(`,"timestamp":${Math.floor(Date.now() / 1000)}}`);
      reply.type('application/json; charset=utf-8');
      return Buffer.concat([head, data, tail]);
    });
  }
}
