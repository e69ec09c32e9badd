import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { visibleGoods } from '../../db/goods-visibility';
import { fetchPage } from '../../db/paging';

/**
 * The member's followed goods (`goods_collect`) and footprints (`goods_browse`). Every query
 * carries the member id; lists show only goods a shopper may still see.
 */
const GOODS_COLUMNS = [
  'g.goods_id',
  's.sku_id',
  'g.site_id',
  'g.goods_name',
  's.sku_name',
  's.sku_image',
  's.price',
  's.market_price',
  's.discount_price',
  'g.sale_num',
  's.stock',
] as const;

export async function pageCollects(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db
    .selectFrom('goods_collect as r')
    .innerJoin('goods as g', 'g.goods_id', 'r.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'r.sku_id')
    .where('r.member_id', '=', memberId)
    .where(visibleGoods);
  return fetchPage(
    base,
    (q) =>
      q
        .select(['r.collect_id', 'r.create_time', ...GOODS_COLUMNS])
        .orderBy('r.create_time', 'desc')
        .orderBy('r.collect_id', 'desc'),
    limit,
    offset,
  );
}

export async function pageBrowses(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db
    .selectFrom('goods_browse as r')
    .innerJoin('goods as g', 'g.goods_id', 'r.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'r.sku_id')
    .where('r.member_id', '=', memberId)
    .where(visibleGoods);
  return fetchPage(
    base,
    (q) =>
      q
        .select(['r.id', 'r.browse_time', ...GOODS_COLUMNS])
        .orderBy('r.browse_time', 'desc')
        .orderBy('r.id', 'desc'),
    limit,
    offset,
  );
}

/** Adds the follow unless it exists; true when a row was added. */
export async function insertCollect(
  db: Db,
  row: { member_id: number; goods_id: number; sku_id: number; site_id: number; create_time: number },
) {
  const added = await db
    .insertInto('goods_collect')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
    .returning('collect_id')
    .executeTakeFirst();
  return !!added;
}

/** True when a row was removed. */
export async function deleteCollect(db: Db, memberId: number, goodsId: number) {
  const gone = await db
    .deleteFrom('goods_collect')
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .returning('collect_id')
    .executeTakeFirst();
  return !!gone;
}

export async function isCollected(db: Db, memberId: number, goodsId: number) {
  const row = await db
    .selectFrom('goods_collect')
    .select('collect_id')
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
  return !!row;
}

/** Moves the goods' follower count by `delta` (never below 0) and answers the new count. */
export async function adjustCollectNum(db: Db, goodsId: number, delta: 1 | -1 | 0) {
  const row = await db
    .updateTable('goods')
    .set({
      collect_num: sql<number>`case when collect_num + ${delta} < 0 then 0 else collect_num + ${delta} end`,
    })
    .where('goods_id', '=', goodsId)
    .returning('collect_num')
    .executeTakeFirst();
  return row?.collect_num ?? 0;
}

/** Records the visit, or refreshes the time and SKU of the member's footprint on that goods. */
export async function upsertBrowse(
  db: Db,
  row: { member_id: number; goods_id: number; sku_id: number; site_id: number; browse_time: number },
) {
  await db
    .insertInto('goods_browse')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['member_id', 'goods_id']).doUpdateSet({ sku_id: row.sku_id, browse_time: row.browse_time }),
    )
    .execute();
}

/** Deletes the member's own footprints among `ids`; answers how many went. */
export async function deleteBrowses(db: Db, memberId: number, ids: number[]) {
  const r = await db
    .deleteFrom('goods_browse')
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function goodsIdOfSku(db: Db, skuId: number) {
  const row = await db.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', skuId).executeTakeFirst();
  return row?.goods_id;
}
