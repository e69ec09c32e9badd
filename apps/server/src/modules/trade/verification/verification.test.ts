import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderPaymentEndpoint,
  payPayEndpoint,
  verifyCheckIsVerifierEndpoint,
  verifyEndpoint,
  verifyInfoEndpoint,
  verifyListsEndpoint,
  verifyTypesEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { setConfig } from '../../site/config/config.service';
import {
  addGoods,
  addShop,
  addStore,
  buyer,
  giveBalance,
  PAY_PASSWORD,
  pickupAt,
  setPayPassword,
  type Buyer,
} from '../checkout/order-test-kit';
import { confirmOfflinePayment } from '../../payment/payment-apply.service';
import { newVerifyCode } from './verification-code';
import { addVerifier } from './verification.service';

/*
 * Codes made at payment and the redemption desk (issue 14, API-SHAPES-MORE §4), on both
 * databases: every call, every refusal, and the same code used by 20 callers at once.
 */

let t: TestApp;
let pickupShop: number;
let otherShop: number;
let pickupSku: number;
let virtualSku: number;
let otherSku: number;
let customer: Buyer;
let desk: Buyer;
let otherDesk: Buyer;

beforeAll(async () => {
  t = await createTestApp({ ORDER_CLOSE_SWEEP_SECONDS: '0' });
  await seedFixtures(t.db);
  const db = t.db.db;
  pickupShop = await addShop(db, 'Golden Rice', { store_enabled: 1, express_enabled: 1, express_fee: 0 });
  await addStore(db, pickupShop, 'Golden Rice Bahan');
  otherShop = await addShop(db, 'Silver Tea', { store_enabled: 1 });
  await addStore(db, otherShop, 'Silver Tea Sanchaung');
  pickupSku = (await addGoods(db, pickupShop, { name: 'Rice 5 kg', price: 12_000_00, stock: 100 })).skuId;
  const voucher = await addGoods(db, pickupShop, { name: 'Spa voucher', price: 30_000_00, stock: 100 });
  await db.updateTable('goods').set({ is_virtual: 1 }).where('goods_id', '=', voucher.goodsId).execute();
  virtualSku = voucher.skuId;
  otherSku = (await addGoods(db, otherShop, { name: 'Green tea', price: 3_000_00, stock: 100 })).skuId;
  await setConfig(db, 'pay_config', { balance: { enabled: 1 }, offlinepay: { enabled: 0 } });
  customer = await buyer(t, 'vf_customer');
  await setPayPassword(db, customer.id);
  await giveBalance(db, customer.id, 10_000_000_00);
  desk = await buyer(t, 'vf_desk');
  otherDesk = await buyer(t, 'vf_desk2');
  await addVerifier(t.ctx(), pickupShop, desk.id, 'Ma Hla');
  await addVerifier(t.ctx(), otherShop, otherDesk.id, 'Ko Zaw');
});
afterAll(() => t.close());

async function orderOf(outTradeNo: string) {
  return t.db.db
    .selectFrom('orders')
    .select(['order_id', 'order_type', 'order_status'])
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirstOrThrow();
}

/** An order paid from the balance through pay/pay. */
async function paidOrder(body: Parameters<Buyer['call']>[1] & object) {
  const created = await customer.call(orderCreateEndpoint, body as never);
  expect(created.body.code).toBe(0);
  const outTradeNo = created.body.data;
  const paid = await customer.call(payPayEndpoint, {
    out_trade_no: outTradeNo,
    pay_type: 'balance',
    pay_password: PAY_PASSWORD,
  });
  expect(paid.body.code).toBe(0);
  return orderOf(outTradeNo);
}

const codeOf = async (orderId: number) =>
  (await t.db.db.selectFrom('verify').selectAll().where('relate_id', '=', orderId).executeTakeFirstOrThrow())
    .verify_code;

