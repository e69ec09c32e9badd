import { sql } from 'kysely';
import { uncount } from '../../db/counters';
import type { Db } from '../../db/database';

/** Takes `num` from the SKU's stock and counts it sold, only while enough is left. */
export async function takeSkuStock(db: Db, skuId: number, num: number) {
  const res = await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock - ${num}`, sale_num: sql`sale_num + ${num}` })
    .where('sku_id', '=', skuId)
    .where('stock', '>=', num)
    .where('is_delete', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Moves a SKU's stock by `delta` (a shop's edit, by difference), only while it stays at or above 0
 * and the SKU is not retired; false when it would not.
 */
export async function adjustSkuStock(db: Db, skuId: number, delta: number) {
  const res = await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock + ${delta}` })
    .where('sku_id', '=', skuId)
    .where(sql<boolean>`stock + ${delta} >= 0`)
    .where('is_delete', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Retires SKUs: kept for the orders that hold them, never sold again (no stock, `is_delete` 1). */
export async function retireSkus(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return;
  await db.updateTable('goods_sku').set({ stock: 0, is_delete: 1 }).where('sku_id', 'in', skuIds).execute();
}

/** Puts stock back and uncounts the sale. */
export async function returnSkuStock(db: Db, skuId: number, num: number) {
  await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock + ${num}`, sale_num: uncount('sale_num', num) })
    .where('sku_id', '=', skuId)
    .execute();
}

/** Adds `delta` (negative: removes, never below 0) to the goods' sales counter. */
export async function countGoodsSales(db: Db, goodsId: number, delta: number) {
  await db
    .updateTable('goods')
    .set({ sale_num: sql`case when sale_num + ${delta} >= 0 then sale_num + ${delta} else 0 end` })
    .where('goods_id', '=', goodsId)
    .execute();
}
