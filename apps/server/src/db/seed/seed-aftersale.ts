import type { Trx } from './insert';

/**
 * After-sale demo settings (issue 15, ADR 059): the platform's default commission (5%) and a
 * lower rate for the first shop (the platform's own), so the settlement page shows both kinds.
 */
export async function seedAfterSale(trx: Trx, input: { shopIds: number[]; now: number }) {
  await trx
    .insertInto('config')
    .values({ config_key: 'shop_settlement', value: JSON.stringify({ commission_rate: 500 }), update_time: input.now })
    .execute();
  const own = input.shopIds[0];
  if (own !== undefined) await trx.insertInto('shop_settlement_rate').values({ site_id: own, rate: 300 }).execute();
}
