import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  groupbuyDetailEndpoint,
  groupbuyInfoEndpoint,
  groupbuyOfSkuEndpoint,
  groupbuyOrderCalculateEndpoint,
  groupbuyOrderCreateEndpoint,
  groupbuyOrderPaymentEndpoint,
  groupbuyPageEndpoint,
  orderCloseEndpoint,
  refundApplyEndpoint,
  sellerGroupbuyAddEndpoint,
  sellerGroupbuyEditEndpoint,
  sellerGroupbuyEndEndpoint,
  sellerGroupbuyListEndpoint,
  shopRefundAgreeEndpoint,
} from '@zay/contract';
import { testClock } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import {
  addGoods,
  addShop,
  buyer,
  type Buyer,
  orderRow,
  pickupAt,
  pickupShopApp,
  stockOf,
} from '../../trade/checkout/order-test-kit';
import { addGroupbuy, groupbuyStock, payFromBalance } from './groupbuy-test-kit';

/** Group buy (API-SHAPES-MORE §5.3, ADR 070): the storefront calls, the order kind and the shop console. */
const clock = testClock();
const DAY = 86_400;
let t: TestApp;
let shop: number;
let otherShop: number;
let a: Buyer;
let owner: Staff;
let clerk: Staff;
let otherOwner: Staff;
const now = () => Math.floor(clock() / 1000);

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Group', {}, { clock }));
  otherShop = await addShop(t.db.db, 'Other Group Shop', { express_enabled: 1 });
  a = await buyer(t, 'groupA', false);
  owner = await staff(t, shop, 'owner', 'gbOwner');
  clerk = await staff(t, shop, 'clerk', 'gbClerk');
  otherOwner = await staff(t, otherShop, 'owner', 'gbOther');
});
afterAll(() => t.close());

async function groupbuy(opts: { stock?: number; buyNum?: number; start?: number; end?: number } = {}) {
  const g = await addGoods(t.db.db, shop, { price: 9_000_00, stock: 40 });
  const id = await addGroupbuy(t.db.db, {
    siteId: shop,
    ...g,
    price: 6_000_00,
    stock: opts.stock ?? 20,
    buyNum: opts.buyNum ?? 3,
    ...(opts.start !== undefined ? { start_time: opts.start } : {}),
    ...(opts.end !== undefined ? { end_time: opts.end } : {}),
  });
  return { id, ...g };
}

const orderOf = (outTradeNo: string) => orderRow(t.db.db, outTradeNo);

describe('storefront calls', () => {
  it('goods/page lists running group buys with quota and stock left, ending soonest first', async () => {
    const soon = await groupbuy({ end: now() + DAY });
    const later = await groupbuy({ end: now() + 3 * DAY });
    const coming = await groupbuy({ start: now() + DAY });
    const ended = await groupbuy({ end: now() - 1 });
    const empty = await groupbuy({ stock: 0 });
    const byHand = await groupbuy();
    await t.db.db.updateTable('groupbuy').set({ status: -1 }).where('id', '=', byHand.id).execute();
    const page = (await t.call(groupbuyPageEndpoint, { page: 1, page_size: 0 })).body.data;
    const ids = page.list.map((g) => g.groupbuy_id);
    expect(ids).toContain(soon.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [coming, ended, empty, byHand]) expect(ids).not.toContain(hidden.id);
    expect(page.list.find((g) => g.groupbuy_id === soon.id)).toMatchObject({
      groupbuy_price: '6000.00',
      price: '9000.00',
      buy_num: 3,
      stock: 20,
      sell_num: 0,
      goods_stock: 40,
      status: 2,
      sku_id: soon.skuId,
    });
    const only = (await t.call(groupbuyPageEndpoint, { page: 1, page_size: 0, goods_id_arr: String(later.goodsId) }))
      .body.data;
    expect(only.list.map((g) => g.groupbuy_id)).toEqual([later.id]);
  });

  it('detail answers ended group buys with status 3; info checks the SKU; running serves the goods page', async () => {
    const g = await groupbuy({ end: now() + 3600 });
    const detail = (await t.call(groupbuyDetailEndpoint, { groupbuy_id: g.id })).body.data;
    expect(detail.goods_sku_detail).toMatchObject({ groupbuy_id: g.id, status: 2, buy_num: 3, time: now() });
    expect(detail.shop_info.site_id).toBe(shop);
    expect((await t.call(groupbuyInfoEndpoint, { groupbuy_id: g.id, sku_id: g.skuId })).body.data.sku_id).toBe(g.skuId);
    expect((await t.call(groupbuyInfoEndpoint, { groupbuy_id: g.id, sku_id: g.skuId + 999 })).body.error_code).toBe(
      'GROUPBUY_NOT_FOUND',
    );
    expect((await t.call(groupbuyOfSkuEndpoint, { sku_id: g.skuId })).body.data).toMatchObject({
      id: g.id,
      groupbuy_price: '6000.00',
      buy_num: 3,
      end_time: now() + 3600,
    });
    const ended = await groupbuy({ end: now() - 10 });
    expect((await t.call(groupbuyDetailEndpoint, { groupbuy_id: ended.id })).body.data.goods_sku_detail.status).toBe(3);
    expect((await t.call(groupbuyOfSkuEndpoint, { sku_id: ended.skuId })).body.data).toBeNull();
    expect((await t.call(groupbuyDetailEndpoint, { groupbuy_id: 987_654 })).body.error_code).toBe('GROUPBUY_NOT_FOUND');
  });
});

