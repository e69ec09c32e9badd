import { deskShipEndpoint, orderTakeDeliveryEndpoint } from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import {
  buyer,
  deskShops,
  payOrder,
  placeOrder,
  sendProof,
  staff,
  type DeskShops,
  type Staff,
} from '../trade/fulfilment/fulfilment-test-kit';
import type { Buyer } from '../trade/checkout/order-test-kit';
import { withTransaction } from '../../lib/context';
import { credit, spendBalance } from '../member/account/ledger.service';
import { applyPayment, confirmOfflinePayment } from '../payment/payment-apply.service';

/** Helpers for the after-sale tests: two shops with staff, the platform's staff, buyers' paid orders. */

export const WALLET_SECRET = 'sandbox-secret-for-after-sale-0123';

export type AfterSaleWorld = {
  t: TestApp;
  s: DeskShops;
  clerkA: Staff;
  ownerB: Staff;
  platform: Staff;
};

export async function afterSaleWorld(
  upload: string,
  clock?: () => number,
  env: Parameters<typeof createTestApp>[0] = {},
): Promise<AfterSaleWorld> {
  const t = await createTestApp(
    {
      UPLOAD_DIR: `./data/test-uploads-${upload}`,
      WALLET_PROVIDER: 'sandbox',
      WALLET_SANDBOX_SECRET: WALLET_SECRET,
      ORDER_CLOSE_SWEEP_SECONDS: '0',
      ...env,
    },
    { clock },
  );
  await seedFixtures(t.db);
  const s = await deskShops(t);
  return {
    t,
    s,
    clerkA: await staff(t, s.shopA, 'clerk', `clerk-a-${upload}`),
    ownerB: await staff(t, s.shopB, 'owner', `owner-b-${upload}`),
    platform: await staff(t, 0, 'owner', `platform-${upload}`),
  };
}

export type PayWay = 'balance' | 'wallet' | 'offline';

/** A paid order of shop A for the SKUs, paid `way`; answers the order and its goods ids in SKU order. */
export async function paidOrder(w: AfterSaleWorld, b: Buyer, skuIds: number[], way: PayWay = 'balance') {
  const o = await placeOrder(w.t, b, w.s.shopA, skuIds);
  if (way === 'wallet') await payOrder(w.t, o);
  else if (way === 'balance') {
    // As pay/pay with the balance does, without its pay-password check (rate-limited per member).
    await credit(w.t.ctx(), b.id, 'balance', o.payMoney, { type: 'gift' });
    await withTransaction(w.t.ctx(), async (ctx) => {
      const entry = { type: 'order_pay', ref: o.outTradeNo, tradeNo: o.outTradeNo };
      if (!(await spendBalance(ctx, b.id, o.payMoney, entry))) throw new Error('balance short');
      const e = { outTradeNo: o.outTradeNo, payType: 'balance' as const, amount: o.payMoney };
      if ((await applyPayment(ctx, e)) !== 'paid') throw new Error('pay: not paid');
    });
  } else {
    await sendProof(w.t, b, o);
    if (!(await confirmOfflinePayment(w.t.ctx(), o.outTradeNo))) throw new Error('confirm: not paid');
  }
  const goods = await w.t.db.db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'sku_id', 'real_goods_money'])
    .where('order_id', '=', o.orderId)
    .execute();
  const ids = skuIds.map((sku) => goods.find((g) => g.sku_id === sku)!.order_goods_id);
  return { ...o, goodsIds: ids, goods };
}

/** Ships every goods of the order in one package (the clerk of shop A). */
export async function ship(w: AfterSaleWorld, orderId: number, goodsIds: number[], clerk = w.clerkA) {
  const res = await clerk.call(deskShipEndpoint, {
    order_id: orderId,
    packages: [{ express_company_id: 1, delivery_no: `WB-${orderId}-X`, order_goods_ids: goodsIds }],
  });
  if (res.body.code !== 0) throw new Error(`ship: ${res.body.message}`);
}

export async function receive(b: Buyer, orderId: number) {
  const res = await b.call(orderTakeDeliveryEndpoint, { order_id: orderId });
  if (res.body.code !== 0) throw new Error(`receive: ${res.body.message}`);
}

export async function balanceNow(w: AfterSaleWorld, b: Buyer) {
  const r = await w.t.db.db
    .selectFrom('member')
    .select(['balance', 'balance_money'])
    .where('member_id', '=', b.id)
    .executeTakeFirstOrThrow();
  return r.balance + r.balance_money;
}

export const orderRow = (w: AfterSaleWorld, orderId: number) =>
  w.t.db.db
    .selectFrom('orders')
    .select(['order_status', 'close_cause', 'order_money', 'balance_money', 'pay_money'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

export const refundRow = (w: AfterSaleWorld, orderGoodsId: number) =>
  w.t.db.db.selectFrom('order_refund').selectAll().where('order_goods_id', '=', orderGoodsId).executeTakeFirst();

export const lineStatus = async (w: AfterSaleWorld, orderGoodsId: number) =>
  (
    await w.t.db.db
      .selectFrom('order_goods')
      .select('refund_status')
      .where('order_goods_id', '=', orderGoodsId)
      .executeTakeFirstOrThrow()
  ).refund_status;

export { buyer, applyPayment };
export type { Buyer };
