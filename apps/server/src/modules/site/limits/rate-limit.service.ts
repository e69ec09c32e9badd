import type { RequestContext } from '../../../lib/context';
import { AppError } from '../../../lib/app-error';
import { hitCounter } from './rate-counter.repository';

export interface Limit {
  key: string;
  windowSec: number;
  max: number;
}

/** Counts a hit against each limit; the first one exceeded answers `key` (RATE_LIMITED by default). */
export async function enforceLimits(
  ctx: RequestContext,
  limits: Limit[],
  key: 'RATE_LIMITED' | 'SMS_TOO_FREQUENT' | 'EMAIL_TOO_FREQUENT' = 'RATE_LIMITED',
) {
  const now = ctx.now();
  for (const l of limits) {
    if (!(await hitCounter(ctx.db, l.key, l.windowSec, l.max, now))) throw new AppError(key);
  }
}

/** Counts a hit against `limit`; false once the window already had `max` hits (nothing thrown). */
export const withinLimit = (ctx: RequestContext, l: Limit) => hitCounter(ctx.db, l.key, l.windowSec, l.max, ctx.now());
