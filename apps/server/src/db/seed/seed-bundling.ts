import type { Trx } from './insert';
import { promotableGoods } from './promotable-goods';

/**
 * Combo demo (issue #17, ADR 071): for the first shops that deliver, one package of two or three
 * of their goods (default SKUs) at about 85 % of what they cost apart, on from the seed. Every
 * other package's delivery is paid by the shop. Names are the shop's own, in Burmese like its goods.
 */
const PACKAGES = 6;
const NAME_MAX = 60;

export async function seedBundling(trx: Trx, now: number) {
  const goods = await promotableGoods(trx, 20).orderBy('g.site_id').orderBy('g.goods_id').execute();
  const byShop = new Map<number, typeof goods>();
  for (const g of goods) byShop.set(g.site_id, [...(byShop.get(g.site_id) ?? []), g]);
  const shops = [...byShop.values()].filter((list) => list.length >= 3).slice(0, PACKAGES);
  for (const [i, list] of shops.entries()) {
    // Skip the shop's first goods (the seckill demo's) so both promotions are seen on different pages.
    const picked = list.slice(1, i % 2 === 0 ? 3 : 4);
    const total = picked.reduce((n, g) => n + g.discount_price, 0);
    // "<first goods> + 2" : the package is named after its first goods and how many come with it.
    const name = `${picked[0]!.goods_name.slice(0, NAME_MAX - 16)} + ${picked.length - 1} · ပက်ကေ့ချ်`;
    const { bl_id } = await trx
      .insertInto('bundling')
      .values({
        site_id: list[0]!.site_id,
        bl_name: name.slice(0, NAME_MAX),
        // About 85 % of the goods together, whole hundreds of Ks.
        bl_price: Math.floor((total * 85) / 100 / 100_00) * 100_00,
        shipping_fee_type: i % 2 === 0 ? 1 : 2,
        status: 1,
        create_time: now,
        modify_time: now,
      })
      .returning('bl_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bundling_goods')
      .values(picked.map((g, sort) => ({ bl_id, sku_id: g.sku_id, sort })))
      .execute();
  }
}
