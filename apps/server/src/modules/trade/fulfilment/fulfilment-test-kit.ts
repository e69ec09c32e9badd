import sharp from 'sharp';
import { offlinePayEndpoint, orderCreateEndpoint, type StaffRole } from '@zay/contract';
import type { Caller } from '../../../test/call';
import type { TestApp } from '../../../test/test-app';
import { setConfig } from '../../site/config/config.service';
import { addGoods, addShop, addStore, addToCart, buyer, express, type Buyer } from '../checkout/order-test-kit';
import { applyPayment } from '../../payment/payment-apply.service';
import { issueServicerToken } from '../../staff/servicer.service';

/** Helpers for the shop console's tests: shops, staff with roles, buyers' orders in each state. */

export type Staff = { id: number; token: string; call: Caller };

/** A staff account of `siteId` with `role`, logged in to the console (its token issued directly). */
export async function staff(t: TestApp, siteId: number, role: StaffRole, username: string): Promise<Staff> {
  const { servicer_id } = await t.db.db
    .insertInto('servicer')
    .values({ site_id: siteId, username, nickname: `${username} nick`, role, status: 1, create_time: 1 })
    .returning('servicer_id')
    .executeTakeFirstOrThrow();
  const { token } = await issueServicerToken(t.ctx(), servicer_id);
  return { id: servicer_id, token, call: t.as({ token, lang: 'en-us' }) };
}

/** Two shops with express, pickup and local delivery, two goods each, and offline payment on. */
export async function deskShops(t: TestApp) {
  const db = t.db.db;
  const delivery = {
    ...express(1000_00),
    store_enabled: 1,
    local_enabled: 1,
    local_fee: 500_00,
    local_times: JSON.stringify([{ start: '00:00', end: '23:59' }]),
    local_days: 2,
  };
  const shopA = await addShop(db, 'Desk Shop A', delivery);
  const shopB = await addShop(db, 'Desk Shop B', delivery);
  const storeA = await addStore(db, shopA, 'Desk A Store');
  await setConfig(db, 'pay_config', {
    offlinepay: { enabled: 1, bank_name: 'KBZ', account_bank: 'Main', account_number: '0991', account_name: 'Zay' },
    balance: { enabled: 1 },
    wechatpay: { enabled: 1 },
    alipay: { enabled: 1 },
  });
  return {
    shopA,
    shopB,
    storeA,
    a1: await addGoods(db, shopA, { price: 10_000_00, stock: 1000 }),
    a2: await addGoods(db, shopA, { price: 2_500_00, stock: 1000 }),
    b1: await addGoods(db, shopB, { price: 7_000_00, stock: 1000 }),
  };
}
export type DeskShops = Awaited<ReturnType<typeof deskShops>>;

export type Delivery = { delivery_type: 'express' | 'store' | 'local'; store_id?: number; delivery_time?: string };

/** An unpaid order of the buyer for the SKUs (one of each); answers its id and payment. */
export async function placeOrder(t: TestApp, b: Buyer, siteId: number, skuIds: number[], delivery?: Delivery) {
  const cartIds = [];
  for (const sku of skuIds) cartIds.push(await addToCart(b, sku, 1));
  const res = await b.call(orderCreateEndpoint, {
    cart_ids: cartIds.join(','),
    ...(delivery ? { delivery: { [siteId]: delivery } } : {}),
  });
  if (res.body.code !== 0) throw new Error(`order: ${res.body.message}`);
  const outTradeNo = res.body.data!;
  const order = await t.db.db
    .selectFrom('orders')
    .select(['order_id', 'pay_money'])
    .where('out_trade_no', '=', outTradeNo)
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { orderId: order.order_id, outTradeNo, payMoney: order.pay_money };
}

/** Pays the order's payment through the one payment path (as a wallet would). */
export async function payOrder(t: TestApp, o: { outTradeNo: string }) {
  const pay = await t.db.db
    .selectFrom('pay')
    .select('pay_money')
    .where('out_trade_no', '=', o.outTradeNo)
    .executeTakeFirstOrThrow();
  const outcome = await applyPayment(t.ctx(), { outTradeNo: o.outTradeNo, payType: 'alipay', amount: pay.pay_money });
  if (outcome !== 'paid') throw new Error(`pay: ${outcome}`);
}

/** A proof image uploaded by the buyer, sent for the order's payment: it waits for the shop. */
export async function sendProof(t: TestApp, b: Buyer, o: { outTradeNo: string }) {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/payproof',
    headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${b.token}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from('\r\n--b--\r\n')]),
  });
  const img = res.json().data.pic_path as string;
  const sent = await b.call(offlinePayEndpoint, { out_trade_no: o.outTradeNo, imgs: [img] });
  if (sent.body.code !== 0) throw new Error(`proof: ${sent.body.message}`);
  return img;
}

export { buyer };
