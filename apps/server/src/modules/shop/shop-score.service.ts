import { inTransaction, type RequestContext } from '../../lib/context';
import { addToScoreHistory, saveShopScores, type ShopScores } from './shop-score.repository';

export type { ShopScores } from './shop-score.repository';

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

/**
 * One more review of the shop (issue 35 §3): its scores join the history behind the shop's
 * description, service and delivery scores — the demo seed's included — and each shown score
 * becomes that history's average, to two places. Inside the review's transaction.
 */
export async function addShopScores(ctx: RequestContext, siteId: number, scores: ShopScores) {
  const db = inTransaction(ctx, 'a review adds to the shop scores inside its own transaction');
  const h = await addToScoreHistory(db, siteId, scores);
  if (!h || h.score_count <= 0) return;
  const n = Number(h.score_count);
  await saveShopScores(db, siteId, n, {
    shop_desccredit: twoPlaces(Number(h.score_desc_total) / n),
    shop_servicecredit: twoPlaces(Number(h.score_service_total) / n),
    shop_deliverycredit: twoPlaces(Number(h.score_delivery_total) / n),
  });
}
