import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  orderCloseEndpoint,
  orderDetailEndpoint,
  platformTopicGoodsAddEndpoint,
  platformTopicGoodsRemoveEndpoint,
  platformTopicInfoEndpoint,
  platformTopicListEndpoint,
  platformTopicSaveEndpoint,
  topicGoodsDetailEndpoint,
  topicGoodsInfoEndpoint,
  topicGoodsPageEndpoint,
  topicOfSkuEndpoint,
  topicOrderCalculateEndpoint,
  topicOrderCreateEndpoint,
  topicOrderPaymentEndpoint,
  topicPageEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { testClock } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, buyer, type Buyer, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addTopic, addTopicGoods, topicStock } from './topic-test-kit';

const START = Date.UTC(2026, 5, 1, 3, 30, 0);
const clock = testClock(START);
const now = () => Math.floor(clock() / 1000);
const DAY = 86_400;
let t: TestApp;
let shop: number;
let b: Buyer;
let platform: Staff;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Topic', {}, { clock }));
  b = await buyer(t, 'topicbuyer', false);
  platform = await staff(t, 0, 'operations', 'topic-platform');
});
afterAll(() => t.close());

async function topicWithGoods(topic: Parameters<typeof addTopic>[2] = {}, quota = 10) {
  const topicId = await addTopic(t.db.db, now(), topic);
  const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 50 });
  const id = await addTopicGoods(t.db.db, { topicId, siteId: shop, ...g, price: 7_000_00, stock: quota });
  return { topicId, id, ...g };
}

describe('topic storefront calls', () => {
  it('topic/page lists running topics only, newest first', async () => {
    const running = await addTopic(t.db.db, now(), { topic_name: 'running', create_time: now() + 5 });
    const coming = await addTopic(t.db.db, now(), { start_time: now() + DAY, topic_name: 'coming' });
    const closed = await addTopic(t.db.db, now(), { status: -1, topic_name: 'closed' });
    const ended = await addTopic(t.db.db, now(), { end_time: now() - 1, topic_name: 'ended' });
    const { list } = ok(await t.call(topicPageEndpoint, { page_size: 0 }));
    const ids = list.map((r) => r.topic_id);
    expect(ids[0]).toBe(running);
    expect(ids).not.toContain(coming);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(ended);
    expect(list[0]).toMatchObject({ topic_name: 'running', status: 2, bg_color: '#ffeedd' });
  });

  it('topicgoods/page answers the goods at topic price with banner, colour and name; a coming topic is not open', async () => {
    const g = await topicWithGoods({ topic_name: 'ပွဲတော်', bg_color: '#112233' });
    const data = ok(await t.call(topicGoodsPageEndpoint, { topic_id: g.topicId }));
    expect(data).toMatchObject({ bg_color: '#112233', topic_name: 'ပွဲတော်', count: 1, time: now() });
    expect(data.list[0]).toMatchObject({ id: g.id, topic_price: '7000.00', discount_price: '10000.00', stock: 10 });
    const coming = await addTopic(t.db.db, now(), { start_time: now() + DAY });
    expect((await t.call(topicGoodsPageEndpoint, { topic_id: coming })).body.error_code).toBe('TOPIC_NOT_OPEN');
    const ended = await addTopic(t.db.db, now(), { end_time: now() - 1 });
    expect((await t.call(topicGoodsPageEndpoint, { topic_id: ended }, { lang: 'zh-cn' })).body).toMatchObject({
      error_code: 'TOPIC_ENDED',
      message: '该专题活动已结束',
    });
    expect((await t.call(topicGoodsPageEndpoint, { topic_id: 999_999 })).body.error_code).toBe('TOPIC_NOT_FOUND');
  });

  it('the topic name is answered in the request’s language, Burmese where no translation', async () => {
    const saved = ok(
      await platform.call(platformTopicSaveEndpoint, {
        topic_name: 'နွေရာသီ',
        name_zh: '夏日专题',
        name_en: '',
        start_time: now() - 60,
        end_time: now() + DAY,
      }),
    );
    const name = async (lang: 'zh-cn' | 'en-us' | 'md-mm') =>
      ok(await t.call(topicPageEndpoint, { page_size: 0 }, { lang })).list.find((r) => r.topic_id === saved.topic_id)!
        .topic_name;
    expect(await name('zh-cn')).toBe('夏日专题');
    expect(await name('en-us')).toBe('နွေရာသီ');
    expect(await name('md-mm')).toBe('နွေရာသီ');
  });

  it('detail and info answer a goods of a running topic; the goods page finds it while quota is left', async () => {
    const g = await topicWithGoods();
    const d = ok(await t.call(topicGoodsDetailEndpoint, { topic_id: g.id }));
    expect(d.goods_sku_detail).toMatchObject({
      id: g.id,
      topic_id: g.topicId,
      topic_price: '7000.00',
      sku_id: g.skuId,
    });
    expect(d.shop_info.site_name).toBe('Topic Shop');
    expect(ok(await t.call(topicGoodsInfoEndpoint, { topic_id: g.topicId, sku_id: g.skuId }))).toMatchObject({
      goods_sku_detail: { id: g.id },
    });
    expect(ok(await t.call(topicGoodsInfoEndpoint, { topic_id: g.topicId, sku_id: 999_999 }))).toEqual({
      type: 'again',
      sku_id: 999_999,
    });
    expect(ok(await t.call(topicOfSkuEndpoint, { sku_id: g.skuId }))).toMatchObject({
      id: g.id,
      topic_price: '7000.00',
    });
    await t.db.db.updateTable('topic_goods').set({ stock: 0 }).where('id', '=', g.id).execute();
    expect(ok(await t.call(topicOfSkuEndpoint, { sku_id: g.skuId }))).toBeNull();
    await t.db.db.updateTable('topic').set({ status: -1 }).where('topic_id', '=', g.topicId).execute();
    expect((await t.call(topicGoodsDetailEndpoint, { topic_id: g.id })).body.error_code).toBe('TOPIC_NOT_FOUND');
  });
});

