import type { Insertable } from 'kysely';
import type { DbHandle } from '../../../db/database';
import { onThisWeek } from '../../trade/checkout/order-test-kit';
import { credit, spendBalance } from '../../member/account/ledger.service';
import { withTransaction } from '../../../lib/context';
import { applyPayment } from '../../payment/payment-apply.service';
import type { TestApp } from '../../../test/test-app';
import type { GroupbuyTable } from './groupbuy.table';

/** Helpers for group-buy tests: group buys inserted directly, and an order paid from the balance. */

type Db = DbHandle['db'];

/** A group buy running from a day ago for a week (by the real clock); price in minor units. */
export async function addGroupbuy(
  db: Db,
  g: { siteId: number; goodsId: number; skuId: number; price: number; stock: number; buyNum?: number } & Partial<
    Insertable<GroupbuyTable>
  >,
) {
  const now = Math.floor(Date.now() / 1000);
  const { siteId, goodsId, skuId, price, buyNum, ...rest } = g;
  const row = await db
    .insertInto('groupbuy')
    .values({
      site_id: siteId,
      goods_id: goodsId,
      sku_id: skuId,
      groupbuy_name: 'Group',
      groupbuy_price: price,
      buy_num: buyNum ?? 1,
      ...onThisWeek(now),
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function groupbuyStock(db: Db, id: number) {
  return db.selectFrom('groupbuy').select(['stock', 'sell_num']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Pays the order of `outTradeNo` from the member's balance (credited first), as pay/pay does. */
export async function payFromBalance(t: TestApp, memberId: number, outTradeNo: string) {
  const { pay_money } = await t.db.db
    .selectFrom('orders')
    .select('pay_money')
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirstOrThrow();
  await credit(t.ctx(), memberId, 'balance', pay_money, { type: 'gift' });
  await withTransaction(t.ctx(), async (ctx) => {
    const entry = { type: 'order_pay', ref: outTradeNo, tradeNo: outTradeNo };
    if (!(await spendBalance(ctx, memberId, pay_money, entry))) throw new Error('balance short');
    if ((await applyPayment(ctx, { outTradeNo, payType: 'balance', amount: pay_money })) !== 'paid')
      throw new Error('pay: not paid');
  });
}
