import { pageCount, type PageQuery } from '@zay/contract';
import type { RequestContext } from './context';

type Pager<T> = (
  db: RequestContext['db'],
  limit: number | null,
  offset: number,
) => Promise<{ list: T[]; count: number }>;

/** One page of a pager's rows as the API family answers it; `page_size` 0 means every row. */
export async function paged<T>(ctx: RequestContext, query: PageQuery, pager: Pager<T>) {
  const limit = query.page_size === 0 ? null : query.page_size;
  const { list, count } = await pager(ctx.db, limit, (query.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, query.page_size), count, list };
}
