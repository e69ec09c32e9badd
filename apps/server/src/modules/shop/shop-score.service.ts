import type { RequestContext } from '../../lib/context';
import { saveShopScores, type ShopScores } from './shop-score.repository';

export type { ShopScores } from './shop-score.repository';

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

/** The shop's description, service and delivery scores (the averages of its reviewed orders). */
export async function setShopScores(ctx: RequestContext, siteId: number, scores: ShopScores) {
  await saveShopScores(ctx.db, siteId, {
    shop_desccredit: twoPlaces(scores.shop_desccredit),
    shop_servicecredit: twoPlaces(scores.shop_servicecredit),
    shop_deliverycredit: twoPlaces(scores.shop_deliverycredit),
  });
}
