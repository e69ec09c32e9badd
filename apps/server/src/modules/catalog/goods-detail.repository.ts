import type { Db } from '../../db/database';
import { visibleGoods } from '../../db/goods-visibility';

const visibleSku = (db: Db, skuId: number) =>
  db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .where('s.sku_id', '=', skuId)
    .where('s.is_delete', '=', 0)
    .where(visibleGoods);

/**
 * What goodssku/info answers — the SKU's live price and stock with its goods' spec list — and the
 * start of the detail. Sales are the goods' (all its SKUs), as on every card and list: one number
 * per goods (issue 20 §4).
 */
const LIVE_COLUMNS = [
  'g.goods_id',
  's.sku_id',
  'g.goods_name',
  's.sku_name',
  's.sku_spec_format',
  's.price',
  's.market_price',
  's.discount_price',
  's.promotion_type',
  's.start_time',
  's.end_time',
  's.stock',
  'g.sale_num',
  's.sku_image',
  's.sku_images',
  'g.goods_spec_format',
  'g.max_buy',
  'g.min_buy',
  'g.is_virtual',
] as const;

/** A SKU of a visible goods, with its goods and shop; undefined when unknown or hidden. */
export async function findSkuDetail(db: Db, skuId: number) {
  return visibleSku(db, skuId)
    .select([
      ...LIVE_COLUMNS,
      'g.click_num',
      'g.collect_num',
      'g.site_id',
      'g.goods_content',
      'g.goods_state',
      'g.verify_state',
      'g.is_free_shipping',
      'g.goods_attr_format',
      'g.introduction',
      'g.unit',
      'g.video_url',
      'g.evaluate',
      'g.goods_image',
      'g.category_id',
      'g.category_id_1',
      'g.category_id_2',
      'g.category_id_3',
      'g.brand_id',
      'sh.site_name',
      'sh.is_own',
      'sh.logo',
      'sh.avatar',
      'sh.banner',
      'sh.seo_description',
      'sh.telephone',
      'sh.shop_desccredit',
      'sh.shop_servicecredit',
      'sh.shop_deliverycredit',
      'sh.shop_sales',
      'sh.sub_num',
    ])
    .executeTakeFirst();
}
export type SkuDetailRow = NonNullable<Awaited<ReturnType<typeof findSkuDetail>>>;

/** What goodssku/info answers (`LIVE_COLUMNS`). */
export async function findSkuInfo(db: Db, skuId: number) {
  return visibleSku(db, skuId).select(LIVE_COLUMNS).executeTakeFirst();
}

/** Every SKU of a goods with its spec values, to link each spec value to a SKU. */
export async function listSkuSpecs(db: Db, goodsId: number) {
  return db
    .selectFrom('goods_sku')
    .select(['sku_id', 'sku_spec_format', 'stock'])
    .where('goods_id', '=', goodsId)
    .where('is_delete', '=', 0)
    .orderBy('sku_id')
    .execute();
}

export async function visibleSkuExists(db: Db, skuId: number) {
  return !!(await visibleSku(db, skuId).select('s.sku_id').executeTakeFirst());
}

/** The visible goods and shop of a SKU (for follows and footprints). */
export async function findVisibleSkuRef(db: Db, skuId: number) {
  return visibleSku(db, skuId).select(['g.goods_id', 's.sku_id', 'g.site_id']).executeTakeFirst();
}

/** The visible goods by id with its default SKU (for follows by goods id). */
export async function findVisibleGoodsRef(db: Db, goodsId: number) {
  return db
    .selectFrom('goods as g')
    .select(['g.goods_id', 'g.sku_id', 'g.site_id'])
    .where('g.goods_id', '=', goodsId)
    .where(visibleGoods)
    .executeTakeFirst();
}

/** Counts a view on a visible SKU; answers its goods id, or undefined when unknown or hidden. */
export async function incrementSkuClicks(db: Db, skuId: number) {
  const row = await db
    .updateTable('goods_sku')
    .set((eb) => ({ click_num: eb('click_num', '+', 1) }))
    .where('sku_id', '=', skuId)
    .where((eb) => eb('goods_id', 'in', eb.selectFrom('goods as g').select('g.goods_id').where(visibleGoods)))
    .returning('goods_id')
    .executeTakeFirst();
  return row?.goods_id;
}

export async function incrementGoodsClicks(db: Db, goodsId: number) {
  const row = await db
    .updateTable('goods')
    .set((eb) => ({ click_num: eb('click_num', '+', 1) }))
    .where('goods_id', '=', goodsId)
    .returning('click_num')
    .executeTakeFirstOrThrow();
  return row.click_num;
}