describe('topic checkout', () => {
  it('payment and calculate price the topic goods; create takes quota and stock; closing returns both', async () => {
    const g = await topicWithGoods({}, 5);
    const body = { topic_goods_id: g.id, num: 2, delivery: pickupAt(shop) };
    const pay = ok(await b.call(topicOrderPaymentEndpoint, body));
    expect(pay).toMatchObject({ goods_money: '14000.00', order_money: '14000.00', error_code: '' });
    expect(ok(await b.call(topicOrderCalculateEndpoint, body)).pay_money).toBe('14000.00');
    const created = await b.call(topicOrderCreateEndpoint, body);
    expect(created.body.code).toBe(0);
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 3, sale_num: 2 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 48, sale_num: 2 });
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_id', 'promotion_type', 'goods_money'])
      .where('out_trade_no', '=', created.body.data)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ promotion_type: 'topic', goods_money: 14_000_00 });
    // The member's order detail names the promotion (店铺活动) in the request's language.
    const detail = ok(await b.call(orderDetailEndpoint, { order_id: order.order_id }));
    expect(detail).toMatchObject({ promotion_type: 'topic', promotion_type_name: 'Topic promotion' });
    const zh = await t.call(orderDetailEndpoint, { order_id: order.order_id }, { token: b.token, lang: 'zh-cn' });
    expect(zh.body.data.promotion_type_name).toBe('专题活动');
    expect((await b.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).toBe(0);
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 5, sale_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 50, sale_num: 0 });
  });

  it('refuses a missing topic goods, more than the quota, a coming topic, and a topic that ends meanwhile', async () => {
    expect((await b.call(topicOrderCreateEndpoint, { num: 1, delivery: pickupAt(shop) })).body.error_code).toBe(
      'ORDER_CREATE_DATA_MISSING',
    );
    const g = await topicWithGoods({}, 3);
    const short = await b.call(topicOrderCreateEndpoint, { topic_goods_id: g.id, num: 4, delivery: pickupAt(shop) });
    expect(short.body.error_code).toBe('TOPIC_STOCK_SHORT');
    const coming = await topicWithGoods({ start_time: now() + DAY });
    const early = await b.call(
      topicOrderPaymentEndpoint,
      { topic_goods_id: coming.id, num: 1, delivery: pickupAt(shop) },
      {
        lang: 'zh-cn',
      },
    );
    expect(early.body).toMatchObject({ error_code: 'TOPIC_NOT_OPEN', message: '当前商品专题活动未开启!' });
    const ending = await topicWithGoods({ end_time: now() + 60 });
    clock.advance(120);
    try {
      const late = await b.call(topicOrderCreateEndpoint, {
        topic_goods_id: ending.id,
        num: 1,
        delivery: pickupAt(shop),
      });
      expect(late.body.error_code).toBe('TOPIC_NOT_OPEN');
      expect(await topicStock(t.db.db, ending.id)).toEqual({ stock: 10, sale_num: 0 });
    } finally {
      clock.advance(-120);
    }
  });
});

