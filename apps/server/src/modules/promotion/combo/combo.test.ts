import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  bundlingDetailEndpoint,
  bundlingListsEndpoint,
  bundlingOrderCalculateEndpoint,
  bundlingOrderCreateEndpoint,
  bundlingOrderPaymentEndpoint,
  orderCloseEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import {
  addGoods,
  addShop,
  addStore,
  buyer,
  type Buyer,
  express,
  orderRow,
  stockOf,
} from '../../trade/checkout/order-test-kit';
import { addPackage } from './combo-test-kit';

let t: TestApp;
let shop: number;
let b: Buyer;
let g1: { goodsId: number; skuId: number };
let g2: { goodsId: number; skuId: number };
let g3: { goodsId: number; skuId: number };

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  shop = await addShop(t.db.db, 'Combo Shop', { ...express(3_000_00), store_enabled: 1 });
  await addStore(t.db.db, shop, 'Combo Store');
  g1 = await addGoods(t.db.db, shop, { name: 'Rice cooker', price: 60_000_00, stock: 20 });
  g2 = await addGoods(t.db.db, shop, { name: 'Rice 5 kg', price: 20_000_00, stock: 20 });
  g3 = await addGoods(t.db.db, shop, { name: 'Ladle', price: 1_000_00, stock: 2 });
  b = await buyer(t, 'combobuyer');
});
afterAll(() => t.close());

const orderOf = (outTradeNo: string) => orderRow(t.db.db, outTradeNo);

