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
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
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
