import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { VISIBILITY_COLUMNS, visibleGoods } from '../../../db/goods-visibility';

const PACKAGE_COLUMNS = [
  'b.bl_id',
  'b.bl_name',
  'b.site_id',
  'sh.site_name',
  'b.bl_price',
  'b.shipping_fee_type',
  'b.status',
] as const;

const packages = (db: Db) => db.selectFrom('bundling as b').innerJoin('shop as sh', 'sh.site_id', 'b.site_id');

/** A package with its shop's name, whatever its state. */
export async function findPackage(db: Db, blId: number) {
  return packages(db).select(PACKAGE_COLUMNS).where('b.bl_id', '=', blId).executeTakeFirst();
}
export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

/** The SKUs of the packages, with what the package page shows and whether a shopper may see them. */
export async function goodsOf(db: Db, blIds: number[]) {
  if (blIds.length === 0) return [];
  return db
    .selectFrom('bundling_goods as bg')
    .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([
      'bg.bl_id',
      's.sku_id',
      's.goods_id',
      'g.site_id',
      's.sku_name',
      's.sku_image',
      'g.goods_image',
      's.discount_price as price',
      's.stock',
      'g.unit',
      ...VISIBILITY_COLUMNS,
    ])
    .where('bg.bl_id', 'in', blIds)
    .orderBy('bg.bl_id')
    .orderBy('bg.sort')
    .orderBy('bg.id')
    .execute();
}
export type PackageGoodsRow = Awaited<ReturnType<typeof goodsOf>>[number];

/** The packages on (status 1) holding any SKU of the goods, newest first. */
export async function packagesOfGoods(db: Db, goodsId: number) {
  return packages(db)
    .select(PACKAGE_COLUMNS)
    .where('b.status', '=', 1)
    .where('sh.shop_status', '=', 1)
    .where((eb) =>
      eb(
        'b.bl_id',
        'in',
        eb
          .selectFrom('bundling_goods as bg')
          .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
          .select('bg.bl_id')
          .where('s.goods_id', '=', goodsId),
      ),
    )
    .orderBy('b.bl_id', 'desc')
    .limit(20)
    .execute();
}

export async function goodsIdOfSku(db: Db, skuId: number) {
  const row = await db.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', skuId).executeTakeFirst();
  return row?.goods_id ?? 0;
}

/** The shop's packages (every shop's for null), newest first. */
export async function pageOfShop(db: Db, siteId: number | null, limit: number | null, offset: number) {
  let base = packages(db);
  if (siteId !== null) base = base.where('b.site_id', '=', siteId);
  return fetchPage(base, (q) => q.select(PACKAGE_COLUMNS).orderBy('b.bl_id', 'desc'), limit, offset);
}

/** The shop's SKUs among `skuIds` that a shopper may see, with their prices. */
export async function shopSkus(db: Db, skuIds: number[], siteId: number) {
  return db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.discount_price'])
    .where('s.sku_id', 'in', skuIds)
    .where('g.site_id', '=', siteId)
    .where(visibleGoods)
    .execute();
}

export interface PackageWrite {
  site_id: number;
  bl_name: string;
  bl_price: number;
  shipping_fee_type: number;
  now: number;
}

/** A new package (switched on) and its SKUs in the order given. */
export async function insertPackage(db: Db, p: PackageWrite, skuIds: number[]) {
  const { bl_id } = await db
    .insertInto('bundling')
    .values({
      site_id: p.site_id,
      bl_name: p.bl_name,
      bl_price: p.bl_price,
      shipping_fee_type: p.shipping_fee_type,
      status: 1,
      create_time: p.now,
      modify_time: p.now,
    })
    .returning('bl_id')
    .executeTakeFirstOrThrow();
  await insertGoods(db, bl_id, skuIds);
  return bl_id;
}

async function insertGoods(db: Db, blId: number, skuIds: number[]) {
  await db
    .insertInto('bundling_goods')
    .values(skuIds.map((sku_id, sort) => ({ bl_id: blId, sku_id, sort })))
    .execute();
}

/** Rewrites one of the shop's packages and its SKUs; false when it is not the shop's. */
export async function updatePackage(db: Db, blId: number, p: PackageWrite, skuIds: number[]) {
  const res = await db
    .updateTable('bundling')
    .set({ bl_name: p.bl_name, bl_price: p.bl_price, shipping_fee_type: p.shipping_fee_type, modify_time: p.now })
    .where('bl_id', '=', blId)
    .where('site_id', '=', p.site_id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('bundling_goods').where('bl_id', '=', blId).execute();
  await insertGoods(db, blId, skuIds);
  return true;
}

export async function setStatus(db: Db, blId: number, status: number, siteId: number | null, now: number) {
  let q = db.updateTable('bundling').set({ status, modify_time: now }).where('bl_id', '=', blId);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertPackageOrder(
  db: Db,
  row: { out_trade_no: string; bl_id: number; member_id: number; num: number; create_time: number },
) {
  await db.insertInto('bundling_order').values(row).execute();
}
