import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ShopScores {
  shop_desccredit: number;
  shop_servicecredit: number;
  shop_deliverycredit: number;
}

/**
 * Adds one review's scores to the shop's history (count and sums) by a relative update: two
 * reviews at once both count, as each adds to whatever the other left (the row lock orders them).
 * Answers the history after it, or undefined for a shop that does not exist.
 */
export function addToScoreHistory(db: Db, siteId: number, scores: ShopScores) {
  return db
    .updateTable('shop')
    .set({
      score_count: sql`score_count + 1`,
      score_desc_total: sql`score_desc_total + ${scores.shop_desccredit}`,
      score_service_total: sql`score_service_total + ${scores.shop_servicecredit}`,
      score_delivery_total: sql`score_delivery_total + ${scores.shop_deliverycredit}`,
    })
    .where('site_id', '=', siteId)
    .returning(['score_count', 'score_desc_total', 'score_service_total', 'score_delivery_total'])
    .executeTakeFirst();
}

/** The shown scores, only while the history is still the one they were worked out from. */
export async function saveShopScores(db: Db, siteId: number, count: number, scores: ShopScores) {
  const res = await db
    .updateTable('shop')
    .set(scores)
    .where('site_id', '=', siteId)
    .where('score_count', '=', count)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
