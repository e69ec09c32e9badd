import type { Db } from '../../db/database';

/*
 * The SKUs promotions rely on while they are on (ADR 090): not closed, not ended (a scheduled one
 * counts — its price and quota were set against the SKU as it is).
 */

export async function seckillSkus(db: Db, skuIds: number[], now: number) {
  return db
    .selectFrom('seckill')
    .select(['sku_id', 'seckill_name as name'])
    .where('sku_id', 'in', skuIds)
    .where('status', '=', 1)
    .where('end_time', '>', now)
    .execute();
}

export async function groupbuySkus(db: Db, skuIds: number[], now: number) {
  return db
    .selectFrom('groupbuy')
    .select(['sku_id', 'groupbuy_name as name'])
    .where('sku_id', 'in', skuIds)
    .where('status', '=', 1)
    .where('end_time', '>', now)
    .execute();
}

export async function topicSkus(db: Db, skuIds: number[], now: number) {
  return db
    .selectFrom('topic_goods as tg')
    .innerJoin('topic as t', 't.topic_id', 'tg.topic_id')
    .select(['tg.sku_id', 't.topic_name as name'])
    .where('tg.sku_id', 'in', skuIds)
    .where('t.status', '=', 1)
    .where('t.end_time', '>', now)
    .execute();
}

export async function comboSkus(db: Db, skuIds: number[]) {
  return db
    .selectFrom('bundling_goods as bg')
    .innerJoin('bundling as b', 'b.bl_id', 'bg.bl_id')
    .select(['bg.sku_id', 'b.bl_name as name'])
    .where('bg.sku_id', 'in', skuIds)
    .where('b.status', '=', 1)
    .execute();
}
