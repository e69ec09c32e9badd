import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  platformShopCommissionEndpoint,
  platformShopDetailEndpoint,
  platformShopFreezeEndpoint,
  platformShopListEndpoint,
  platformShopUnfreezeEndpoint,
  sellerShopInfoEndpoint,
  sellerShopStatusEndpoint,
  shopInfoEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import {
  afterSaleWorld,
  buyer,
  paidOrder,
  receive,
  ship,
  type AfterSaleWorld,
  type Buyer,
} from '../../aftersale/aftersale-test-kit';
import { runReceiptTimers } from '../../trade/order/receipt.service';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform runs its shops (issue 31, ADR 103): list, detail, freeze and unfreeze, commission. */
let w: AfterSaleWorld;
let now = Date.now();
const DAY = 86_400_000;
let shopper: Buyer;
let ownerA: Staff;
let service: Staff;
let operations: Staff;

beforeAll(async () => {
  w = await afterSaleWorld('platform-shops', () => now);
  shopper = await buyer(w.t, 'shop-freeze-buyer');
  ownerA = await staff(w.t, w.s.shopA, 'owner', 'owner-a-freeze');
  service = await staff(w.t, 0, 'service', 'plat-service-shops');
  operations = await staff(w.t, 0, 'operations', 'plat-ops-shops');
});
afterAll(() => w.t.close());

