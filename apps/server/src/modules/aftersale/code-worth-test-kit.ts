import {
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDeliveryEndpoint,
  shopRefundAgreeEndpoint,
  shopRefundReceiveEndpoint,
  shopRefundRefuseEndpoint,
  shopRefundRefuseReceiveEndpoint,
  verifyEndpoint,
  verifyInfoEndpoint,
} from '@zay/contract';
import { withTransaction } from '../../lib/context';
import { credit, spendBalance } from '../member/account/ledger.service';
import { applyPayment } from '../payment/payment-apply.service';
import { addGoods, addToCart } from '../trade/checkout/order-test-kit';
import { addVerifier } from '../trade/verification/verification.service';
import { afterSaleWorld, buyer, type AfterSaleWorld, type Buyer } from './aftersale-test-kit';
import { orderCreateEndpoint } from '@zay/contract';

/**
 * Helpers for the tests of what a redemption code is worth (issue 29, ADR 093): shop A of the
 * after-sale world sells a 10,000 Ks gift card and a 2,000 Ks coffee card (virtual goods) and a
 * 9,600 Ks rice sack collected at its store; desks are fresh verifiers of shop A (the desk's
 * rate limit is per member).
 */

export type CodeWorld = AfterSaleWorld & {
  giftCard: number;
  coffeeCard: number;
  rice: number;
  /** A new verifier of `siteId` (shop A by default). */
  desk(siteId?: number): Promise<Buyer>;
};

let serial = 0;

export async function codeWorld(upload: string, clock?: () => number): Promise<CodeWorld> {
  const w = await afterSaleWorld(upload, clock);
  const db = w.t.db.db;
  const virtual = async (name: string, price: number) => {
    const g = await addGoods(db, w.s.shopA, { name, price, stock: 100_000 });
    await db.updateTable('goods').set({ is_virtual: 1 }).where('goods_id', '=', g.goodsId).execute();
    return g.skuId;
  };
  return {
    ...w,
    giftCard: await virtual('Gift card 10,000 Ks', 10_000_00),
    coffeeCard: await virtual('Coffee card', 2_000_00),
    rice: (await addGoods(db, w.s.shopA, { name: 'Rice 9,600 Ks', price: 9_600_00, stock: 100_000 })).skuId,
    async desk(siteId = w.s.shopA) {
      const m = await buyer(w.t, `cw-desk-${upload}-${++serial}`, false);
      await addVerifier(w.t.ctx(), siteId, m.id, `Desk ${serial}`);
      return m;
    },
  };
}

export type Line = { skuId: number; num: number };

/** An unpaid order of shop A for the lines: a virtual order, or a pickup order at store A. */
export async function placeCodeOrder(w: CodeWorld, b: Buyer, lines: Line[], pickup = false) {
  const cartIds = [];
  for (const l of lines) cartIds.push(await addToCart(b, l.skuId, l.num));
  const res = await b.call(orderCreateEndpoint, {
    cart_ids: cartIds.join(','),
    ...(pickup ? { delivery: { [w.s.shopA]: { delivery_type: 'store', store_id: w.s.storeA } } } : {}),
  });
  if (res.body.code !== 0) throw new Error(`order: ${res.body.message}`);
  const outTradeNo = res.body.data!;
  const order = await w.t.db.db
    .selectFrom('orders')
    .select(['order_id', 'pay_money', 'order_type'])
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirstOrThrow();
  const goods = await w.t.db.db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'sku_id'])
    .where('order_id', '=', order.order_id)
    .orderBy('order_goods_id')
    .execute();
  return {
    orderId: order.order_id,
    outTradeNo,
    payMoney: order.pay_money,
    orderType: order.order_type,
    goodsIds: lines.map((l) => goods.find((g) => g.sku_id === l.skuId)!.order_goods_id),
  };
}
export type CodeOrder = Awaited<ReturnType<typeof placeCodeOrder>>;

/** Pays the order from the balance (as pay/pay does, without its pay-password check). */
export async function payCodeOrder(w: CodeWorld, b: Buyer, o: CodeOrder) {
  await credit(w.t.ctx(), b.id, 'balance', o.payMoney, { type: 'gift' });
  await withTransaction(w.t.ctx(), async (ctx) => {
    const entry = { type: 'order_pay', ref: o.outTradeNo, tradeNo: o.outTradeNo };
    if (!(await spendBalance(ctx, b.id, o.payMoney, entry))) throw new Error('balance short');
    const e = { outTradeNo: o.outTradeNo, payType: 'balance' as const, amount: o.payMoney };
    if ((await applyPayment(ctx, e)) !== 'paid') throw new Error('pay: not paid');
  });
}

export async function paidCodeOrder(w: CodeWorld, b: Buyer, lines: Line[], pickup = false) {
  const o = await placeCodeOrder(w, b, lines, pickup);
  await payCodeOrder(w, b, o);
  return o;
}

/** The order's code row (its state is `is_verify`: CODE_STATE). */
export const codeRow = (w: CodeWorld, orderId: number) =>
  w.t.db.db.selectFrom('verify').selectAll().where('relate_id', '=', orderId).executeTakeFirstOrThrow();

export const goodsRows = (w: CodeWorld, orderId: number) =>
  w.t.db.db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'num', 'real_goods_money', 'refund_status', 'delivery_status'])
    .where('order_id', '=', orderId)
    .orderBy('order_goods_id')
    .execute();

/** What went back to the buyer for a goods: every part of its refunds, whichever way. */
export async function refundedOf(w: CodeWorld, orderGoodsId: number) {
  const parts = await w.t.db.db
    .selectFrom('order_refund_part')
    .select('amount')
    .where('order_goods_id', '=', orderGoodsId)
    .execute();
  return parts.reduce((s, p) => s + p.amount, 0);
}

/* The calls, as the buyer, the desk and shop A's clerk make them. */

export const redeem = (desk: Buyer, code: string) => desk.call(verifyEndpoint, { verify_code: code });
export const lookUp = (desk: Buyer, code: string) => desk.call(verifyInfoEndpoint, { verify_code: code });
export const apply = (b: Buyer, id: number, type: 1 | 2 = 1) =>
  b.call(refundApplyEndpoint, { order_goods_id: id, refund_type: type, refund_reason: 'other' });
export const cancel = (b: Buyer, id: number) => b.call(refundCancelEndpoint, { order_goods_id: id });
export const sendBack = (b: Buyer, id: number) =>
  b.call(refundDeliveryEndpoint, {
    order_goods_id: id,
    refund_delivery_name: 'By hand at the store',
    refund_delivery_no: `HAND-${id}`,
  });
export const agree = (w: CodeWorld, id: number) => w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id });
export const refuse = (w: CodeWorld, id: number) =>
  w.clerkA.call(shopRefundRefuseEndpoint, { order_goods_id: id, reason: 'Not ours to refund' });
export const receiveBack = (w: CodeWorld, id: number) =>
  w.clerkA.call(shopRefundReceiveEndpoint, { order_goods_id: id });
export const refuseBack = (w: CodeWorld, id: number) =>
  w.clerkA.call(shopRefundRefuseReceiveEndpoint, { order_goods_id: id, reason: 'Nothing came back' });

export { buyer, type Buyer };
