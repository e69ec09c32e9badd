import { CODES, type MessageKey } from '@zay/contract';

/**
 * A failure the client should see: a catalogue key, the envelope code and the HTTP status of its
 * meaning. An API call answers it as 200 all the same (but 429 and 5xx; plugins/errors.ts
 * `wireStatus`, ADR 034); the status stays for the log and for paths that are not API calls.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status = 400,
    readonly code: number = CODES.ERROR,
    readonly params?: Record<string, string | number>,
    /** The stable `error_code` when it differs from the message key. */
    readonly errorCode: string = key,
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'NOT_FOUND') => new AppError(key, 404);
export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(key, 400, CODES.ERROR, params);