describe('the group-buy order', () => {
  it('below the minimum refused with the API’s text; at it bought at the group price, quota and stock taken', async () => {
    const g = await groupbuy();
    const below = await t.call(
      groupbuyOrderCreateEndpoint,
      { groupbuy_id: g.id, sku_id: g.skuId, num: 2, delivery: pickupAt(shop) },
      { token: a.token, lang: 'zh-cn' },
    );
    expect(below.body).toMatchObject({ error_code: 'GROUPBUY_MIN', message: '该商品限制购买不能少于3件!', data: null });
    expect((await a.call(groupbuyOrderPaymentEndpoint, { groupbuy_id: g.id, num: 1 })).body.error_code).toBe(
      'GROUPBUY_MIN',
    );
    const prepared = await a.call(groupbuyOrderPaymentEndpoint, { groupbuy_id: g.id, sku_id: g.skuId, num: 3 });
    expect(prepared.body.code).toBe(0);
    expect(prepared.body.data.goods_money).toBe('18000.00');
    const calc = await a.call(groupbuyOrderCalculateEndpoint, { groupbuy_id: g.id, num: 3, delivery: pickupAt(shop) });
    expect(calc.body.data.order_money).toBe('18000.00');
    const created = await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 3, delivery: pickupAt(shop) });
    expect(created.body.code).toBe(0);
    expect(await orderOf(created.body.data)).toMatchObject({ goods_money: 18_000_00, promotion_type: 'groupbuy' });
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 17, sell_num: 3 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 37, sale_num: 3 });
  });

  it('outside its window: “group-buying campaign is over” after the end, “not started” before the start', async () => {
    const g = await groupbuy({ end: now() + 60 });
    const body = { groupbuy_id: g.id, num: 3, delivery: pickupAt(shop) };
    expect((await a.call(groupbuyOrderPaymentEndpoint, body)).body.code).toBe(0);
    clock.advance(61);
    const over = await t.call(groupbuyOrderCreateEndpoint, body, { token: a.token, lang: 'zh-cn' });
    expect(over.body).toMatchObject({ error_code: 'GROUPBUY_ENDED', message: '团购活动已结束' });
    const coming = await groupbuy({ start: now() + 600 });
    expect(
      (await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: coming.id, num: 3, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('GROUPBUY_NOT_OPEN');
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 20, sell_num: 0 });
    expect(await groupbuyStock(t.db.db, coming.id)).toEqual({ stock: 20, sell_num: 0 });
  });

  it('more than the quota left is refused; closing the unpaid order gives quota and stock back', async () => {
    const g = await groupbuy({ stock: 5, buyNum: 2 });
    expect(
      (await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 6, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('GROUPBUY_STOCK_SHORT');
    const created = await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 5, delivery: pickupAt(shop) });
    expect(
      (await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 2, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('OUT_OF_STOCK');
    const { order_id } = await orderOf(created.body.data);
    expect((await a.call(orderCloseEndpoint, { order_id })).body.code).toBe(0);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 5, sell_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 40, sale_num: 0 });
  });

  it('a refunded paid order gives quota and stock back once', async () => {
    const g = await groupbuy({ stock: 10, buyNum: 2 });
    const created = await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 4, delivery: pickupAt(shop) });
    await payFromBalance(t, a.id, created.body.data);
    const { order_id } = await orderOf(created.body.data);
    const line = await t.db.db
      .selectFrom('order_goods')
      .select('order_goods_id')
      .where('order_id', '=', order_id)
      .executeTakeFirstOrThrow();
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 6, sell_num: 4 });
    const applied = await a.call(refundApplyEndpoint, {
      order_goods_id: line.order_goods_id,
      refund_type: 1,
      refund_reason: 'other',
      refund_remark: 'changed my mind',
    });
    expect(applied.body.code).toBe(0);
    expect((await clerk.call(shopRefundAgreeEndpoint, { order_goods_id: line.order_goods_id })).body.code).toBe(0);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 10, sell_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 40, sale_num: 0 });
    const recorded = await t.db.db.selectFrom('groupbuy_order').select('num').where('groupbuy_id', '=', g.id).execute();
    expect(recorded).toEqual([]);
  });
});

