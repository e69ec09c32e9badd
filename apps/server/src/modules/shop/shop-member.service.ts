import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './shop.repository';
import { requireSiteId } from './shop.service';

/** Shop follows of the logged-in member; `shop.sub_num` moves in the same transaction. */
const now = () => Math.floor(Date.now() / 1000);

export async function isSubscribed(ctx: RequestContext, siteId: number | undefined): Promise<0 | 1> {
  return (await repo.isShopMember(ctx.db, ctx.memberId!, requireSiteId(siteId))) ? 1 : 0;
}

/** Idempotent: following twice keeps one follow and counts it once, also under parallel calls. */
export async function subscribe(ctx: RequestContext, siteId: number | undefined) {
  const id = requireSiteId(siteId);
  if (!(await repo.openShopExists(ctx.db, id))) throw notFound('SHOP_NOT_FOUND');
  const subNum = await ctx.db.transaction().execute(async (trx) => {
    const added = await repo.insertShopMember(trx, { member_id: ctx.memberId!, site_id: id, create_time: now() });
    return repo.adjustSubNum(trx, id, added ? 1 : 0);
  });
  return { sub_num: subNum };
}

/** Unfollowing works for closed shops too, so a member can always clean up. */
export async function unsubscribe(ctx: RequestContext, siteId: number | undefined) {
  const id = requireSiteId(siteId);
  const subNum = await ctx.db.transaction().execute(async (trx) => {
    const removed = await repo.deleteShopMember(trx, ctx.memberId!, id);
    return repo.adjustSubNum(trx, id, removed ? -1 : 0);
  });
  return { sub_num: subNum };
}
