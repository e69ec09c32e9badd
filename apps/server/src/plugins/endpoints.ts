import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES, type Endpoint } from '@zay/contract';
import { AppError } from '../lib/app-error';
import type { RequestContext } from '../lib/context';
import { authenticate } from './auth';
import { success } from './envelope';
import { ValidationError } from './errors';
import { resolveLang } from './lang';

export type Handler<B extends z.ZodType, R extends z.ZodType> = (
  ctx: RequestContext,
  body: z.output<B>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R>> | z.input<R>;

/**
 * Registers one contract endpoint: the body is parsed with the contract's schema (extra fields
 * ignored, wrong types refused) and the reply is parsed with the response schema, so a handler
 * cannot leak a field the contract does not name.
 */
export function registerEndpoint<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<B, R>,
  handler: Handler<B, R>,
) {
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.post(url, async (req, reply) => {
      const raw = req.body ?? {};
      if (typeof raw !== 'object' || Array.isArray(raw))
        throw new AppError('PARAMETER_ERROR', 400, CODES.PARAMETER_ERROR);
      const parsed = endpoint.body.safeParse(raw);
      if (!parsed.success) throw new ValidationError(parsed.error.issues);
      if (endpoint.auth !== 'none') await authenticate(req, endpoint.auth);
      const ctx: RequestContext = { db: app.db, lang: resolveLang(req), memberId: req.memberId ?? null };
      const data = await handler(ctx, parsed.data, req, reply);
      const out = endpoint.response.safeParse(data);
      if (!out.success) {
        req.log.error({ issues: out.error.issues.slice(0, 5), url }, 'response does not match the contract');
        throw new Error(`response of ${url} does not match the contract`);
      }
      return success(ctx.lang, out.data, endpoint.message);
    });
  }
}