const db = () => w.t.db.db;
const logOf = (action: string) =>
  db()
    .selectFrom('action_log')
    .select(['staff_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .execute();
const ledger = (orderId: number) =>
  db()
    .selectFrom('shop_settlement_log')
    .select(['type', 'amount'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
/**
 * Ships, receives and completes the order: the receipt timers run eight days on, then the clock
 * comes back, so the sessions of the test's accounts stay alive.
 */
async function complete(o: Awaited<ReturnType<typeof paidOrder>>) {
  await ship(w, o.orderId, o.goodsIds);
  await receive(shopper, o.orderId);
  now += 8 * DAY;
  await runReceiptTimers(w.t.ctx(), { takeDeliveryDays: 14, completeDays: 7 });
  now -= 8 * DAY;
}

describe('the shop list and detail', () => {
  it('filters by state and own shops, and searches by name', async () => {
    const all = ok(await w.platform.call(platformShopListEndpoint, { keyword: 'desk shop' }));
    expect(all.list.map((s) => s.site_id).sort()).toEqual([w.s.shopA, w.s.shopB].sort());
    const closed = ok(await w.platform.call(platformShopListEndpoint, { state: 'closed' }));
    expect(closed.list.every((s) => s.shop_status === 0)).toBe(true);
    expect(closed.list.some((s) => s.site_id === w.s.shopA)).toBe(false);
    const own = ok(await w.platform.call(platformShopListEndpoint, { is_own: 1, keyword: 'desk' }));
    expect(own.list).toEqual([]);
  });

  it('shows a shop’s owner, staff, goods, orders, settlement and rates; an unknown shop is not found', async () => {
    const d = ok(await w.platform.call(platformShopDetailEndpoint, { site_id: w.s.shopA }));
    expect(d).toMatchObject({
      site_id: w.s.shopA,
      site_name: 'Desk Shop A',
      owner_name: 'owner-a-freeze nick',
      shop_status: 1,
      freeze_reason: '',
      settlement: { income: '0.00', balance: '0.00' },
      commission: { own: null, category: null, platform: 500, effective: 500 },
    });
    expect(d.staff_count).toBeGreaterThanOrEqual(2);
    expect(d.goods_on_sale).toBeGreaterThanOrEqual(2);
    const gone = await w.platform.call(platformShopDetailEndpoint, { site_id: 999_999 });
    expect(gone.body.error_code).toBe('SHOP_NOT_FOUND');
  });
});

describe('freezing a shop', () => {
  it('takes its goods off the storefront at once, lets its open orders go on, and tells the owner why', async () => {
    const before = await paidOrder(w, shopper, [w.s.a1.skuId]);
    const sku = { sku_id: w.s.a1.skuId };
    expect(ok(await w.t.call(goodsDetailEndpoint, sku)).goods_sku_detail.goods_id).toBe(w.s.a1.goodsId);
    const listed = async () =>
      ok(await w.t.call(goodsPageEndpoint, { site_id: w.s.shopA, page_size: 50 })).list.map((g) => g.goods_id);
    expect(await listed()).toContain(w.s.a1.goodsId);

    const reason = 'Fake goods reported <script>alert(1)</script>';
    const froze = await operations.call(platformShopFreezeEndpoint, { site_id: w.s.shopA, reason });
    expect(froze.body.message).toBe('Shop frozen; its goods have left the storefront');
    expect(await listed()).toEqual([]);
    expect((await w.t.call(goodsDetailEndpoint, sku)).body.error_code).toBe('GOODS_NOT_FOUND');
    expect((await w.t.call(shopInfoEndpoint, { site_id: w.s.shopA })).body.error_code).toBe('SHOP_NOT_FOUND');
    expect(ok(await w.platform.call(platformShopListEndpoint, { state: 'frozen' })).list.map((s) => s.site_id)).toEqual(
      [w.s.shopA],
    );

    // The owner reads why, and can neither open nor close the shop.
    expect(ok(await ownerA.call(sellerShopInfoEndpoint, {}))).toMatchObject({ shop_status: -1, freeze_reason: reason });
    for (const shop_status of [0, 1]) {
      const res = await ownerA.call(sellerShopStatusEndpoint, { shop_status });
      expect(res.body.error_code).toBe('SHOP_FROZEN');
      expect(res.body.message).toBe(`The platform has frozen this shop: ${reason}`);
    }
    // A new order is refused; the one placed before ships, is received and completes.
    await expect(paidOrder(w, shopper, [w.s.a2.skuId])).rejects.toThrow();
    await complete(before);
    expect((await ledger(before.orderId)).map((r) => r.type)).toContain('order_income');

    // Freezing again changes nothing; the log holds the one freeze with its before and after.
    const again = await w.platform.call(platformShopFreezeEndpoint, { site_id: w.s.shopA, reason: 'again' });
    expect(again.body.error_code).toBe('SHOP_FROZEN');
    const [log] = await logOf('shop.freeze');
    expect(log).toMatchObject({ staff_id: operations.id, target: String(w.s.shopA) });
    expect(JSON.parse(log!.before)).toEqual({ shop_status: 1 });
    expect(JSON.parse(log!.after)).toEqual({ shop_status: -1, freeze_reason: reason });

    // Unfreezing gives back the state before the freeze (open): the goods return.
    ok(await w.platform.call(platformShopUnfreezeEndpoint, { site_id: w.s.shopA }));
    expect(await listed()).toContain(w.s.a1.goodsId);
    expect(ok(await ownerA.call(sellerShopInfoEndpoint, {}))).toMatchObject({ shop_status: 1, freeze_reason: '' });
    const twice = await w.platform.call(platformShopUnfreezeEndpoint, { site_id: w.s.shopA });
    expect(twice.body.error_code).toBe('SHOP_NOT_FROZEN');
    expect(JSON.parse((await logOf('shop.unfreeze'))[0]!.after)).toEqual({ shop_status: 1 });
  });

  it('a shop closed by its owner comes back closed', async () => {
    await db().updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', w.s.shopB).execute();
    ok(await w.platform.call(platformShopFreezeEndpoint, { site_id: w.s.shopB, reason: 'Unpaid fees' }));
    ok(await w.platform.call(platformShopUnfreezeEndpoint, { site_id: w.s.shopB }));
    const row = await db().selectFrom('shop').select('shop_status').where('site_id', '=', w.s.shopB).executeTakeFirst();
    expect(row?.shop_status).toBe(0);
    await db().updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', w.s.shopB).execute();
  });

  it('refuses a missing reason, an unknown shop, and a role without shops.review, changing nothing', async () => {
    const empty = await w.platform.call(platformShopFreezeEndpoint, { site_id: w.s.shopB, reason: '  ' });
    expect(empty.body.message).toBe('Please give the reason the shop owner will read');
    const long = await w.platform.call(platformShopFreezeEndpoint, { site_id: w.s.shopB, reason: 'x'.repeat(201) });
    expect(long.body.code).not.toBe(0);
    const unknown = await w.platform.call(platformShopFreezeEndpoint, { site_id: 999_999, reason: 'x' });
    expect(unknown.body.error_code).toBe('SHOP_NOT_FOUND');
    const refused = await service.call(platformShopFreezeEndpoint, { site_id: w.s.shopB, reason: 'x' });
    expect(refused.body.error_code).toBe('SELLER_FORBIDDEN');
    const byOwner = await ownerA.call(platformShopFreezeEndpoint, { site_id: w.s.shopB, reason: 'x' });
    expect(byOwner.body.code).not.toBe(0);
    const row = await db().selectFrom('shop').select('shop_status').where('site_id', '=', w.s.shopB).executeTakeFirst();
    expect(row?.shop_status).toBe(1);
  });
});

describe('the commission rate per shop', () => {
  it('applies from the next order on; booked rows and orders placed before keep their rate', async () => {
    const placedBefore = await paidOrder(w, shopper, [w.s.a2.skuId]);
    const set = await w.platform.call(platformShopCommissionEndpoint, { site_id: w.s.shopA, commission_rate: 1000 });
    expect(set.body.message).toBe('Commission rate saved; it applies from the next order on');
    expect(ok(set)).toEqual({ own: 1000, category: null, platform: 500, effective: 1000 });
    const placedAfter = await paidOrder(w, shopper, [w.s.a2.skuId]);
    await complete(placedBefore);
    await complete(placedAfter);
    const commission = async (orderId: number, rate: number) => {
      const o = await db()
        .selectFrom('orders')
        .select('order_money')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return { type: 'commission', amount: -Math.floor((o!.order_money * rate) / 10_000) };
    };
    expect(await ledger(placedBefore.orderId)).toContainEqual(await commission(placedBefore.orderId, 500));
    expect(await ledger(placedAfter.orderId)).toContainEqual(await commission(placedAfter.orderId, 1000));
    // Setting another rate rewrites no booked row.
    const booked = await ledger(placedAfter.orderId);
    ok(await w.platform.call(platformShopCommissionEndpoint, { site_id: w.s.shopA, commission_rate: 200 }));
    expect(await ledger(placedAfter.orderId)).toEqual(booked);
    const [log] = await logOf('shop.commission');
    expect(JSON.parse(log!.before)).toEqual({ commission_rate: null });
    expect(JSON.parse(log!.after)).toEqual({ commission_rate: 1000 });
  });

  it('a rate of 0 is kept on the order; without its own rate the shop’s category rate, then the platform’s, applies', async () => {
    ok(await w.platform.call(platformShopCommissionEndpoint, { site_id: w.s.shopA, commission_rate: 0 }));
    const free = await paidOrder(w, shopper, [w.s.a2.skuId]);
    const row = await db()
      .selectFrom('orders')
      .select('commission_rate')
      .where('order_id', '=', free.orderId)
      .executeTakeFirst();
    expect(row?.commission_rate).toBe(0);

    // The shop's main business category (its approved application's) sets 7%.
    const cat = await db()
      .selectFrom('goods_category')
      .select('category_id')
      .where('pid', '=', 0)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('goods_category')
      .set({ commission_rate: 700 })
      .where('category_id', '=', cat.category_id)
      .execute();
    await db()
      .insertInto('shop_apply')
      .values({
        member_id: shopper.id,
        apply_state: 'approved',
        shop_name: 'Desk Shop A',
        category_id: cat.category_id,
        site_id: w.s.shopA,
      })
      .execute();
    const removed = ok(
      await w.platform.call(platformShopCommissionEndpoint, { site_id: w.s.shopA, commission_rate: null }),
    );
    expect(removed).toEqual({ own: null, category: 700, platform: 500, effective: 700 });
    await db()
      .updateTable('goods_category')
      .set({ commission_rate: -1 })
      .where('category_id', '=', cat.category_id)
      .execute();
    expect(ok(await w.platform.call(platformShopDetailEndpoint, { site_id: w.s.shopA })).commission.effective).toBe(
      500,
    );
  });

  it('refuses bad numbers, an unknown shop and roles without shops.review', async () => {
    for (const commission_rate of [-1, 10_001, 'abc', 5.5]) {
      const res = await w.platform.call(platformShopCommissionEndpoint, {
        site_id: w.s.shopB,
        commission_rate,
      } as never);
      expect(res.body.code).not.toBe(0);
    }
    const unknown = await w.platform.call(platformShopCommissionEndpoint, { site_id: 999_999, commission_rate: 100 });
    expect(unknown.body.error_code).toBe('SHOP_NOT_FOUND');
    const refused = await service.call(platformShopCommissionEndpoint, { site_id: w.s.shopB, commission_rate: 100 });
    expect(refused.body.error_code).toBe('SELLER_FORBIDDEN');
    expect(
      await db().selectFrom('shop_settlement_rate').selectAll().where('site_id', '=', w.s.shopB).execute(),
    ).toEqual([]);
  });
});
