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
 * Moves several SKUs' stock by their deltas in one statement, each only while it stays at or above
 * 0 and the SKU is not retired; answers how many moved (the caller compares with how many it asked).
 */
export async function adjustSkuStocks(db: Db, moves: { skuId: number; delta: number }[]) {
  if (moves.length === 0) return 0;
  const delta = sql<number>`case sku_id ${sql.join(
    moves.map((m) => sql`when ${m.skuId} then cast(${m.delta} as bigint)`),
    sql` `,
  )} end`;
  const res = await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock + ${delta}` })
    .where(
      'sku_id',
      'in',
      moves.map((m) => m.skuId),
    )
    .where(sql<boolean>`stock + ${delta} >= 0`)
    .where('is_delete', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
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
