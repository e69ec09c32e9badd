import type { AddonName } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { evaluateCount, goodsDetail, isCollect } from '../../catalog';
import { isSubscribed } from '../../shop';
import { packagesOfSku } from '../combo/combo.service';
import { goodsCoupons } from '../coupon/coupon-centre.service';
import { runningGroupbuyOfSku } from '../groupbuy/groupbuy.service';
import { runningManjianFor } from '../manjian/manjian.service';
import { runningSeckillOfSku } from '../seckill/seckill.service';
import { runningTopicOfSku } from '../topic/topic.service';

/** Whether an addon is installed now (the platform switches them at run time, ADR 091). */
export type AddonCheck = (name: AddonName) => Promise<boolean>;

const when = async <T>(on: Promise<boolean>, read: () => Promise<T>, off: T): Promise<T> => ((await on) ? read() : off);

/**
 * The goods page in one read (ADR 106): the detail row once (fresh, as goodssku/info would be),
 * then everything that needs its goods and shop ids in parallel, each part what its own call
 * answers — a promotion whose addon is off answers nothing, as its gated call would fail.
 */
export async function goodsPage(ctx: RequestContext, skuId: number, imageOrigin: string, addon: AddonCheck) {
  const time = ctx.now();
  const detail = await goodsDetail(ctx, skuId, imageOrigin);
  const { goods_id: goodsId, site_id: siteId, evaluate } = detail.goods_sku_detail;
  const member = ctx.memberId !== null;
  const [manjian, seckill, groupbuy, topic, bundling, coupons, counts, collected, following] = await Promise.all([
    runningManjianFor(ctx, goodsId, siteId),
    when(addon('seckill'), () => runningSeckillOfSku(ctx, skuId), null),
    when(addon('groupbuy'), () => runningGroupbuyOfSku(ctx, skuId), null),
    when(addon('topic'), () => runningTopicOfSku(ctx, skuId), null),
    when(addon('bundling'), () => packagesOfSku(ctx, skuId), []),
    when(addon('coupon'), () => goodsCoupons(ctx, siteId), []),
    evaluate > 0 ? evaluateCount(ctx, goodsId) : null,
    member ? isCollect(ctx, { goods_id: goodsId }) : (0 as const),
    member ? isSubscribed(ctx, siteId) : (0 as const),
  ]);
  return {
    detail,
    time,
    manjian,
    seckill,
    groupbuy,
    topic,
    bundling,
    coupons,
    evaluate_count: counts,
    collected,
    following,
  };
}
