import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import { addressAddEndpoint, cartAddEndpoint, cartListEndpoint, type PayPayResult } from '@zay/contract';
import type { DbHandle } from '../../../db/database';
import type { CouponTable } from '../../promotion/coupon/coupon.table';
import type { ShopDeliveryTable } from '../delivery/delivery.table';
import { insertFlatTemplates } from '../delivery/delivery.repository';
import { hashPassword } from '../../../lib/password';
import type { Caller } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';

/** Helpers for order and payment tests: shops with delivery settings, goods, coupons, members. */

type Db = DbHandle['db'];
export const DAY = 86_400;
export const nowSec = () => Math.floor(Date.now() / 1000);
export const PAY_PASSWORD = '123456';

export async function addShop(db: Db, name: string, delivery?: Partial<Insertable<ShopDeliveryTable>>) {
  const { site_id } = await db
    .insertInto('shop')
    .values({ site_name: name, shop_status: 1 })
    .returning('site_id')
    .executeTakeFirstOrThrow();
  if (delivery)
    await db
      .insertInto('shop_delivery')
      .values({ site_id, ...delivery })
      .execute();
  // Express at a flat fee everywhere: the shop's default template (ADR 101).
  if (delivery?.express_enabled)
    await insertFlatTemplates(
      db,
      [{ site_id, first_fee: Number(delivery.express_fee ?? 0), free_money: Number(delivery.express_free_money ?? 0) }],
      0,
    );
  return site_id;
}

export async function addStore(db: Db, siteId: number, name: string) {
  const r = await db
    .insertInto('shop_store')
    .values({
      site_id: siteId,
      store_name: name,
      full_address: `${name} street`,
      telephone: '01 1',
      open_date: '09:00–18:00',
      status: 1,
    })
    .returning('store_id')
    .executeTakeFirstOrThrow();
  return r.store_id;
}

