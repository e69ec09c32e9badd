import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES, translateIssue, type MessageKey } from '@zay/contract';
import { AppError } from '../lib/app-error';
import { failure } from './envelope';
import { resolveLang } from './lang';

/** A request body that does not match its endpoint's schema. */
export class ValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

const FASTIFY_CODES: Record<string, [MessageKey, number]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 400],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['PARAMETER_ERROR', 400],
};

function handle(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const lang = resolveLang(req);
  if (err instanceof AppError) {
    return reply.status(err.status).send(failure(lang, err.key, err.code, err.errorCode, err.params));
  }
  if (err instanceof ValidationError) {
    const body = failure(lang, 'PARAMETER_ERROR', CODES.PARAMETER_ERROR);
    return reply.status(400).send({ ...body, message: translateIssue(lang, err.issues[0]!) });
  }
  const fst = 'code' in err ? FASTIFY_CODES[err.code] : undefined;
  if (fst) return reply.status(fst[1]).send(failure(lang, fst[0], CODES.PARAMETER_ERROR, fst[0]));
  const status = 'statusCode' in err ? (err.statusCode ?? 500) : 500;
  if (status === 429) return reply.status(429).send(failure(lang, 'RATE_LIMITED', CODES.ERROR));
  if (status >= 400 && status < 500) {
    return reply.status(status).send(failure(lang, 'PARAMETER_ERROR', CODES.PARAMETER_ERROR));
  }
  req.log.error({ err }, 'request failed');
  return reply.status(500).send(failure(lang, 'SERVER_ERROR', CODES.ERROR));
}

/** One error handler for the whole app: every failure becomes the envelope; 5xx detail stays in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handle);
}

export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(failure(resolveLang(req), 'NOT_FOUND', CODES.ERROR));
}
