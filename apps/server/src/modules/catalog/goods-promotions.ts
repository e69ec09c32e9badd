import type { GoodsDetail } from '@zay/contract';
import type { RequestContext } from '../../lib/context';

/** One running promotion of a goods, as the goods page lists it. */
export type GoodsPromotion = GoodsDetail['goods_sku_detail']['goods_promotion'][number];

/**
 * A promotion module's answer for a goods of a shop: its running promotion, or null. The
 * promotion modules (higher domains) plug theirs in; the goods page asks each of them.
 */
export type GoodsPromotionSource = (
  ctx: RequestContext,
  goodsId: number,
  siteId: number,
) => Promise<GoodsPromotion | null>;

/** By name, so that building many apps in one process plugs each source in once. */
const sources = new Map<string, GoodsPromotionSource>();

export function registerGoodsPromotion(name: string, source: GoodsPromotionSource): void {
  sources.set(name, source);
}

/** Every plugged-in source's promotion of the goods, asked in parallel, in the order they were plugged in. */
export async function goodsPromotions(ctx: RequestContext, goodsId: number, siteId: number): Promise<GoodsPromotion[]> {
  const found = await Promise.all([...sources.values()].map((source) => source(ctx, goodsId, siteId)));
  return found.filter((p): p is GoodsPromotion => p !== null);
}