describe('codes at payment', () => {
  it('a paid pickup order carries a 12-digit code and its QR; unpaid it has none', async () => {
    const created = await customer.call(orderCreateEndpoint, {
      sku_id: pickupSku,
      num: 1,
      delivery: pickupAt(pickupShop),
    });
    const unpaid = await orderOf(created.body.data);
    const before = (await customer.call(orderDetailEndpoint, { order_id: unpaid.order_id })).body.data;
    expect(before).toMatchObject({ order_type: 2, delivery_code: '', pickup: '', virtual_goods: null });
    await customer.call(payPayEndpoint, {
      out_trade_no: created.body.data,
      pay_type: 'balance',
      pay_password: PAY_PASSWORD,
    });
    const d = (await customer.call(orderDetailEndpoint, { order_id: unpaid.order_id })).body.data;
    expect(d.order_status).toBe(1);
    expect(d.delivery_code).toMatch(/^\d{12}$/);
    expect(d.pickup).toMatch(/^data:image\/png;base64,/);
    expect(d).toMatchObject({ virtual_code: '', virtualgoods: '', delivery_store_name: 'Golden Rice Bahan' });
  });

  it('virtual goods: an order without delivery or address whose code comes with payment', async () => {
    const o = await paidOrder({ sku_id: virtualSku, num: 2 });
    const d = (await customer.call(orderDetailEndpoint, { order_id: o.order_id })).body.data;
    expect(d).toMatchObject({
      order_type: 4,
      order_type_name: 'Virtual order',
      delivery_money: '0.00',
      delivery_type: '',
      full_address: '',
      virtual_goods: { is_veirfy: 0, verify_time: 0 },
      delivery_code: '',
    });
    expect(d.virtual_code).toMatch(/^\d{12}$/);
    expect(d.virtualgoods).toMatch(/^data:image\/png;base64,/);
  });

  it('the checkout of virtual goods asks for no delivery method and no address', async () => {
    const noAddress = await buyer(t, 'vf_noaddr', false);
    const quote = await noAddress.call(orderPaymentEndpoint, { sku_id: virtualSku, num: 1 });
    expect(quote.body.data).toMatchObject({ is_virtual: 1, error_code: '', delivery_money: '0.00' });
    expect(quote.body.data.shop_goods_list[pickupShop]).toMatchObject({ express_type: [], error_message: '' });
    expect((await noAddress.call(orderCreateEndpoint, { sku_id: virtualSku, num: 1 })).body.code).toBe(0);
    const mixed = await noAddress.call(orderPaymentEndpoint, { sku_id: pickupSku, num: 1 });
    expect(mixed.body.data.error_code).toBe('SHIPPING_ADDRESS_REQUIRED');
  });

  it('paid in full from the balance at creation, and by a confirmed bank transfer: codes too', async () => {
    const created = await customer.call(orderCreateEndpoint, {
      sku_id: pickupSku,
      num: 1,
      delivery: pickupAt(pickupShop),
      is_balance: 1,
      pay_password: PAY_PASSWORD,
    });
    expect(await codeOf((await orderOf(created.body.data)).order_id)).toMatch(/^\d{12}$/);
    const transfer = await customer.call(orderCreateEndpoint, { sku_id: virtualSku, num: 1 });
    await t.db.db.updateTable('pay').set({ pay_status: 1 }).where('out_trade_no', '=', transfer.body.data).execute();
    await t.db.db.updateTable('orders').set({ pay_status: 1 }).where('out_trade_no', '=', transfer.body.data).execute();
    expect(await confirmOfflinePayment(t.ctx(), transfer.body.data)).toBe(true);
    expect(await codeOf((await orderOf(transfer.body.data)).order_id)).toMatch(/^\d{12}$/);
  });

  it('an express order has no code', async () => {
    const o = await paidOrder({ sku_id: pickupSku, num: 1 });
    expect(o.order_type).toBe(1);
    const rows = await t.db.db.selectFrom('verify').select('id').where('relate_id', '=', o.order_id).execute();
    expect(rows).toEqual([]);
  });

  it('codes are random digits from the system generator, distinct', () => {
    const codes = new Set(Array.from({ length: 2000 }, newVerifyCode));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^\d{12}$/);
  });
});

