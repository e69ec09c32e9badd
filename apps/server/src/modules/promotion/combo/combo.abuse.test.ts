import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundlingDetailEndpoint,
  bundlingListsEndpoint,
  bundlingOrderCreateEndpoint,
  bundlingOrderPaymentEndpoint,
  sellerBundlingListEndpoint,
  sellerBundlingSaveEndpoint,
  sellerBundlingStatusEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addShop, addStore, buyer, pickupAt, stockOf, type Buyer } from '../../trade/checkout/order-test-kit';

/** QUALITY §4 for combos: another shop's goods and packages, tampered prices, off packages, roles, junk input. */
let t: TestApp;
let shopA: number;
let owner: Staff;
let ownerB: Staff;
let verifier: Staff;
let b: Buyer;
let a1: { goodsId: number; skuId: number };
let a2: { goodsId: number; skuId: number };
let b1: { goodsId: number; skuId: number };
let b2: { goodsId: number; skuId: number };

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  shopA = await addShop(t.db.db, 'Combo Shop A', { store_enabled: 1 });
  await addStore(t.db.db, shopA, 'Combo Store A');
  const shopB = await addShop(t.db.db, 'Combo Shop B', { store_enabled: 1 });
  a1 = await addGoods(t.db.db, shopA, { price: 10_000_00, stock: 30 });
  a2 = await addGoods(t.db.db, shopA, { price: 5_000_00, stock: 30 });
  b1 = await addGoods(t.db.db, shopB, { price: 5_000_00, stock: 30 });
  b2 = await addGoods(t.db.db, shopB, { price: 5_000_00, stock: 30 });
  owner = await staff(t, shopA, 'owner', 'comboOwnerA');
  ownerB = await staff(t, shopB, 'owner', 'comboOwnerB');
  verifier = await staff(t, shopA, 'verifier', 'comboVerifierA');
  b = await buyer(t, 'comboAbuser', false);
});
afterAll(() => t.close());

const packages = async () => (await t.db.db.selectFrom('bundling').select('bl_id').execute()).length;