describe('combo packages', () => {
  it('detail: goods with prices, stock, what they cost apart and each one’s share of the package price', async () => {
    const id = await addPackage(t.db.db, { siteId: shop, skuIds: [g1.skuId, g2.skuId], price: 70_000_00, shipping: 1 });
    const r = await t.call(bundlingDetailEndpoint, { bl_id: id });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      bl_id: id,
      site_id: shop,
      site_name: 'Combo Shop',
      bl_price: '70000.00',
      goods_money: '80000.00',
      shipping_fee_type: 1,
      status: 1,
    });
    expect(
      r.body.data.bundling_goods.map((g) => [g.sku_id, g.price, g.promotion_price, g.stock, g.goods_state]),
    ).toEqual([
      [g1.skuId, '60000.00', '52500.00', 20, 1],
      [g2.skuId, '20000.00', '17500.00', 20, 1],
    ]);
    expect((await t.call(bundlingDetailEndpoint, { bl_id: 999_999 })).body.error_code).toBe('BUNDLING_NOT_FOUND');
  });

  it('lists: the packages on sale of any SKU of the goods, not off or incomplete ones', async () => {
    const on = await addPackage(t.db.db, { siteId: shop, skuIds: [g2.skuId, g3.skuId], price: 20_000_00 });
    const off = await addPackage(t.db.db, { siteId: shop, skuIds: [g2.skuId, g3.skuId], price: 20_000_00, status: 0 });
    const hidden = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 5 });
    const incomplete = await addPackage(t.db.db, { siteId: shop, skuIds: [g3.skuId, hidden.skuId], price: 5_000_00 });
    await t.db.db.updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', hidden.goodsId).execute();
    const ids = (await t.call(bundlingListsEndpoint, { sku_id: g3.skuId })).body.data.map((p) => p.bl_id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect(ids).not.toContain(incomplete);
    expect((await t.call(bundlingListsEndpoint, { sku_id: 999_999 })).body.data).toEqual([]);
  });

  it('checkout: the package price × num, the saving as promotion, free delivery when the shop pays it', async () => {
    const free = await addPackage(t.db.db, {
      siteId: shop,
      skuIds: [g1.skuId, g2.skuId],
      price: 70_000_00,
      shipping: 1,
    });
    const r = await b.call(bundlingOrderPaymentEndpoint, { bl_id: free, num: 2 });
    expect(r.body.code).toBe(0);
    const s = r.body.data.shop_goods_list[shop]!;
    expect(s.goods_list.map((l) => [l.sku_id, l.num, l.price])).toEqual([
      [g1.skuId, 2, '60000.00'],
      [g2.skuId, 2, '20000.00'],
    ]);
    expect(s).toMatchObject({ goods_money: '160000.00', promotion_money: '20000.00', delivery_money: '0.00' });
    expect(r.body.data.pay_money).toBe('140000.00');
    // The buyer pays the delivery of a package whose shop does not.
    const paid = await addPackage(t.db.db, {
      siteId: shop,
      skuIds: [g1.skuId, g2.skuId],
      price: 70_000_00,
      shipping: 2,
    });
    const c = await b.call(bundlingOrderCalculateEndpoint, { bl_id: paid, num: 1 });
    expect(c.body.data).toMatchObject({
      promotion_money: '10000.00',
      delivery_money: '3000.00',
      pay_money: '73000.00',
    });
  });

  it('create: one order of the package’s goods, each with its share paid; closing returns every goods’ stock', async () => {
    const id = await addPackage(t.db.db, { siteId: shop, skuIds: [g1.skuId, g2.skuId], price: 70_000_00, shipping: 1 });
    const before = [await stockOf(t.db.db, g1.skuId), await stockOf(t.db.db, g2.skuId)];
    const r = await b.call(bundlingOrderCreateEndpoint, { bl_id: id, num: 2 });
    expect(r.body.code).toBe(0);
    const order = await orderOf(r.body.data);
    expect(order).toMatchObject({
      promotion_type: 'bundling',
      goods_money: 160_000_00,
      promotion_money: 20_000_00,
      order_money: 140_000_00,
    });
    const goods = await t.db.db
      .selectFrom('order_goods')
      .select(['sku_id', 'price', 'num', 'goods_money', 'real_goods_money'])
      .where('order_id', '=', order.order_id)
      .orderBy('order_goods_id')
      .execute();
    expect(goods).toEqual([
      { sku_id: g1.skuId, price: 60_000_00, num: 2, goods_money: 120_000_00, real_goods_money: 105_000_00 },
      { sku_id: g2.skuId, price: 20_000_00, num: 2, goods_money: 40_000_00, real_goods_money: 35_000_00 },
    ]);
    expect(await stockOf(t.db.db, g1.skuId)).toEqual({
      stock: before[0]!.stock - 2,
      sale_num: before[0]!.sale_num + 2,
    });
    expect(await stockOf(t.db.db, g2.skuId)).toEqual({
      stock: before[1]!.stock - 2,
      sale_num: before[1]!.sale_num + 2,
    });
    const recorded = await t.db.db
      .selectFrom('bundling_order')
      .selectAll()
      .where('out_trade_no', '=', r.body.data)
      .execute();
    expect(recorded).toMatchObject([{ bl_id: id, member_id: b.id, num: 2 }]);
    expect((await b.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).toBe(0);
    expect(await stockOf(t.db.db, g1.skuId)).toEqual(before[0]);
    expect(await stockOf(t.db.db, g2.skuId)).toEqual(before[1]);
  });

  it('refuses an off package, a goods off sale, a quantity of 0 and more packages than a goods’ stock', async () => {
    const off = await addPackage(t.db.db, { siteId: shop, skuIds: [g1.skuId, g2.skuId], price: 70_000_00, status: 0 });
    expect((await b.call(bundlingOrderPaymentEndpoint, { bl_id: off, num: 1 })).body.error_code).toBe('BUNDLING_OFF');
    const gone = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 5 });
    const broken = await addPackage(t.db.db, { siteId: shop, skuIds: [g1.skuId, gone.skuId], price: 60_000_00 });
    await t.db.db.updateTable('goods').set({ verify_state: 0 }).where('goods_id', '=', gone.goodsId).execute();
    expect((await b.call(bundlingOrderCreateEndpoint, { bl_id: broken, num: 1 })).body.error_code).toBe(
      'BUNDLING_GOODS_OFF',
    );
    const short = await addPackage(t.db.db, { siteId: shop, skuIds: [g2.skuId, g3.skuId], price: 20_000_00 });
    expect((await b.call(bundlingOrderCreateEndpoint, { bl_id: short, num: 0 })).body.code).not.toBe(0);
    const tooMany = await b.call(bundlingOrderCreateEndpoint, { bl_id: short, num: 3 });
    expect(tooMany.body.error_code).toBe('OUT_OF_STOCK');
    expect((await b.call(bundlingOrderCreateEndpoint, {})).body.error_code).toBe('ORDER_CREATE_DATA_MISSING');
    expect((await stockOf(t.db.db, g3.skuId)).stock).toBe(2);
  });
});

describe('addon', () => {
  it('addonisexit reports bundling 1 when installed', async () => {
    expect((await t.call(addonsEndpoint)).body.data.bundling).toBe(1);
  });

  it('without the addon every bundling call answers “plugin not installed” and addonisexit 0', async () => {
    const off = await createTestApp({ ADDONS: 'coupon' });
    try {
      expect((await off.post('/bundling/api/bundling/detail', { bl_id: 1 })).body.error_code).toBe(
        'BUNDLING_PLUGIN_NOT_INSTALLED',
      );
      const create = await off.post('/bundling/api/ordercreate/create', { bl_id: 1, num: 1 });
      expect(create.body.error_code).toBe('BUNDLING_PLUGIN_NOT_INSTALLED');
      expect((await off.call(addonsEndpoint)).body.data.bundling).toBe(0);
    } finally {
      await off.close();
    }
  });
});
