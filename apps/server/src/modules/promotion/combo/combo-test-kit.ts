import type { DbHandle } from '../../../db/database';

/** Helpers for combo tests: packages inserted directly. */

type Db = DbHandle['db'];

/** A package of the shop's SKUs at `price` (minor units), on unless told. */
export async function addPackage(
  db: Db,
  p: { siteId: number; skuIds: number[]; price: number; shipping?: number; status?: number },
) {
  const { bl_id } = await db
    .insertInto('bundling')
    .values({
      site_id: p.siteId,
      bl_name: 'Combo',
      bl_price: p.price,
      shipping_fee_type: p.shipping ?? 2,
      status: p.status ?? 1,
    })
    .returning('bl_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bundling_goods')
    .values(p.skuIds.map((sku_id, sort) => ({ bl_id, sku_id, sort })))
    .execute();
  return bl_id;
}