describe('the redemption desk', () => {
  it('checkisverifier and getVerifyType', async () => {
    const me = await desk.call(verifyCheckIsVerifierEndpoint);
    expect(me.body.data.verifier_id).toBeGreaterThan(0);
    expect((await customer.call(verifyCheckIsVerifierEndpoint)).body).toMatchObject({
      code: -1,
      error_code: 'VERIFIER_NOT_FOUND',
    });
    expect((await t.call(verifyTypesEndpoint, {}, { lang: 'zh-cn' })).body.data).toEqual({
      pickup: { name: '订单自提' },
      virtualgoods: { name: '虚拟商品' },
    });
  });

  it('a pickup code: looked up, used once, the order picked up, listed', async () => {
    const o = await paidOrder({ sku_id: pickupSku, num: 3, delivery: pickupAt(pickupShop) });
    const code = await codeOf(o.order_id);
    const info = await t.call(verifyInfoEndpoint, { verify_code: code }, { token: desk.token, lang: 'zh-cn' });
    expect(info.body.data).toMatchObject({
      site_id: pickupShop,
      site_name: 'Golden Rice',
      verify_code: code,
      verify_type: 'pickup',
      verify_type_name: '订单自提',
      is_verify: 0,
      relate_id: o.order_id,
      item_array: [{ name: 'Rice 5 kg', price: '12000.00', num: 3, img: 'upload/g.png' }],
    });
    expect(info.body.data.remark_array.map((r) => r.title)).toEqual([
      '订单金额',
      '订单编号',
      '创建时间',
      '付款时间',
      '收货地址',
      '选择门店',
    ]);
    expect(info.body.data.remark_array[0]!.value).toBe('36,000.00 Ks');
    // Read aloud with spaces or dashes, it is the same code.
    const spaced = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`;
    const used = await desk.call(verifyEndpoint, { verify_code: spaced });
    expect(used.body).toMatchObject({ code: 0, message: 'Redeemed successfully' });
    const d = (await customer.call(orderDetailEndpoint, { order_id: o.order_id })).body.data;
    expect(d).toMatchObject({ order_status: 4, order_status_name: 'Picked up' });
    const again = await t.call(verifyEndpoint, { verify_code: code }, { token: desk.token, lang: 'zh-cn' });
    expect(again.body).toMatchObject({ code: -1, error_code: 'IS_VERIFYED', message: '核销码已被使用' });
    const after = (await desk.call(verifyInfoEndpoint, { verify_code: code })).body.data;
    expect(after).toMatchObject({ is_verify: 1, verifier_name: 'Ma Hla' });
    expect(after.verify_time).toBeGreaterThan(0);
    const list = (await desk.call(verifyListsEndpoint, { verify_type: 'pickup' })).body.data;
    expect(list.list.map((r) => r.verify_code)).toContain(code);
    expect(list.list.every((r) => r.is_verify === 1 && r.verify_type === 'pickup')).toBe(true);
  });

  it('a virtual code: the goods used, the order received', async () => {
    const o = await paidOrder({ sku_id: virtualSku, num: 1 });
    const code = await codeOf(o.order_id);
    expect((await desk.call(verifyEndpoint, { verify_code: code })).body.code).toBe(0);
    const d = (await customer.call(orderDetailEndpoint, { order_id: o.order_id })).body.data;
    expect(d).toMatchObject({ order_status: 4, order_status_name: 'Received' });
    expect(d.virtual_goods!.is_veirfy).toBe(1);
    expect(d.virtual_goods!.verify_time).toBeGreaterThan(0);
    const virtual = (await desk.call(verifyListsEndpoint, { verify_type: 'virtualgoods' })).body.data;
    expect(virtual.list[0]).toMatchObject({ verify_code: code, verify_type_name: 'Virtual goods' });
  });

  it('refuses another shop’s code, an unknown code and a member who verifies for no shop', async () => {
    const o = await paidOrder({ sku_id: otherSku, num: 1, delivery: pickupAt(otherShop) });
    const code = await codeOf(o.order_id);
    for (const endpoint of [verifyInfoEndpoint, verifyEndpoint]) {
      const res = await t.call(endpoint, { verify_code: code }, { token: desk.token, lang: 'zh-cn' });
      expect(res.body).toMatchObject({
        code: -1,
        error_code: 'VERIFY_NO_RIGHT',
        message: '没有店铺Silver Tea的核销权限!',
      });
      const en = await desk.call(endpoint, { verify_code: code });
      expect(en.body.message).toBe('No verification right for shop Silver Tea!');
    }
    const unknown = await t.call(
      verifyInfoEndpoint,
      { verify_code: '000000000000' },
      { token: desk.token, lang: 'zh-cn' },
    );
    expect(unknown.body).toMatchObject({ error_code: 'VERIFY_CODE_NOT_FOUND', message: '当前核销码不存在!' });
    expect((await customer.call(verifyEndpoint, { verify_code: code })).body.error_code).toBe('VERIFY_NO_RIGHT');
    expect((await customer.call(verifyListsEndpoint, {})).body.error_code).toBe('VERIFIER_NOT_FOUND');
    expect((await otherDesk.call(verifyListsEndpoint, {})).body.data.list).toEqual([]);
    const row = await t.db.db
      .selectFrom('verify')
      .select('is_verify')
      .where('verify_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.is_verify).toBe(0);
    expect(
      (
        await orderOf(
          (
            await t.db.db
              .selectFrom('orders')
              .select('out_trade_no')
              .where('order_id', '=', o.order_id)
              .executeTakeFirstOrThrow()
          ).out_trade_no,
        )
      ).order_status,
    ).toBe(1);
  });

  it('the same code used by 20 callers at once: used once, received once', async () => {
    const o = await paidOrder({ sku_id: pickupSku, num: 1, delivery: pickupAt(pickupShop) });
    const code = await codeOf(o.order_id);
    const racer = await buyer(t, 'vf_racer');
    await addVerifier(t.ctx(), pickupShop, racer.id, 'Racer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => racer.call(verifyEndpoint, { verify_code: code })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'IS_VERIFYED')).toHaveLength(19);
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_status', 'sign_time'])
      .where('order_id', '=', o.order_id)
      .executeTakeFirstOrThrow();
    expect(order.order_status).toBe(4);
    expect((await racer.call(verifyListsEndpoint, {})).body.data.count).toBe(1);
  });
});
