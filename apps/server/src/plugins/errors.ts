import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorSpec, translateIssue, type ErrorKey, type MessageParams } from '@zay/contract';
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

/** Fastify's refusals of a body, by error key. */
const FASTIFY_CODES: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'PARAMETER_ERROR',
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

interface FailureOptions {
  params?: MessageParams;
  /** The text instead of the key's (a validation issue's). */
  message?: string;
  /** The status instead of the meaning's, where the transport decides it (a misdirected page, Fastify's refusals). */
  status?: number;
}

/** Sends the envelope of the failure `key` and notes it for the request log (ADR 034, 039). */
export function sendFailure(req: FastifyRequest, reply: FastifyReply, key: ErrorKey, options: FailureOptions = {}) {
  const body = failure(resolveLang(req), key, options.params);
  if (options.message) body.message = options.message;
  const meaning = options.status ?? errorSpec(key).status;
  noteFailure(reply, { code: body.code, error_code: body.error_code, meaning });
  return reply.status(wireStatus(req.url, meaning, body.error_code)).send(body);
}

function handle(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return sendFailure(req, reply, err.key, { params: err.params });
  if (err instanceof ValidationError) {
    return sendFailure(req, reply, 'PARAMETER_ERROR', { message: translateIssue(resolveLang(req), err.issues[0]!) });
  }
  const fst = 'code' in err ? FASTIFY_CODES[err.code] : undefined;
  if (fst) return sendFailure(req, reply, fst);
  const status = 'statusCode' in err ? (err.statusCode ?? 500) : 500;
  if (status === 429) return sendFailure(req, reply, 'RATE_LIMITED');
  if (status >= 400 && status < 500) return sendFailure(req, reply, 'PARAMETER_ERROR', { status });
  req.log.error({ err }, 'request failed');
  return sendFailure(req, reply, 'SERVER_ERROR');
}

/** One error handler for the whole app: every failure becomes the envelope; 5xx detail stays in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handle);
}

/** No route answers the path: an API path gets the NOT_FOUND envelope (as 200), any other a 404. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendFailure(req, reply, 'NOT_FOUND');
}
