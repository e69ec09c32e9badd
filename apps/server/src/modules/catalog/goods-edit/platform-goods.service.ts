import { fromMinor, GOODS_VERIFY, pageCount, type GoodsSaved, type PlatformGoodsPage } from '@zay/contract';
import type { z } from 'zod';
import type { platformGoodsPageBodySchema, platformGoodsTakedownBodySchema } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { siteConfig, type Audit } from '../../site';
import * as repo from './platform-goods.repository';

/** Every shop's goods for `/platform/goods` (ADR 099), with the review queue's count and the review switches. */
export async function platformGoodsPage(
  ctx: RequestContext,
  q: z.output<typeof platformGoodsPageBodySchema>,
): Promise<PlatformGoodsPage> {
  const filter = { keyword: q.keyword, state: q.state, siteId: q.site_id, categoryId: q.category_id };
  const [{ list, count }, waiting, review] = await Promise.all([
    repo.pagePlatformGoods(ctx.db, filter, ctx.lang, q.page_size, (q.page - 1) * q.page_size),
    repo.countWaiting(ctx.db),
    siteConfig(ctx.db, 'goods_review'),
  ]);
  return {
    page_count: pageCount(count, q.page_size),
    count,
    waiting,
    review: { new_goods: review.new_goods, edits: review.edits },
    list: list.map((r) => ({
      ...r,
      goods_image: r.goods_image.split(',')[0] ?? '',
      price: fromMinor(Number(r.price)),
      stock: Number(r.stock),
    })),
  };
}

/**
 * The platform takes a goods off sale (ADR 099): `goods_state` 0 and `verify_state` −3 with the
 * reason the shop reads. The shop cannot put it on sale again as it is (GOODS_TAKEN_DOWN); an
 * edit sends it to the review queue whatever the review switches say, as a refused goods does.
 * The platform's word outranks a running promotion: the goods leaves the storefront anyway.
 */
export async function takedownGoods(
  ctx: RequestContext,
  body: z.output<typeof platformGoodsTakedownBodySchema>,
  audit: Audit,
): Promise<GoodsSaved> {
  return withTransaction(ctx, async (tx) => {
    const was = await repo.findLiveGoods(tx.db, body.goods_id);
    if (!was) throw new AppError('GOODS_NOT_FOUND');
    // Later than the shop's last save, so a form opened before the take-down cannot overwrite it unseen.
    const saved = await repo.takeDown(tx.db, was.goods_id, body.reason, Math.max(tx.now(), was.modify_time + 1));
    await audit(tx, {
      action: 'goods.take_down',
      target: String(was.goods_id),
      before: { site_id: was.site_id, goods_state: was.goods_state, verify_state: was.verify_state },
      after: {
        site_id: was.site_id,
        goods_state: 0,
        verify_state: GOODS_VERIFY.TAKEN_DOWN,
        reason: body.reason,
      },
    });
    return saved;
  });
}