describe('combo abuse', () => {
  it('the shop creates, edits and switches off its package; buyers see each change', async () => {
    const base = { bl_name: 'Breakfast set', bl_price: '12000', shipping_fee_type: 1, sku_ids: [a1.skuId, a2.skuId] };
    const made = await owner.call(sellerBundlingSaveEndpoint, base);
    expect(made.body.code).toBe(0);
    const id = made.body.data.bl_id;
    expect((await t.call(bundlingListsEndpoint, { sku_id: a2.skuId })).body.data.map((p) => p.bl_id)).toContain(id);
    const edited = await owner.call(sellerBundlingSaveEndpoint, { ...base, bl_id: id, bl_price: '11000.50' });
    expect(edited.body.code).toBe(0);
    expect((await t.call(bundlingDetailEndpoint, { bl_id: id })).body.data).toMatchObject({
      bl_name: 'Breakfast set',
      bl_price: '11000.50',
      shipping_fee_type: 1,
    });
    const mine = (await owner.call(sellerBundlingListEndpoint, { page: 1, page_size: 10 })).body.data;
    expect(mine.list.map((p) => p.bl_id)).toEqual([id]);
    expect((await ownerB.call(sellerBundlingListEndpoint, { page: 1, page_size: 10 })).body.data.list).toEqual([]);
    // Another shop cannot edit or switch it; its own shop switches it off and it can no longer be bought.
    expect((await ownerB.call(sellerBundlingStatusEndpoint, { bl_id: id, status: 0 })).body.error_code).toBe(
      'BUNDLING_NOT_FOUND',
    );
    const hijack = await ownerB.call(sellerBundlingSaveEndpoint, {
      ...base,
      bl_id: id,
      bl_price: '9000',
      sku_ids: [b1.skuId, b2.skuId],
    });
    expect(hijack.body.error_code).toBe('BUNDLING_NOT_FOUND');
    expect((await t.call(bundlingDetailEndpoint, { bl_id: id })).body.data.site_id).toBe(shopA);
    expect((await owner.call(sellerBundlingStatusEndpoint, { bl_id: id, status: 0 })).body.code).toBe(0);
    const before = await stockOf(t.db.db, a1.skuId);
    const refused = await b.call(bundlingOrderCreateEndpoint, { bl_id: id, num: 1, delivery: pickupAt(shopA) });
    expect(refused.body.error_code).toBe('BUNDLING_OFF');
    expect(refused.body.message).toBe('This combo package is no longer on sale');
    expect(await stockOf(t.db.db, a1.skuId)).toEqual(before);
    expect((await t.call(bundlingListsEndpoint, { sku_id: a2.skuId })).body.data.map((p) => p.bl_id)).not.toContain(id);
  });

  it('refuses another shop’s goods, a price not below the goods together, too few goods, and roles without the right', async () => {
    const before = await packages();
    const base = { bl_name: 'Set', bl_price: '9000', sku_ids: [a1.skuId, a2.skuId] };
    const refuse = async (who: Staff, body: object) => (await who.call(sellerBundlingSaveEndpoint, body as never)).body;
    expect((await refuse(owner, { ...base, sku_ids: [a1.skuId, b1.skuId] })).error_code).toBe('BUNDLING_GOODS_INVALID');
    expect((await refuse(ownerB, base)).error_code).toBe('BUNDLING_GOODS_INVALID');
    expect((await refuse(owner, { ...base, bl_price: '15000' })).error_code).toBe('BUNDLING_PRICE_INVALID');
    expect((await refuse(owner, { ...base, bl_price: '0' })).error_code).toBe('BUNDLING_PRICE_INVALID');
    // Input the schema refuses travels as PARAMETER_ERROR with the rule's own text.
    const goodsText = "Choose 2 to 10 of your shop's goods options";
    expect((await refuse(owner, { ...base, sku_ids: [a1.skuId] })).message).toBe(goodsText);
    expect((await refuse(owner, { ...base, sku_ids: [a1.skuId, a1.skuId] })).message).toBe(goodsText);
    expect((await refuse(owner, { ...base, bl_name: '  ' })).message).toBe(
      'Enter a package name (up to 60 characters)',
    );
    expect((await refuse(verifier, base)).error_code).toBe('SELLER_FORBIDDEN');
    expect((await t.call(sellerBundlingSaveEndpoint, base)).body.code).not.toBe(0);
    expect(await packages()).toBe(before);
  });

  it('a tampered price, SKU or shop in the order body is not read: the package price is paid', async () => {
    const id = (
      await owner.call(sellerBundlingSaveEndpoint, {
        bl_name: 'Pair',
        bl_price: '12000',
        sku_ids: [a1.skuId, a2.skuId],
      })
    ).body.data.bl_id;
    const tampered = {
      bl_id: id,
      num: 1,
      delivery: pickupAt(shopA),
      bl_price: '1',
      price: '1',
      sku_id: b1.skuId,
      site_id: 999,
      promotion_money: '14999',
    } as never;
    const quote = await b.call(bundlingOrderPaymentEndpoint, tampered);
    expect(quote.body.data.pay_money).toBe('12000.00');
    const made = await b.call(bundlingOrderCreateEndpoint, tampered);
    expect(made.body.code).toBe(0);
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_id', 'site_id', 'pay_money'])
      .where('out_trade_no', '=', made.body.data)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ site_id: shopA, pay_money: 12_000_00 });
    const skus = await t.db.db
      .selectFrom('order_goods')
      .select('sku_id')
      .where('order_id', '=', order.order_id)
      .execute();
    expect(skus.map((s) => s.sku_id).sort((x, y) => x - y)).toEqual([a1.skuId, a2.skuId]);
    expect((await stockOf(t.db.db, b1.skuId)).stock).toBe(30);
  });

  it('junk ids and quantities are refused without an order', async () => {
    const count = async () => (await t.db.db.selectFrom('orders').select('order_id').execute()).length;
    const before = await count();
    for (const body of [
      { bl_id: -1, num: 1 },
      { bl_id: 'x', num: 1 },
      { bl_id: 1, num: -2 },
      { bl_id: 1, num: 1.5 },
    ])
      expect((await b.call(bundlingOrderCreateEndpoint, body as never)).body.code).not.toBe(0);
    expect((await t.call(bundlingOrderCreateEndpoint, { bl_id: 1, num: 1 })).body.code).not.toBe(0);
    expect(await count()).toBe(before);
  });
});
