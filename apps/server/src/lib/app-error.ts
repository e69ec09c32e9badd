import type { ErrorKey, MessageParams } from '@zay/contract';

/**
 * A failure the client should see, raised by its key in the contract's error table (`ERRORS`),
 * which gives its code, meaning and text. An API call answers it as 200 all the same (but 429 and
 * 5xx; plugins/errors.ts `wireStatus`, ADR 034); the meaning's status is for the log and for paths
 * that are not API calls.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}
