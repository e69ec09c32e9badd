import { pageCount, type FollowedShop, type Page, type PageQuery } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { withTransaction, type RequestContext } from '../../lib/context';
import * as repo from './shop.repository';
import { requireSiteId } from './shop.service';

/** Shop follows of the logged-in member; `shop.sub_num` moves in the same transaction. */

export async function isSubscribed(ctx: RequestContext, siteId: number | undefined): Promise<0 | 1> {
  return (await repo.isShopMember(ctx.db, ctx.memberId!, requireSiteId(siteId))) ? 1 : 0;
}

/** Idempotent: following twice keeps one follow and counts it once, also under parallel calls. */
export async function subscribe(ctx: RequestContext, siteId: number | undefined) {
  const id = requireSiteId(siteId);
  if (!(await repo.openShopExists(ctx.db, id))) throw new AppError('SHOP_NOT_FOUND');
  const subNum = await withTransaction(ctx, async ({ db }) => {
    const added = await repo.insertShopMember(db, { member_id: ctx.memberId!, site_id: id, create_time: ctx.now() });
    return repo.adjustSubNum(db, id, added ? 1 : 0);
  });
  return { sub_num: subNum };
}

/** Unfollowing works for closed shops too, so a member can always clean up. */
export async function unsubscribe(ctx: RequestContext, siteId: number | undefined) {
  const id = requireSiteId(siteId);
  const subNum = await withTransaction(ctx, async ({ db }) => {
    const removed = await repo.deleteShopMember(db, ctx.memberId!, id);
    return repo.adjustSubNum(db, id, removed ? -1 : 0);
  });
  return { sub_num: subNum };
}

export async function followedShops(ctx: RequestContext, q: PageQuery): Promise<Page<FollowedShop>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageFollowedShops(ctx.db, ctx.memberId!, limit, (q.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, q.page_size), count, list };
}
