import type { Db } from '../../../db/database';

export async function findDeliveryConfigs(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('shop_delivery')
    .select([
      'site_id',
      'express_enabled',
      'express_fee',
      'express_free_money',
      'store_enabled',
      'local_enabled',
      'local_fee',
      'local_times',
      'local_days',
    ])
    .where('site_id', 'in', siteIds)
    .execute();
}
export type DeliveryConfigRow = Awaited<ReturnType<typeof findDeliveryConfigs>>[number];

/** Open pickup stores of the shops, in the shops' order. */
export async function findPickupStores(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('shop_store')
    .select(['store_id', 'site_id', 'store_name', 'telephone', 'full_address', 'open_date', 'longitude', 'latitude'])
    .where('site_id', 'in', siteIds)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('store_id')
    .execute();
}
