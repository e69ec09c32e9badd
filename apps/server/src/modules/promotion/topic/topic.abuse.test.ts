import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformTopicGoodsAddEndpoint,
  platformTopicGoodsRemoveEndpoint,
  platformTopicInfoEndpoint,
  platformTopicListEndpoint,
  platformTopicSaveEndpoint,
  topicOrderCreateEndpoint,
  topicOrderPaymentEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import type { TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, buyer, type Buyer, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addTopic, addTopicGoods, topicStock } from './topic-test-kit';

/** Topics under abuse (QUALITY §4, ADR 072/073): who may call the platform's calls, closed topics, bad input. */
let t: TestApp;
let shop: number;
let b: Buyer;
let topicId: number;
let goods: { id: number; skuId: number; goodsId: number };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Abuse Topic'));
  b = await buyer(t, 'topicabuser', false);
  topicId = await addTopic(t.db.db, now(), { topic_name: 'original' });
  const g = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 20 });
  goods = { ...g, id: await addTopicGoods(t.db.db, { topicId, siteId: shop, ...g, price: 3_000_00, stock: 5 }) };
});
afterAll(() => t.close());

const topicRow = () =>
  t.db.db.selectFrom('topic').selectAll().where('topic_id', '=', topicId).executeTakeFirstOrThrow();

it('refuses a shop’s staff (owner and clerk), a member, a forged and no token on every platform topic call', async () => {
  const before = await topicRow();
  const owner = await staff(t, shop, 'owner', 'ta-shop-owner');
  const clerk = await staff(t, shop, 'clerk', 'ta-shop-clerk');
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [clerk.call, 'PLATFORM_STAFF_ONLY'],
    [t.as({ token: b.token, lang: 'en-us' }), 'TOKEN_ERROR'],
    [t.as({ token: 'forged', lang: 'en-us' }), 'TOKEN_ERROR'],
    [t.as({ lang: 'en-us' }), 'TOKEN_NOT_EXIST'],
  ] as const;
  const g2 = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 20 });
  const calls = [
    [platformTopicListEndpoint, {}],
    [platformTopicInfoEndpoint, { topic_id: topicId }],
    [
      platformTopicSaveEndpoint,
      { topic_id: topicId, topic_name: 'stolen', start_time: now(), end_time: now() + 60, status: -1 },
    ],
    [platformTopicGoodsAddEndpoint, { topic_id: topicId, sku_id: g2.skuId, topic_price: '1', stock: 1 }],
    [platformTopicGoodsRemoveEndpoint, { id: goods.id }],
  ] as const;
  for (const [call, code] of callers)
    for (const [endpoint, body] of calls)
      expect((await call(endpoint, body as never)).body).toMatchObject({ error_code: code, data: null });
  expect(await topicRow()).toEqual(before);
  expect(await topicStock(t.db.db, goods.id)).toEqual({ stock: 5, sale_num: 0 });
  expect(await t.db.db.selectFrom('topic_goods').select('id').where('topic_id', '=', topicId).execute()).toHaveLength(
    1,
  );
});

it('a goods of a closed topic is refused at checkout and nothing is taken', async () => {
  const closed = await addTopic(t.db.db, now(), { status: -1 });
  const g = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 20 });
  const id = await addTopicGoods(t.db.db, { topicId: closed, siteId: shop, ...g, price: 1_000_00, stock: 5 });
  for (const endpoint of [topicOrderPaymentEndpoint, topicOrderCreateEndpoint])
    expect((await b.call(endpoint, { topic_goods_id: id, num: 1, delivery: pickupAt(shop) })).body.error_code).toBe(
      'TOPIC_NOT_FOUND',
    );
  expect(await topicStock(t.db.db, id)).toEqual({ stock: 5, sale_num: 0 });
  expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 20, sale_num: 0 });
});

it('the topic closed after the checkout opened: create refuses and nothing is taken', async () => {
  const open = await addTopic(t.db.db, now());
  const g = await addGoods(t.db.db, shop, { price: 5_000_00, stock: 20 });
  const id = await addTopicGoods(t.db.db, { topicId: open, siteId: shop, ...g, price: 1_000_00, stock: 5 });
  expect(
    (await b.call(topicOrderPaymentEndpoint, { topic_goods_id: id, num: 1, delivery: pickupAt(shop) })).body.code,
  ).toBe(0);
  await t.db.db.updateTable('topic').set({ status: -1 }).where('topic_id', '=', open).execute();
  const r = await b.call(topicOrderCreateEndpoint, { topic_goods_id: id, num: 1, delivery: pickupAt(shop) });
  expect(r.body.error_code).toBe('TOPIC_NOT_FOUND');
  expect(await topicStock(t.db.db, id)).toEqual({ stock: 5, sale_num: 0 });
});

it('a SKU other than the topic goods’ own, a zero or negative quantity, and junk ids change nothing', async () => {
  const other = await addGoods(t.db.db, shop, { price: 9_000_00, stock: 20 });
  const wrongSku = await b.call(topicOrderCreateEndpoint, {
    topic_goods_id: goods.id,
    sku_id: other.skuId,
    num: 1,
    delivery: pickupAt(shop),
  });
  expect(wrongSku.body.error_code).toBe('TOPIC_NOT_FOUND');
  for (const body of [
    { topic_goods_id: goods.id, num: 0 },
    { topic_goods_id: goods.id, num: -3 },
    { topic_goods_id: 'abc', num: 1 },
    { topic_goods_id: 999_999, num: 1 },
  ]) {
    const r = await b.call(topicOrderCreateEndpoint, offContract({ ...body, delivery: pickupAt(shop) }));
    expect(r.body.code).not.toBe(0);
    expect(r.body.data).toBeNull();
  }
  expect(await topicStock(t.db.db, goods.id)).toEqual({ stock: 5, sale_num: 0 });
  expect(await stockOf(t.db.db, other.skuId)).toEqual({ stock: 20, sale_num: 0 });
  expect(await stockOf(t.db.db, goods.skuId)).toEqual({ stock: 20, sale_num: 0 });
});