describe('the platform console’s topics', () => {
  it('creates and edits a topic with its three names, adds any shop’s goods and removes them', async () => {
    const created = ok(
      await platform.call(platformTopicSaveEndpoint, {
        topic_name: 'ဆောင်းရာသီ',
        name_zh: '冬季',
        name_en: 'Winter',
        topic_adv: '/upload/topic/w.png',
        bg_color: '#ABCDEF',
        start_time: now() - 60,
        end_time: now() + DAY,
      }),
    );
    const g = await addGoods(t.db.db, shop, { price: 9_000_00, stock: 20 });
    const added = ok(
      await platform.call(platformTopicGoodsAddEndpoint, {
        topic_id: created.topic_id,
        sku_id: g.skuId,
        topic_price: '6500',
        stock: 8,
      }),
    );
    const info = ok(await platform.call(platformTopicInfoEndpoint, { topic_id: created.topic_id }));
    expect(info.topic).toMatchObject({ name_zh: '冬季', name_en: 'Winter', goods_count: 1, status: 2 });
    expect(info.goods[0]).toMatchObject({ id: added.id, site_name: 'Topic Shop', topic_price: '6500.00', stock: 8 });
    const again = await platform.call(platformTopicGoodsAddEndpoint, {
      topic_id: created.topic_id,
      sku_id: g.skuId,
      topic_price: '6000',
      stock: 1,
    });
    expect(again.body.error_code).toBe('TOPIC_GOODS_EXISTS');
    ok(
      await platform.call(platformTopicSaveEndpoint, {
        topic_id: created.topic_id,
        topic_name: 'ဆောင်းရာသီ ၂',
        name_zh: '冬季二',
        name_en: 'Winter 2',
        start_time: now() - 60,
        end_time: now() + DAY,
        status: -1,
      }),
    );
    const list = ok(await platform.call(platformTopicListEndpoint, { page_size: 0 })).list;
    expect(list.find((r) => r.topic_id === created.topic_id)).toMatchObject({
      topic_name: 'ဆောင်းရာသီ ၂',
      name_en: 'Winter 2',
      status: -1,
    });
    ok(await platform.call(platformTopicGoodsRemoveEndpoint, { id: added.id }));
    expect(ok(await platform.call(platformTopicInfoEndpoint, { topic_id: created.topic_id })).goods).toEqual([]);
  });

  it('checks the form: names, colour, times, price below the goods’ price, quota within its stock', async () => {
    const base = { topic_name: 'x', start_time: now(), end_time: now() + DAY };
    const code = async (body: object) => {
      const r = (await platform.call(platformTopicSaveEndpoint, body as never)).body;
      return r.error_code === 'PARAMETER_ERROR' ? r.message : r.error_code;
    };
    // Form rules travel as PARAMETER_ERROR with their own text.
    expect(await code({ ...base, topic_name: '  ' })).toBe('Enter the topic name (at most 60 characters)');
    expect(await code({ ...base, bg_color: 'red' })).toBe('The background colour must be #RRGGBB');
    expect(await code({ ...base, end_time: now() - 10 })).toBe('The end must be after the start');
    expect(await code({ ...base, topic_adv: 'javascript:alert(1)' })).toBe('The banner image address is not valid');
    expect(await code({ ...base, topic_id: 999_999 })).toBe('TOPIC_NOT_FOUND');
    const { topic_id } = ok(await platform.call(platformTopicSaveEndpoint, base));
    const g = await addGoods(t.db.db, shop, { price: 1_000_00, stock: 5 });
    const add = async (topic_price: string, stock: number) =>
      (await platform.call(platformTopicGoodsAddEndpoint, { topic_id, sku_id: g.skuId, topic_price, stock })).body
        .error_code;
    expect(await add('1000', 1)).toBe('TOPIC_PRICE_INVALID');
    expect(await add('0', 1)).toBe('TOPIC_PRICE_INVALID');
    expect(await add('500', 6)).toBe('TOPIC_STOCK_INVALID');
    expect(await add('500', 0)).toBe('PARAMETER_ERROR');
    expect(ok(await platform.call(platformTopicInfoEndpoint, { topic_id })).goods).toEqual([]);
  });
});

describe('addon', () => {
  it('addonisexit reports topic 1 when installed; without it every topic call says “plugin not installed”', async () => {
    expect(ok(await t.call(addonsEndpoint)).topic).toBe(1);
    const off = await createTestApp({ ADDONS: 'coupon' });
    try {
      expect((await off.post('/topic/api/topic/page', {})).body.error_code).toBe('TOPIC_PLUGIN_NOT_INSTALLED');
      const create = await off.post('/topic/api/ordercreate/create', { topic_goods_id: 1, num: 1 });
      expect(create.body.error_code).toBe('TOPIC_PLUGIN_NOT_INSTALLED');
      expect(ok(await off.call(addonsEndpoint)).topic).toBe(0);
    } finally {
      await off.close();
    }
  });
});
