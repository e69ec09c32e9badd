import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartAddEndpoint,
  cartCountEndpoint,
  cartDeleteEndpoint,
  cartEditEndpoint,
  cartListEndpoint,
  type Endpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
let skuOf: (goodsId: number) => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixtures(t.db);
  alice = await createMember(t.db, 'alice');
  bob = await createMember(t.db, 'bob');
  skuOf = async (goodsId) =>
    (await t.db.db.selectFrom('goods').select('sku_id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow())
      .sku_id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('cart').execute();
});

const as = (m: { token: string }) => t.as({ token: m.token, lang: 'en-us' });

describe('cart', () => {
  it('adds, raises an existing line, lists with money strings, counts items', async () => {
    const sku = await skuOf(f.visible);
    expect((await as(alice)(cartAddEndpoint, offContract({ sku_id: sku, num: 2, price: '0.01' }))).body.data).toBe(1);
    const added = await as(alice)(cartAddEndpoint, { sku_id: String(sku), num: '3' });
    expect(added.body).toMatchObject({ code: 0, data: 1, message: 'Added to cart' }); // not "Operation successful" (issue 20 §9)
    const lines = (await as(alice)(cartListEndpoint)).body.data;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      sku_id: sku,
      num: 5,
      site_name: 'Shwe Mart',
      discount_price: '450000.00',
      goods_state: 1,
    });
    expect((await as(alice)(cartCountEndpoint)).body.data).toBe(5);
    expect((await t.call(cartCountEndpoint)).body).toMatchObject({ code: 0, data: 0 });
  });

  it.each([
    [0, 'Quantity cannot be 0'],
    [-1, 'The quantity must be a whole number of at least 1'],
    [1.5, 'The quantity must be a whole number of at least 1'],
    ['2abc', 'The quantity must be a whole number of at least 1'],
  ])('refuses quantity %j', async (num, text) => {
    const res = await as(alice)(cartAddEndpoint, { sku_id: await skuOf(f.visible), num });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(text);
    expect(await t.db.db.selectFrom('cart').selectAll().execute()).toEqual([]);
  });

  it('refuses more than the stock, and goods that cannot be bought', async () => {
    const sku = await skuOf(f.visible);
    expect((await as(alice)(cartAddEndpoint, { sku_id: sku, num: 11 })).body.message).toBe('Out of stock');
    await as(alice)(cartAddEndpoint, { sku_id: sku, num: 8 });
    expect((await as(alice)(cartAddEndpoint, { sku_id: sku, num: 3 })).body.message).toBe('Out of stock');
    expect((await as(alice)(cartListEndpoint)).body.data[0]!.num).toBe(8);
    for (const goods of [f.offSale, f.inClosedShop]) {
      expect((await as(alice)(cartAddEndpoint, { sku_id: await skuOf(goods), num: 1 })).body.error_code).toBe(
        'GOODS_NOT_FOUND',
      );
    }
    const unknown = await as(alice)(cartAddEndpoint, { sku_id: 999999, num: 1 });
    expect(unknown.status).toBe(200);
    expect(unknown.body.error_code).toBe('GOODS_NOT_FOUND');
  });

  it('parallel adds never push a line past the stock', async () => {
    const sku = await skuOf(f.visible);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => as(alice)(cartAddEndpoint, { sku_id: sku, num: 1 })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(10);
    expect((await as(alice)(cartListEndpoint)).body.data[0]!.num).toBe(10);
  });

  it('edits and deletes only the member’s own lines', async () => {
    const sku = await skuOf(f.visible);
    await as(alice)(cartAddEndpoint, { sku_id: sku, num: 1 });
    const line = (await as(alice)(cartListEndpoint)).body.data[0]!;
    expect((await as(bob)(cartEditEndpoint, { cart_id: line.cart_id, num: 3 })).body.error_code).toBe(
      'CART_LINE_NOT_FOUND',
    );
    expect((await as(bob)(cartDeleteEndpoint, { cart_id: String(line.cart_id) })).body.data).toBe(0);
    expect((await as(alice)(cartEditEndpoint, { cart_id: line.cart_id, num: 11 })).body.message).toBe('Out of stock');
    expect((await as(alice)(cartEditEndpoint, { cart_id: line.cart_id, num: 4 })).body.data).toBe(1);
    expect((await as(alice)(cartCountEndpoint)).body.data).toBe(4);
    const removed = await as(alice)(cartDeleteEndpoint, { cart_id: `${line.cart_id},${line.cart_id},999` });
    expect(removed.body).toMatchObject({ data: 1, message: 'Removed from your cart' });
    expect((await as(alice)(cartListEndpoint)).body.data).toEqual([]);
  });

  it('lines whose goods went off sale are listed as such and not counted', async () => {
    const sku = await skuOf(f.visible);
    await as(alice)(cartAddEndpoint, { sku_id: sku, num: 2 });
    await t.db.db.updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', f.visible).execute();
    try {
      expect((await as(alice)(cartListEndpoint)).body.data[0]!.goods_state).toBe(0);
      expect((await as(alice)(cartCountEndpoint)).body.data).toBe(0);
    } finally {
      await t.db.db.updateTable('goods').set({ goods_state: 1 }).where('goods_id', '=', f.visible).execute();
    }
  });

  it('needs a login for everything but the count', async () => {
    const gated: Endpoint[] = [cartAddEndpoint, cartListEndpoint, cartEditEndpoint, cartDeleteEndpoint];
    for (const endpoint of gated) {
      const res = await t.call(endpoint, { sku_id: 1, num: 1, cart_id: 1 });
      expect(res.body.error_code).toMatch(/TOKEN_NOT_EXIST|PARAMETER_ERROR/);
    }
    expect((await t.call(cartListEndpoint)).body.error_code).toBe('TOKEN_NOT_EXIST');
  });
});
