import { actionNameSchema, type BodyOf, type platformActionLogEndpoint } from '@zay/contract';
import { marketMoment } from '~/lib/format-time';
import { pageFrom } from '~/lib/page-query';
import type { ActionLogFilters } from './action-log-search';

/*
 * The log search's address, read and written: the platform's log (`/platform/log`) and a shop's
 * (`/seller/staff?tab=log`, ADR 098) share it; `extra` keeps the page's own parameters (the tab).
 */

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export function readLogFilters(url: URL): ActionLogFilters {
  const q = url.searchParams;
  const day = (name: string) => {
    const v = q.get(name) ?? '';
    return DAY_RE.test(v) && marketMoment(v) > 0 ? v : '';
  };
  const action = q.get('action') ?? '';
  return {
    keyword: (q.get('keyword') ?? '').trim().slice(0, 60),
    action: actionNameSchema.safeParse(action).success ? action : '',
    from: day('from'),
    to: day('to'),
    page: pageFrom(url),
  };
}

/** The log call's body for the filters, 20 rows a page. */
export function logQuery(filters: ActionLogFilters): BodyOf<typeof platformActionLogEndpoint> {
  return {
    keyword: filters.keyword,
    action: filters.action,
    page: filters.page,
    page_size: 20,
    // A day's end is the next day's first second, less one.
    ...(filters.from ? { start_time: marketMoment(filters.from) } : {}),
    ...(filters.to ? { end_time: marketMoment(filters.to) + 86_399 } : {}),
  };
}

export function logHref(path: string, filters: ActionLogFilters, page: number, extra: Record<string, string> = {}) {
  const q = new URLSearchParams(extra);
  for (const key of ['keyword', 'action', 'from', 'to'] as const) if (filters[key]) q.set(key, filters[key]);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}
