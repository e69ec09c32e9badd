import type { Trx } from './insert';
import { promotableGoods, promotionPrice } from './promotable-goods';

/**
 * Seckill demo (issue #17): slots through the whole day on the market clock, so one always runs
 * whenever the demo is opened, and a dozen seckills from shops that deliver, on from the seed's
 * day for 30 days. Each seckill runs in every other slot, so every slot has six.
 */
const SLOTS: [string, number, number][] = [
  ['00:00', 0, 8],
  ['08:00', 8, 10],
  ['10:00', 10, 12],
  ['12:00', 12, 14],
  ['14:00', 14, 16],
  ['16:00', 16, 18],
  ['18:00', 18, 20],
  ['20:00', 20, 22],
  ['22:00', 22, 24],
];
const SECKILLS = 12;
const DAY = 86_400;

/** The first goods (and its default SKU) of shops that deliver by express, a few per shop. */
async function goodsToSell(trx: Trx) {
  return promotableGoods(trx, 20).orderBy('g.goods_id').limit(SECKILLS).execute();
}

export async function seedSeckill(trx: Trx, now: number) {
  const slotIds: number[] = [];
  for (const [name, from, to] of SLOTS) {
    const row = await trx
      .insertInto('seckill_time')
      .values({ name, seckill_start_time: from * 3600, seckill_end_time: to * 3600, create_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    slotIds.push(row.id);
  }
  const goods = await goodsToSell(trx);
  if (goods.length === 0) return;
  await trx
    .insertInto('seckill')
    .values(
      goods.map((g, i) => ({
        site_id: g.site_id,
        seckill_name: g.goods_name.slice(0, 40),
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        seckill_time_id: `,${slotIds.filter((_, k) => (k + i) % 2 === 0).join(',')},`,
        // 40–75 % of the price, whole hundreds of Ks.
        seckill_price: promotionPrice(g.discount_price, 40 + ((i * 7) % 36)),
        stock: Math.min(g.stock, 10 + ((i * 13) % 40)),
        max_buy: i % 3 === 0 ? 0 : 2,
        status: 1,
        start_time: now - DAY,
        end_time: now + 30 * DAY,
        create_time: now,
      })),
    )
    .execute();
}
