import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupbuy } from './modules/promotion/groupbuy/groupbuy-test-kit';
import { addSeckill, addSlot, YANGON_TEN } from './modules/promotion/seckill/seckill-test-kit';
import { addGoods, pickupShopApp } from './modules/trade/checkout/order-test-kit';
import { testClock } from './test/clock';
import { CLIENT, clientPost } from './test/family-client';
import type { TestApp } from './test/test-app';

/**
 * Issue 32 §6 and §7 (seckill and group-buy details), called the way an existing client of this
 * API family calls Zay: from its own origin (listed in CORS_ORIGINS), no cookie. The market clock
 * stands at 10:00 in Yangon.
 */
const clock = testClock(YANGON_TEN);
const now = Math.floor(YANGON_TEN / 1000);
let t: TestApp;
let shop: number;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Family promotions', { CORS_ORIGINS: CLIENT }, { clock }));
});
afterAll(() => t.close());

const call = (url: string, body: object = {}) => clientPost(t, url, body);

describe('seckill (§6)', () => {
  it('seckill/lists items carry seckill_id, which seckillgoods/page takes; the detail gives seconds of the day', async () => {
    const morning = await addSlot(t.db.db, '08:00', 8, 12);
    const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 50 });
    const id = await addSeckill(t.db.db, {
      siteId: shop,
      ...g,
      slots: [morning],
      price: 6_000_00,
      stock: 10,
      start_time: now - 86_400,
      end_time: now + 86_400,
    });

    // The home page's block: the running slot of seckill/lists, then its goods by `seckill_id`.
    const lists = await call('/seckill/api/seckill/lists', {});
    expect(lists.code).toBe(0);
    const slot = lists.data.list.find((s: { id: number }) => s.id === morning);
    expect(slot).toMatchObject({ seckill_id: morning, seckill_start_time: 8 * 3600, seckill_end_time: 12 * 3600 });
    const page = await call('/seckill/api/seckillgoods/page', { seckill_id: slot.seckill_id, page: 1, page_size: 5 });
    expect(page).toMatchObject({ code: 0 });
    expect(page.data.list.map((x: { id: number }) => x.id)).toContain(id);

    // The detail page compares the slot with the time of day, as seckill/lists sends it.
    const detail = await call('/seckill/api/seckillgoods/detail', { seckill_id: id });
    expect(detail.code).toBe(0);
    const sku = detail.data.goods_sku_detail;
    expect(sku).toMatchObject({ seckill_start_time: 8 * 3600, seckill_end_time: 12 * 3600 });
    const secondOfDay = 10 * 3600;
    expect(sku.seckill_start_time <= secondOfDay && secondOfDay < sku.seckill_end_time).toBe(true);
    // Zay's own pages count down to the slot's end as a Unix time, under names that do not clash.
    expect(sku.slot_end_time - now).toBe(2 * 3600);
    expect(sku.slot_start_time).toBe(now - 2 * 3600);
  });
});

describe('group buy (§7)', () => {
  it('goods/detail carries goods_state, verify_state and is_virtual in goods_sku_detail', async () => {
    const g = await addGoods(t.db.db, shop, { price: 9_000_00, stock: 40 });
    const id = await addGroupbuy(t.db.db, {
      siteId: shop,
      ...g,
      price: 8_000_00,
      stock: 20,
      start_time: now - 86_400,
      end_time: now + 86_400,
    });
    const detail = await call('/groupbuy/api/goods/detail', { groupbuy_id: id });
    expect(detail.code).toBe(0);
    expect(detail.data.goods_sku_detail).toMatchObject({
      groupbuy_id: id,
      goods_state: 1,
      verify_state: 1,
      is_virtual: 0,
    });
    await t.db.db.updateTable('goods').set({ is_virtual: 1 }).where('goods_id', '=', g.goodsId).execute();
    const virtual = await call('/groupbuy/api/goods/detail', { groupbuy_id: id });
    expect(virtual.data.goods_sku_detail.is_virtual).toBe(1);
  });
});
