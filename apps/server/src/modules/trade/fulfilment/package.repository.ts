import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

/** Packages, their goods and tracking events (migration 015). */

export async function findPackages(db: Db, orderId: number) {
  return db
    .selectFrom('order_package as p')
    .leftJoin('member as m', 'm.member_id', 'p.member_id')
    .innerJoin('orders as o', 'o.order_id', 'p.order_id')
    .selectAll('p')
    .select(['m.username as member_name', 'o.sign_time'])
    .where('p.order_id', '=', orderId)
    .orderBy('p.package_no')
    .execute();
}
export type PackageRow = Awaited<ReturnType<typeof findPackages>>[number];

/** A package of the shop (`siteId` null: any shop), with its order's state. */
export async function findPackageOfShop(db: Db, packageId: number, siteId: number | null) {
  let q = db
    .selectFrom('order_package as p')
    .innerJoin('orders as o', 'o.order_id', 'p.order_id')
    .select(['p.id', 'p.order_id', 'p.site_id', 'p.delivery_time', 'o.order_status', 'o.order_no'])
    .where('p.id', '=', packageId);
  if (siteId !== null) q = q.where('p.site_id', '=', siteId);
  return q.executeTakeFirst();
}

export async function findPackageGoods(db: Db, orderId: number) {
  return db
    .selectFrom('order_package_goods as pg')
    .innerJoin('order_goods as g', 'g.order_goods_id', 'pg.order_goods_id')
    .select(['pg.package_id', 'g.order_goods_id', 'g.goods_id', 'g.sku_id', 'g.sku_name', 'g.sku_image', 'g.num'])
    .where('pg.order_id', '=', orderId)
    .orderBy('g.order_goods_id')
    .execute();
}
export type PackageGoodsRow = Awaited<ReturnType<typeof findPackageGoods>>[number];

export async function findTraces(db: Db, orderId: number) {
  return db
    .selectFrom('order_package_trace')
    .select(['package_id', 'trace_time', 'remark'])
    .where('order_id', '=', orderId)
    .orderBy('trace_time')
    .orderBy('id')
    .execute();
}
export type TraceRow = Awaited<ReturnType<typeof findTraces>>[number];

export async function insertPackage(db: Db, row: Insertable<Database['order_package']>) {
  const { id } = await db.insertInto('order_package').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Puts goods in a package; the unique order goods id refuses a goods already in another. */
export async function insertPackageGoods(db: Db, packageId: number, orderId: number, orderGoodsIds: number[]) {
  await db
    .insertInto('order_package_goods')
    .values(orderGoodsIds.map((order_goods_id) => ({ package_id: packageId, order_id: orderId, order_goods_id })))
    .execute();
}

export async function insertTrace(db: Db, row: Insertable<Database['order_package_trace']>) {
  await db.insertInto('order_package_trace').values(row).execute();
}
