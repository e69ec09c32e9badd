import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sellerSeckillAddEndpoint,
  sellerSeckillCloseEndpoint,
  sellerSeckillListEndpoint,
  sellerSeckillSlotsEndpoint,
  seckillDetailEndpoint,
  seckillGoodsPageEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addShop } from '../../trade/checkout/order-test-kit';
import { addSlot } from './seckill-test-kit';

/** The shop console's seckill sign-ups, and QUALITY §4 for them: another shop's goods and seckills, roles, bad input. */
let t: TestApp;
let owner: Staff;
let clerkB: Staff;
let verifier: Staff;
let slot: number;
let a: { goodsId: number; skuId: number };
let b: { goodsId: number; skuId: number };

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  const shopA = await addShop(t.db.db, 'Sign-up Shop A', { express_enabled: 1 });
  const shopB = await addShop(t.db.db, 'Sign-up Shop B', { express_enabled: 1 });
  a = await addGoods(t.db.db, shopA, { price: 10_000_00, stock: 30 });
  b = await addGoods(t.db.db, shopB, { price: 10_000_00, stock: 30 });
  slot = await addSlot(t.db.db, 'All day', 0, 24);
  owner = await staff(t, shopA, 'owner', 'ownerA');
  clerkB = await staff(t, shopB, 'clerk', 'clerkB');
  verifier = await staff(t, shopA, 'verifier', 'verifierA');
});
afterAll(() => t.close());

describe('seckill sign-ups in the shop console', () => {
  it('signs a SKU up; it sells in the slot at once and is listed; closing stops it', async () => {
    expect((await owner.call(sellerSeckillSlotsEndpoint, {})).body.data.map((s) => s.id)).toContain(slot);
    const added = await owner.call(sellerSeckillAddEndpoint, {
      sku_id: a.skuId,
      seckill_price: '6500',
      stock: 10,
      max_buy: 2,
      seckill_time_ids: String(slot),
    });
    expect(added.body.code).toBe(0);
    const id = added.body.data.id;
    const card = (await t.call(seckillGoodsPageEndpoint, { seckill_id: slot })).body.data.list.find((g) => g.id === id);
    expect(card).toMatchObject({ seckill_price: '6500.00', stock: 10, max_buy: 2, status: 1 });
    const mine = (await owner.call(sellerSeckillListEndpoint, { page: 1, page_size: 10 })).body.data;
    expect(mine.list.map((k) => k.id)).toContain(id);
    expect((await clerkB.call(sellerSeckillListEndpoint, { page: 1, page_size: 10 })).body.data.list).toEqual([]);
    // Another shop's staff cannot close it; its own can.
    expect((await clerkB.call(sellerSeckillCloseEndpoint, { id })).body.error_code).toBe('SECKILL_NOT_FOUND');
    expect((await owner.call(sellerSeckillCloseEndpoint, { id })).body.code).toBe(0);
    expect((await t.call(seckillDetailEndpoint, { seckill_id: id })).body.error_code).toBe('SECKILL_NOT_FOUND');
  });

  it('refuses another shop’s SKU, a price not below the SKU’s, more than its stock, unknown slots and roles without the right', async () => {
    const count = async () => (await t.db.db.selectFrom('seckill').select('id').execute()).length;
    const before = await count();
    const base = { sku_id: a.skuId, seckill_price: '5000', stock: 5, seckill_time_ids: [slot] };
    const refuse = async (who: Staff, body: object) => (await who.call(sellerSeckillAddEndpoint, body as never)).body;
    expect((await refuse(owner, { ...base, sku_id: b.skuId })).error_code).toBe('GOODS_NOT_FOUND');
    expect((await refuse(owner, { ...base, seckill_price: '10000' })).error_code).toBe('SECKILL_PRICE_INVALID');
    expect((await refuse(owner, { ...base, seckill_price: '0' })).error_code).toBe('SECKILL_PRICE_INVALID');
    expect((await refuse(owner, { ...base, stock: 31 })).error_code).toBe('SECKILL_STOCK_INVALID');
    expect((await refuse(owner, { ...base, stock: 0 })).code).not.toBe(0);
    expect((await refuse(owner, { ...base, seckill_time_ids: [999_999] })).error_code).toBe('SECKILL_SLOT_REQUIRED');
    expect((await refuse(owner, { ...base, seckill_time_ids: [] })).code).not.toBe(0);
    expect((await refuse(verifier, base)).error_code).toBe('SELLER_FORBIDDEN');
    expect((await t.call(sellerSeckillAddEndpoint, base)).body.code).not.toBe(0);
    expect(await count()).toBe(before);
  });
});
