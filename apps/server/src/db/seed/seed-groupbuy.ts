import type { Trx } from './insert';
import { promotableGoods, promotionPrice } from './promotable-goods';

/**
 * Group-buy demo (issue #17, ADR 070): eight group buys of goods of shops that deliver — other
 * goods than the seckills' — running from the day before the seed for one to three weeks, so they
 * run whenever a fresh demo is opened, each with a minimum of 2 to 4 and a quota of 20 to 60.
 */
const GROUPBUYS = 8;
const SKIP = 12; // the seckills' goods
const DAY = 86_400;

export async function seedGroupbuy(trx: Trx, now: number) {
  const goods = await promotableGoods(trx, 30).orderBy('g.goods_id').limit(GROUPBUYS).offset(SKIP).execute();
  if (goods.length === 0) return;
  await trx
    .insertInto('groupbuy')
    .values(
      goods.map((g, i) => ({
        site_id: g.site_id,
        groupbuy_name: g.goods_name.slice(0, 60),
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        // 70–88 % of the price, whole hundreds of Ks.
        groupbuy_price: promotionPrice(g.discount_price, 70 + ((i * 5) % 19)),
        buy_num: 2 + (i % 3),
        stock: Math.min(g.stock, 20 + ((i * 11) % 41)),
        status: 1,
        start_time: now - DAY,
        end_time: now + (7 + (i % 3) * 7) * DAY,
        create_time: now,
        modify_time: now,
      })),
    )
    .execute();
}