/** The stored order of a payment's `out_trade_no`. */
export const orderRow = (db: Db, outTradeNo: string) =>
  db.selectFrom('orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();

/** The order lines of a SKU (their order and quantity): one a sold order. */
export const orderLinesOf = (db: Db, skuId: number) =>
  db.selectFrom('order_goods').select(['order_id', 'num']).where('sku_id', '=', skuId).execute();

/** A promotion's state and times in the test kits: on, from a day before `now` (Unix seconds) for a week. */
export const onThisWeek = (now: number) => ({ status: 1, start_time: now - 86_400, end_time: now + 7 * 86_400 });

/** A shop `${name} Shop` with pickup only, at its store `${name} Store`: its buyers need no address. */
export async function addPickupShop(db: Db, name: string) {
  const siteId = await addShop(db, `${name} Shop`, { store_enabled: 1 });
  await addStore(db, siteId, `${name} Store`);
  return siteId;
}

/** The delivery choice of an order at one shop: picked up at its store. */
export const pickupAt = (siteId: number) => ({ [siteId]: { delivery_type: 'store' as const } });

/** A goods on sale with one SKU; price in minor units. */
export async function addGoods(
  db: Db,
  siteId: number,
  opts: { name?: string; price: number; stock: number; freeShipping?: number },
) {
  const name = opts.name ?? `Goods ${Math.random().toString(36).slice(2, 7)}`;
  const { goods_id } = await db
    .insertInto('goods')
    .values({
      goods_name: name,
      site_id: siteId,
      goods_state: 1,
      verify_state: 1,
      price: opts.price,
      is_free_shipping: opts.freeShipping ?? 0,
    })
    .returning('goods_id')
    .executeTakeFirstOrThrow();
  const { sku_id } = await db
    .insertInto('goods_sku')
    .values({
      goods_id,
      site_id: siteId,
      sku_name: name,
      price: opts.price,
      discount_price: opts.price,
      stock: opts.stock,
      sku_image: 'upload/g.png',
    })
    .returning('sku_id')
    .executeTakeFirstOrThrow();
  await db.updateTable('goods').set({ sku_id }).where('goods_id', '=', goods_id).execute();
  return { goodsId: goods_id, skuId: sku_id };
}

export async function giveCoupon(db: Db, memberId: number, c: Partial<Insertable<CouponTable>> & { site_id: number }) {
  const r = await db
    .insertInto('coupon')
    .values({
      member_id: memberId,
      coupon_name: 'coupon',
      type: 'reward',
      state: 1,
      start_time: nowSec() - DAY,
      end_time: nowSec() + DAY,
      ...c,
    })
    .returning('coupon_id')
    .executeTakeFirstOrThrow();
  return r.coupon_id;
}

export async function giveBalance(db: Db, memberId: number, amount: number) {
  await db.updateTable('member').set({ balance: amount }).where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_balance_log')
    .values({ member_id: memberId, amount, balance_after: amount, type: 'gift', create_time: nowSec() })
    .execute();
}

let payHash: Promise<string> | null = null;
export async function setPayPassword(db: Db, memberId: number) {
  payHash ??= hashPassword(PAY_PASSWORD);
  await db
    .updateTable('member')
    .set({ pay_password: await payHash })
    .where('member_id', '=', memberId)
    .execute();
}

/** The township of the base fixtures, for addresses. */
export async function regionIds(db: Db) {
  const rows = await db.selectFrom('region').select(['id', 'level']).orderBy('level').execute();
  const at = (level: number) => rows.find((r) => r.level === level)!.id;
  return { province_id: at(1), city_id: at(2), district_id: at(3) };
}

export type Buyer = { id: number; token: string; call: Caller };

/** A member with a default address, calling the API in English. */
export async function buyer(t: TestApp, username: string, withAddress = true): Promise<Buyer> {
  const m = await createMember(t.db, username, t.app.clock);
  const call = t.as({ lang: 'en-us', token: m.token });
  if (withAddress) {
    const regions = await regionIds(t.db.db);
    const res = await call(addressAddEndpoint, {
      name: 'Aung Aung',
      mobile: '09420000009',
      address: 'No. 5, Pyay Road',
      ...regions,
    });
    if (res.body.code !== 0) throw new Error(`address: ${res.body.message}`);
  }
  return { ...m, call };
}

export async function stockOf(db: Db, skuId: number) {
  const r = await db
    .selectFrom('goods_sku')
    .select(['stock', 'sale_num'])
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
  return r;
}

export const express = (fee: number, free = 0) => ({ express_enabled: 1, express_fee: fee, express_free_money: free });

/**
 * The checkout tests' shops: A ships by express (3,000 Ks, free from 100,000 Ks), has a pickup
 * store and local delivery; B ships by express (2,000 Ks); one shop has no delivery method and
 * one offers pickup without any store. One goods each.
 */
export async function checkoutShops(db: Db) {
  const shopA = await addShop(db, 'Shop A', {
    ...express(3000_00, 100_000_00),
    store_enabled: 1,
    local_enabled: 1,
    local_fee: 1500_00,
    local_times: JSON.stringify([{ start: '00:00', end: '23:59' }]),
    local_days: 2,
  });
  const storeA = await addStore(db, shopA, 'Shop A Kamayut');
  const shopB = await addShop(db, 'Shop B', express(2000_00));
  const shopNone = await addShop(db, 'Shop None');
  const shopEmptyPickup = await addShop(db, 'Shop Empty Pickup', { store_enabled: 1 });
  return {
    shopA,
    storeA,
    shopB,
    shopNone,
    shopEmptyPickup,
    a1: await addGoods(db, shopA, { price: 25_000_00, stock: 50 }),
    b1: await addGoods(db, shopB, { price: 12_500_50, stock: 50 }),
    none1: await addGoods(db, shopNone, { price: 1000_00, stock: 5 }),
    empty1: await addGoods(db, shopEmptyPickup, { price: 1000_00, stock: 5 }),
  };
}

type AppArgs = Parameters<typeof createTestApp>;

/** A test app on the base fixtures with the checkout shops (`checkoutShops`). */
export async function checkoutApp(...args: AppArgs) {
  const t = await createTestApp(...args);
  await seedFixtures(t.db);
  return { t, s: await checkoutShops(t.db.db) };
}

/**
 * A test app on the base fixtures with one shop (`name`, free express delivery) selling one goods
 * (`price` in minor units, `stock`): answers the shop's id and the goods' SKU.
 */
export async function oneShopApp(name: string, goods: { price: number; stock: number }, ...args: AppArgs) {
  const t = await createTestApp(...args);
  await seedFixtures(t.db);
  const shop = await addShop(t.db.db, name, express(0));
  return { t, shop, sku: (await addGoods(t.db.db, shop, goods)).skuId };
}

/** A test app on the base fixtures with one pickup-only shop (`addPickupShop`): answers the app and the shop's id. */
export async function pickupShopApp(name: string, ...args: AppArgs) {
  const t = await createTestApp(...args);
  await seedFixtures(t.db);
  return { t, shop: await addPickupShop(t.db.db, name) };
}

/** A member's balance, in minor units. */
export async function balanceOf(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** Adds a line to the member's cart; answers its cart_id. */
export async function addToCart(b: Buyer, skuId: number, num: number) {
  await b.call(cartAddEndpoint, { sku_id: skuId, num });
  const lines = (await b.call(cartListEndpoint)).body.data;
  return lines.find((l) => l.sku_id === skuId)!.cart_id;
}

/** A pay/pay answer, which must be of this kind (the test fails on another). */
export function payOf<T extends PayPayResult['type']>(data: PayPayResult, type: T) {
  expect(data.type).toBe(type);
  return data as Extract<PayPayResult, { type: T }>;
}
