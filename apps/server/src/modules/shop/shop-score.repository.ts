import type { Db } from '../../db/database';

export interface ShopScores {
  shop_desccredit: number;
  shop_servicecredit: number;
  shop_deliverycredit: number;
}

export async function saveShopScores(db: Db, siteId: number, scores: ShopScores) {
  await db.updateTable('shop').set(scores).where('site_id', '=', siteId).execute();
}