describe('the shop console', () => {
  it('creates, lists, edits and ends its group buys; what it sells follows', async () => {
    const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 30 });
    const terms = { groupbuy_price: '7500', buy_num: 2, quota: 12, start_time: now() - 60, end_time: now() + DAY };
    const added = await owner.call(sellerGroupbuyAddEndpoint, { sku_id: g.skuId, ...terms });
    expect(added.body.code).toBe(0);
    const id = added.body.data.groupbuy_id;
    expect((await t.call(groupbuyDetailEndpoint, { groupbuy_id: id })).body.data.goods_sku_detail).toMatchObject({
      groupbuy_price: '7500.00',
      buy_num: 2,
      stock: 12,
      status: 2,
    });
    await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: id, num: 2, delivery: pickupAt(shop) });
    // The quota counts what is taken: 12 → 8 leaves 6 to sell.
    expect(
      (await clerk.call(sellerGroupbuyEditEndpoint, { groupbuy_id: id, ...terms, groupbuy_price: '7000', quota: 8 }))
        .body.code,
    ).toBe(0);
    expect(await groupbuyStock(t.db.db, id)).toEqual({ stock: 6, sell_num: 2 });
    const mine = (await owner.call(sellerGroupbuyListEndpoint, { page: 1, page_size: 10 })).body.data.list;
    expect(mine.find((k) => k.groupbuy_id === id)).toMatchObject({ groupbuy_price: '7000.00', stock: 6, status: 2 });
    expect((await otherOwner.call(sellerGroupbuyListEndpoint, { page: 1, page_size: 10 })).body.data.list).toEqual([]);
    expect((await owner.call(sellerGroupbuyEndEndpoint, { groupbuy_id: id })).body.code).toBe(0);
    expect((await t.call(groupbuyDetailEndpoint, { groupbuy_id: id })).body.data.goods_sku_detail.status).toBe(3);
    expect(
      (await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: id, num: 2, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('GROUPBUY_ENDED');
    expect((await owner.call(sellerGroupbuyEditEndpoint, { groupbuy_id: id, ...terms })).body.error_code).toBe(
      'GROUPBUY_ENDED',
    );
  });

  it('validates the terms and changes nothing when refused', async () => {
    const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 30 });
    const count = async () => (await t.db.db.selectFrom('groupbuy').select('id').execute()).length;
    const before = await count();
    const base = {
      sku_id: g.skuId,
      groupbuy_price: '5000',
      buy_num: 2,
      quota: 10,
      start_time: now(),
      end_time: now() + DAY,
    };
    const refuse = async (body: object) => (await owner.call(sellerGroupbuyAddEndpoint, body as never)).body;
    expect((await refuse({ ...base, groupbuy_price: '10000' })).error_code).toBe('GROUPBUY_PRICE_INVALID');
    expect((await refuse({ ...base, groupbuy_price: '0' })).error_code).toBe('GROUPBUY_PRICE_INVALID');
    expect((await refuse({ ...base, quota: 31 })).error_code).toBe('GROUPBUY_QUOTA_INVALID');
    expect((await refuse({ ...base, quota: 1 })).error_code).toBe('GROUPBUY_QUOTA_INVALID');
    expect((await refuse({ ...base, buy_num: 0 })).code).not.toBe(0);
    expect((await refuse({ ...base, end_time: base.start_time })).error_code).toBe('GROUPBUY_TIME_INVALID');
    expect((await refuse({ ...base, start_time: now() - 2 * DAY, end_time: now() - DAY })).error_code).toBe(
      'GROUPBUY_TIME_INVALID',
    );
    expect((await refuse({ ...base, end_time: now() + 91 * DAY })).error_code).toBe('GROUPBUY_TIME_INVALID');
    expect((await refuse({ ...base, sku_id: 0 })).code).not.toBe(0);
    expect(await count()).toBe(before);
  });

  it('one group buy of a SKU at a time: overlapping terms are refused, after the end or once ended they are not', async () => {
    const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 30 });
    const terms = { sku_id: g.skuId, groupbuy_price: '6000', buy_num: 1, quota: 5 };
    const first = { ...terms, start_time: now() + DAY, end_time: now() + 3 * DAY };
    const id = (await owner.call(sellerGroupbuyAddEndpoint, first)).body.data.groupbuy_id;
    const add = async (start: number, end: number) =>
      (await clerk.call(sellerGroupbuyAddEndpoint, { ...terms, start_time: start, end_time: end })).body;
    // Overlapping on either side, or inside: refused in the request's language.
    expect((await add(now(), now() + 2 * DAY)).error_code).toBe('GROUPBUY_OVERLAP');
    expect((await add(now() + 2 * DAY, now() + 4 * DAY)).error_code).toBe('GROUPBUY_OVERLAP');
    const zh = await t.call(
      sellerGroupbuyAddEndpoint,
      { ...terms, start_time: now() + 2 * DAY, end_time: now() + 2 * DAY + 60 },
      { token: clerk.token, lang: 'zh-cn' },
    );
    expect(zh.body.message).toBe('该商品在此时间段内已有团购活动，请先结束它或选择其他时间');
    // Touching ends do not overlap; the second may then not be moved onto the first.
    const after = await add(now() + 3 * DAY, now() + 4 * DAY);
    expect(after.code).toBe(0);
    const moved = await owner.call(sellerGroupbuyEditEndpoint, {
      groupbuy_id: after.data.groupbuy_id,
      ...terms,
      start_time: now() + 2 * DAY,
      end_time: now() + 4 * DAY,
    });
    expect(moved.body.error_code).toBe('GROUPBUY_OVERLAP');
    // A group buy's own new terms never clash with itself; once ended, its time is free again.
    expect((await owner.call(sellerGroupbuyEditEndpoint, { groupbuy_id: id, ...first, quota: 6 })).body.code).toBe(0);
    expect((await owner.call(sellerGroupbuyEndEndpoint, { groupbuy_id: id })).body.code).toBe(0);
    expect((await add(now(), now() + 2 * DAY)).code).toBe(0);
  });
});

describe('addon', () => {
  it('addonisexit reports groupbuy 1 when installed', async () => {
    expect((await t.call(addonsEndpoint)).body.data.groupbuy).toBe(1);
  });

  it('without the addon every group-buy call answers “plugin not installed” and addonisexit 0', async () => {
    const off = await createTestApp({ ADDONS: 'coupon' });
    try {
      const r = await off.post('/groupbuy/api/goods/page', {});
      expect(r.body.error_code).toBe('GROUPBUY_PLUGIN_NOT_INSTALLED');
      const create = await off.post('/groupbuy/api/ordercreate/create', { groupbuy_id: 1, num: 1 });
      expect(create.body.error_code).toBe('GROUPBUY_PLUGIN_NOT_INSTALLED');
      expect((await off.call(addonsEndpoint)).body.data.groupbuy).toBe(0);
    } finally {
      await off.close();
    }
  });
});
