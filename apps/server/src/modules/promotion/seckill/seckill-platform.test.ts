import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformSlotListEndpoint,
  platformSlotSaveEndpoint,
  platformSlotStatusEndpoint,
  seckillOrderCreateEndpoint,
  seckillSlotsEndpoint,
  sellerSeckillSlotsEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { testClock } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addPickupShop, buyer } from '../../trade/checkout/order-test-kit';
import { addSeckill, YANGON_TEN } from './seckill-test-kit';

// The platform console's seckill time slots (ADR 072): create, edit, switch off and on.

const clock = testClock(YANGON_TEN);
let t: TestApp;
let platform: Staff;
let shop: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await seedFixtures(t.db);
  platform = await staff(t, 0, 'operations', 'slot-platform');
  shop = await addPickupShop(t.db.db, 'Slot');
});
afterAll(() => t.close());

it('creates and edits slots; switching one off takes it and its seckills off the storefront', async () => {
  const { id } = ok(
    await platform.call(platformSlotSaveEndpoint, {
      name: '08:00',
      seckill_start_time: 8 * 3600,
      seckill_end_time: 11 * 3600,
    }),
  );
  ok(
    await platform.call(platformSlotSaveEndpoint, {
      id,
      name: '08:00',
      seckill_start_time: 8 * 3600,
      seckill_end_time: 12 * 3600,
    }),
  );
  const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 20 });
  const day = Math.floor(YANGON_TEN / 1000);
  const seckill = await addSeckill(t.db.db, {
    siteId: shop,
    ...g,
    slots: [id],
    price: 6_000_00,
    stock: 5,
    start_time: day - 86_400,
    end_time: day + 86_400,
  });
  expect(ok(await platform.call(platformSlotListEndpoint, {})).find((s) => s.id === id)).toMatchObject({
    seckill_end_time: 12 * 3600,
    seckill_end_time_show: '12:00:00',
    status: 1,
    seckill_count: 1,
  });
  // 10:00 in Yangon: the slot runs.
  expect(ok(await t.call(seckillSlotsEndpoint, {})).list.map((s) => [s.id, s.status])).toEqual([[id, 1]]);

  ok(await platform.call(platformSlotStatusEndpoint, { id, status: 0 }));
  expect(ok(await t.call(seckillSlotsEndpoint, {})).list).toEqual([]);
  const shopOwner = await staff(t, shop, 'owner', 'slot-owner');
  expect(ok(await shopOwner.call(sellerSeckillSlotsEndpoint, {})).map((s) => s.id)).not.toContain(id);
  const b = await buyer(t, 'slotbuyer', false);
  const order = await b.call(seckillOrderCreateEndpoint, {
    seckill_id: seckill,
    num: 1,
    delivery: { [shop]: { delivery_type: 'store' } },
  });
  expect(order.body.error_code).toBe('SECKILL_NOT_OPEN');

  ok(await platform.call(platformSlotStatusEndpoint, { id, status: 1 }));
  expect(ok(await t.call(seckillSlotsEndpoint, {})).list.map((s) => s.id)).toEqual([id]);
});

it('checks the form and refuses unknown slots', async () => {
  const save = async (body: object) => (await platform.call(platformSlotSaveEndpoint, body as never)).body;
  expect((await save({ name: ' ', seckill_start_time: 0, seckill_end_time: 3600 })).message).toBe(
    'Enter the slot name (at most 20 characters)',
  );
  expect((await save({ name: 'x', seckill_start_time: 7200, seckill_end_time: 3600 })).message).toBe(
    'The slot must end after it starts, within the day',
  );
  expect((await save({ name: 'x', seckill_start_time: 0, seckill_end_time: 90_000 })).error_code).toBe(
    'PARAMETER_ERROR',
  );
  expect((await save({ id: 999_999, name: 'x', seckill_start_time: 0, seckill_end_time: 60 })).error_code).toBe(
    'SECKILL_SLOT_NOT_FOUND',
  );
  expect((await platform.call(platformSlotStatusEndpoint, { id: 999_999, status: 0 })).body.error_code).toBe(
    'SECKILL_SLOT_NOT_FOUND',
  );
});

it('refuses a shop’s staff and a member on every slot call, and nothing changes', async () => {
  const { id } = ok(
    await platform.call(platformSlotSaveEndpoint, { name: 'keep', seckill_start_time: 0, seckill_end_time: 60 }),
  );
  const owner = await staff(t, shop, 'owner', 'slot-owner2');
  const member = await buyer(t, 'slotmember', false);
  for (const [call, code] of [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [member.call, 'TOKEN_ERROR'],
  ] as const) {
    expect((await call(platformSlotListEndpoint, {})).body.error_code).toBe(code);
    expect(
      (await call(platformSlotSaveEndpoint, { id, name: 'stolen', seckill_start_time: 0, seckill_end_time: 60 })).body
        .error_code,
    ).toBe(code);
    expect((await call(platformSlotStatusEndpoint, { id, status: 0 })).body.error_code).toBe(code);
  }
  expect(ok(await platform.call(platformSlotListEndpoint, {})).find((s) => s.id === id)).toMatchObject({
    name: 'keep',
    status: 1,
  });
});
