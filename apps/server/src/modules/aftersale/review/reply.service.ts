import { pageCount, type Page, type PageQuery, type ShopEvaluate } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { maskName } from '../../catalog';
import * as repo from './review.repository';

/**
 * Shop staff answer a review of their own shop: the review first (`explain_first`), then, once
 * the buyer has followed up, the follow-up (`again_explain`); each once. Another shop's review
 * is not found; the platform's staff (site 0) answer any shop's.
 */
export async function replyToReview(ctx: RequestContext, staff: StaffScope, evaluateId: number, content: string) {
  const siteId = shopOf(staff);
  const review = await repo.findShopReview(ctx.db, siteId, evaluateId);
  if (!review) throw new AppError('EVALUATE_NOT_FOUND');
  const column = review.explain_first === '' ? 'explain_first' : review.again_time > 0 ? 'again_explain' : null;
  if (!column || (column === 'again_explain' && review.again_explain !== '')) throw new AppError('EVALUATE_REPLIED');
  if (!(await repo.saveReply(ctx.db, review.site_id, evaluateId, column, content)))
    throw new AppError('EVALUATE_REPLIED');
  return {};
}

/** The shop's reviews (the platform's staff: every shop's); an anonymous reviewer stays anonymous to the shop too. */
export async function shopReviews(
  ctx: RequestContext,
  staff: StaffScope,
  q: PageQuery & { unreplied: 0 | 1 },
): Promise<Page<ShopEvaluate>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageShopReviews(
    ctx.db,
    shopOf(staff),
    q.unreplied === 1,
    limit,
    (q.page - 1) * (limit ?? 0),
  );
  return {
    page_count: pageCount(count, q.page_size),
    count,
    list: list.map((r) => (r.is_anonymous ? { ...r, member_name: maskName(r.member_name) } : r)),
  };
}
