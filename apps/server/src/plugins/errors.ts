import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CODES, translateIssue, type MessageKey } from '@zay/contract';
import { isApiPath } from '../lib/api-paths';
import { AppError } from '../lib/app-error';
import { noteFailure } from '../lib/logging';
import { failure } from './envelope';
import { resolveLang } from './lang';

/** A request body that does not match its endpoint's schema. */
export class ValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

/** Fastify's refusals of a body: the catalogue key and the status its meaning has. */
const FASTIFY_CODES: Record<string, [MessageKey, number]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 400],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['PARAMETER_ERROR', 400],
};

/**
 * The HTTP status a failure travels with (ADR 034). Every handled outcome of an API call is 200:
 * this API family's clients read `code` and `error_code` only from a 2xx body. A rate limit keeps
 * 429 and a server failure its 5xx (SITE_CLOSE is an answer, not a failure). Paths that are not
 * API calls — files, pages, the chat socket — keep the status of the failure's meaning.
 */
export function wireStatus(url: string, meaning: number, errorCode: string): number {
  if (meaning === 429) return 429;
  if (meaning >= 500 && errorCode !== 'SITE_CLOSE') return meaning;
  return isApiPath(url) ? 200 : meaning;
}

type FailureBody = ReturnType<typeof failure>;

/** Sends a failure's envelope and notes its code for the request log; `meaning` is the error table's status. */
export function sendFailure(req: FastifyRequest, reply: FastifyReply, meaning: number, body: FailureBody) {
  noteFailure(reply, { code: body.code, error_code: body.error_code, meaning });
  return reply.status(wireStatus(req.url, meaning, body.error_code)).send(body);
}

function handle(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const lang = resolveLang(req);
  if (err instanceof AppError) {
    return sendFailure(req, reply, err.status, failure(lang, err.key, err.code, err.errorCode, err.params));
  }
  if (err instanceof ValidationError) {
    const body = failure(lang, 'PARAMETER_ERROR', CODES.PARAMETER_ERROR);
    return sendFailure(req, reply, 400, { ...body, message: translateIssue(lang, err.issues[0]!) });
  }
  const fst = 'code' in err ? FASTIFY_CODES[err.code] : undefined;
  if (fst) return sendFailure(req, reply, fst[1], failure(lang, fst[0], CODES.PARAMETER_ERROR, fst[0]));
  const status = 'statusCode' in err ? (err.statusCode ?? 500) : 500;
  if (status === 429) return sendFailure(req, reply, 429, failure(lang, 'RATE_LIMITED', CODES.ERROR));
  if (status >= 400 && status < 500) {
    return sendFailure(req, reply, status, failure(lang, 'PARAMETER_ERROR', CODES.PARAMETER_ERROR));
  }
  req.log.error({ err }, 'request failed');
  return sendFailure(req, reply, 500, failure(lang, 'SERVER_ERROR', CODES.ERROR));
}

/** One error handler for the whole app: every failure becomes the envelope; 5xx detail stays in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handle);
}

/** No route answers the path: an API path gets the NOT_FOUND envelope (as 200), any other a 404. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendFailure(req, reply, 404, failure(resolveLang(req), 'NOT_FOUND', CODES.ERROR));
}
