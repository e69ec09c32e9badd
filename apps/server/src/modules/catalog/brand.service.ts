import { pageCount, type Brand, type Page, type PageQuery } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { findBrandsByIds, pageBrands } from './brand.repository';

export async function brandPage(ctx: RequestContext, q: PageQuery & { is_recommend?: number }): Promise<Page<Brand>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await pageBrands(ctx.db, q.is_recommend === 1, limit, (q.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, q.page_size), count, list };
}

/** Brands by id, in no particular order (for the home floors). */
export const brandsByIds = (ctx: RequestContext, ids: number[]) => findBrandsByIds(ctx.db, ids);
