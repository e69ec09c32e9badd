import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateAddEndpoint,
  evaluateAgainEndpoint,
  evaluateCountEndpoint,
  evaluateInfoEndpoint,
  evaluatePageEndpoint,
  orderListsEndpoint,
  shopEvaluatePageEndpoint,
  shopEvaluateReplyEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setConfig } from '../../site/config/config.service';
import { staff as staffOf } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addShop, buyer, type Buyer } from '../../trade/checkout/order-test-kit';
import { addBody, againBody, orderOf, picture, uploadImage, type Line } from './review-test-kit';

const UPLOAD_DIR = './data/test-uploads-evaluate';
let t: TestApp;
let shop: number;
let otherShop: number;
let tea: Line;
let longyi: Line;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
  await seedFixtures(t.db);
  shop = await addShop(t.db.db, 'Review Shop');
  otherShop = await addShop(t.db.db, 'Other Shop');
  const a = await addGoods(t.db.db, shop, { name: 'Tea', price: 1000_00, stock: 10 });
  const b = await addGoods(t.db.db, shop, { name: 'Longyi', price: 1000_00, stock: 10 });
  tea = { ...a, name: 'Tea 100g' };
  longyi = { ...b, name: 'Longyi blue' };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const goodsRow = (goodsId: number) =>
  t.db.db.selectFrom('goods').select('evaluate').where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
const shopRow = (siteId: number) =>
  t.db.db
    .selectFrom('shop')
    .select(['shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit'])
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
const orderRow = (orderId: number) =>
  t.db.db
    .selectFrom('orders')
    .select(['is_evaluate', 'evaluate_status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

async function image(b: Buyer) {
  const res = await uploadImage(t, b.token, await picture());
  expect(res.body.code).toBe(0);
  return res.body.data!.pic_path;
}

describe('order/evluateinfo', () => {
  it('lists the received order’s lines with its evaluate_status', async () => {
    const b = await buyer(t, 'info1', false);
    const { orderId, lines } = await orderOf(t, b.id, shop, [tea, longyi]);
    const info = ok(await b.call(evaluateInfoEndpoint, { order_id: orderId }));
    expect(info).toMatchObject({ evaluate_status: 0, evaluate_status_name: 'Not reviewed' });
    expect(info.list).toEqual([
      expect.objectContaining({
        order_goods_id: lines[0],
        goods_id: tea.goodsId,
        sku_name: 'Tea 100g',
        site_id: shop,
        price: '1000.00',
        num: 1,
      }),
      expect.objectContaining({
        order_goods_id: lines[1],
        goods_id: longyi.goodsId,
        order_id: orderId,
        member_id: b.id,
      }),
    ]);
  });

  it('refuses another member’s order, an unreceived one and a followed-up one', async () => {
    const b = await buyer(t, 'info2', false);
    const other = await buyer(t, 'info2x', false);
    const mine = await orderOf(t, b.id, shop, [tea]);
    expect((await other.call(evaluateInfoEndpoint, { order_id: mine.orderId })).body).toMatchObject({
      code: -1,
      error_code: 'ORDER_NOT_FOUND',
      data: null,
    });
    const shipped = await orderOf(t, b.id, shop, [tea], { order_status: 3, is_evaluate: 0 });
    expect((await b.call(evaluateInfoEndpoint, { order_id: shipped.orderId })).body.error_code).toBe(
      'EVALUATE_NOT_ALLOWED',
    );
    const done = await orderOf(t, b.id, shop, [tea], { is_evaluate: 0, evaluate_status: 2 });
    const finished = await b.call(evaluateInfoEndpoint, { order_id: done.orderId }, { lang: 'zh-cn' });
    expect(finished.body).toMatchObject({ error_code: 'EVALUATE_FINISHED', message: '该订单已评价' });
  });
});

describe('goodsevaluate/add and again', () => {
  it('reviews two goods with images, then follows up; goods and shop figures move', async () => {
    const b = await buyer(t, 'add1', false);
    const { orderId, lines } = await orderOf(t, b.id, shop, [tea, longyi]);
    const [p1, p2] = [await image(b), await image(b)];
    expect(p1).toMatch(/^upload\/evaluate\/\d{6}\/[\w-]+\.png$/);
    const before = { tea: (await goodsRow(tea.goodsId)).evaluate };
    const res = await b.call(
      evaluateAddEndpoint,
      addBody(
        orderId,
        [
          { order_goods_id: lines[0]!, content: 'Fresh tea, fast delivery', scores: 5, images: `${p1},${p2}` },
          { order_goods_id: lines[1]!, content: 'Colour a little off', scores: 3 },
        ],
        { is_anonymous: 1, shop_desccredit: '4', shop_servicecredit: 5, shop_deliverycredit: '3' },
      ),
    );
    expect(res.body).toMatchObject({ code: 0, message: 'Review posted', data: 2 });
    expect(await orderRow(orderId)).toEqual({ is_evaluate: 1, evaluate_status: 1 });
    expect((await goodsRow(tea.goodsId)).evaluate).toBe(before.tea + 1);
    expect(await shopRow(shop)).toEqual({ shop_desccredit: 4, shop_servicecredit: 5, shop_deliverycredit: 3 });

    const rows = await t.db.db
      .selectFrom('goods_evaluate')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('order_goods_id')
      .execute();
    expect(rows.map((r) => [r.scores, r.explain_type, r.is_audit, r.is_anonymous, r.images])).toEqual([
      [5, 1, 1, 1, `${p1},${p2}`],
      [3, 2, 1, 1, ''],
    ]);
    expect(rows[0]).toMatchObject({ sku_name: 'Tea 100g', site_id: shop, member_id: b.id, member_name: 'add1' });

    // The goods page: masked name, images; then the follow-up shows under it.
    const page = ok(await t.call(evaluatePageEndpoint, { goods_id: tea.goodsId }));
    expect(page.list[0]).toMatchObject({ member_name: 'a***1', member_headimg: '', images: `${p1},${p2}` });
    expect(ok(await t.call(evaluateCountEndpoint, { goods_id: tea.goodsId })).image).toBeGreaterThanOrEqual(1);

    const list = ok(await b.call(orderListsEndpoint, { order_status: 'waitrate' })).list;
    expect(list.find((o) => o.order_id === orderId)?.action).toEqual([
      expect.objectContaining({ action: 'memberOrderEvaluation', title: 'Follow-up review' }),
    ]);
    expect(ok(await b.call(evaluateInfoEndpoint, { order_id: orderId })).evaluate_status).toBe(1);

    const p3 = await image(b);
    const again = await b.call(
      evaluateAgainEndpoint,
      againBody(orderId, [
        { order_goods_id: lines[0]!, again_content: 'Still fresh a month later', again_images: p3 },
        { order_goods_id: lines[1]!, again_content: 'Washed well' },
      ]),
    );
    expect(again.body).toMatchObject({ code: 0, data: 2 });
    expect(await orderRow(orderId)).toEqual({ is_evaluate: 0, evaluate_status: 2 });
    const after = ok(await t.call(evaluatePageEndpoint, { goods_id: tea.goodsId })).list[0]!;
    expect(after).toMatchObject({ again_content: 'Still fresh a month later', again_images: p3 });
    expect(after.again_time).toBeGreaterThan(0);
    expect(
      (
        await b.call(
          evaluateAgainEndpoint,
          againBody(orderId, [
            { order_goods_id: lines[0]!, again_content: 'x' },
            { order_goods_id: lines[1]!, again_content: 'y' },
          ]),
        )
      ).body.error_code,
    ).toBe('EVALUATE_FINISHED');
    expect((await b.call(evaluateInfoEndpoint, { order_id: orderId })).body.error_code).toBe('EVALUATE_FINISHED');
  });

  it('averages the shop scores over its reviewed orders', async () => {
    const site = await addShop(t.db.db, 'Average Shop');
    const g = await addGoods(t.db.db, site, { name: 'Soap', price: 500_00, stock: 5 });
    const b = await buyer(t, 'avg1', false);
    for (const [desc, service] of [
      [5, 4],
      [4, 4],
      [2, 1],
    ] as const) {
      const o = await orderOf(t, b.id, site, [{ ...g, name: 'Soap' }]);
      ok(
        await b.call(
          evaluateAddEndpoint,
          addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'ok', scores: 4 }], {
            shop_desccredit: desc,
            shop_servicecredit: service,
          }),
        ),
      );
    }
    expect(await shopRow(site)).toEqual({ shop_desccredit: 3.67, shop_servicecredit: 3, shop_deliverycredit: 5 });
    expect((await goodsRow(g.goodsId)).evaluate).toBe(3);
  });

  it('moves a shop’s scores by the new review’s weight among the reviews behind them (issue 35 §3)', async () => {
    const site = await addShop(t.db.db, 'Seasoned Shop');
    const g = await addGoods(t.db.db, site, { name: 'Rice', price: 500_00, stock: 5 });
    // Scores as the demo seed leaves them: 4.40 / 4.67 / 4.84 over 49 reviews.
    await t.db.db
      .updateTable('shop')
      .set({
        shop_desccredit: 4.4,
        shop_servicecredit: 4.67,
        shop_deliverycredit: 4.84,
        score_count: 49,
        score_desc_total: 4.4 * 49,
        score_service_total: 4.67 * 49,
        score_delivery_total: 4.84 * 49,
      })
      .where('site_id', '=', site)
      .execute();
    const b = await buyer(t, 'weight1', false);
    const o = await orderOf(t, b.id, site, [{ ...g, name: 'Rice' }]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'great', scores: 5 }], {
          shop_desccredit: 5,
          shop_servicecredit: 5,
          shop_deliverycredit: 5,
        }),
      ),
    );
    // (4.40 × 49 + 5) / 50 = 4.412; (4.67 × 49 + 5) / 50 = 4.6766; (4.84 × 49 + 5) / 50 = 4.8432
    expect(await shopRow(site)).toEqual({ shop_desccredit: 4.41, shop_servicecredit: 4.68, shop_deliverycredit: 4.84 });
  });

  it('counts every one of ten reviews of a shop sent at once', async () => {
    const site = await addShop(t.db.db, 'Busy Shop');
    const g = await addGoods(t.db.db, site, { name: 'Oil', price: 500_00, stock: 5 });
    const orders = [];
    for (let i = 0; i < 10; i++) {
      const b = await buyer(t, `burst${i}`, false);
      orders.push({ b, o: await orderOf(t, b.id, site, [{ ...g, name: 'Oil' }]), desc: i < 5 ? 5 : 1 });
    }
    const answers = await Promise.all(
      orders.map(({ b, o, desc }) =>
        b.call(
          evaluateAddEndpoint,
          addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'ok', scores: 4 }], {
            shop_desccredit: desc,
            shop_servicecredit: 4,
            shop_deliverycredit: 2,
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    const row = await t.db.db
      .selectFrom('shop')
      .select(['score_count', 'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit'])
      .where('site_id', '=', site)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ score_count: 10, shop_desccredit: 3, shop_servicecredit: 4, shop_deliverycredit: 2 });
  });

  it('refuses a second review, a review of another member’s or an unreceived order, and a follow-up first', async () => {
    const b = await buyer(t, 'add2', false);
    const other = await buyer(t, 'add2x', false);
    const o = await orderOf(t, b.id, shop, [tea]);
    const body = addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'good', scores: 4 }]);
    expect(
      (
        await b.call(
          evaluateAgainEndpoint,
          againBody(o.orderId, [{ order_goods_id: o.lines[0]!, again_content: 'more' }]),
        )
      ).body.error_code,
    ).toBe('EVALUATE_FIRST_REQUIRED');
    expect((await other.call(evaluateAddEndpoint, body)).body.error_code).toBe('ORDER_NOT_FOUND');
    ok(await b.call(evaluateAddEndpoint, body));
    const second = await b.call(evaluateAddEndpoint, body, { lang: 'zh-cn' });
    expect(second.body).toMatchObject({ code: -1, error_code: 'ORDER_EVALUATED', message: '当前订单已评价' });
    const unpaid = await orderOf(t, b.id, shop, [tea], { order_status: 1, is_evaluate: 0 });
    const early = await b.call(
      evaluateAddEndpoint,
      addBody(unpaid.orderId, [{ order_goods_id: unpaid.lines[0]!, content: 'good', scores: 4 }]),
    );
    expect(early.body.error_code).toBe('EVALUATE_NOT_ALLOWED');
    expect(
      await t.db.db
        .selectFrom('goods_evaluate')
        .select('evaluate_id')
        .where('order_id', 'in', [unpaid.orderId])
        .execute(),
    ).toEqual([]);
  });

  it('checks every line: text required and at most 200, score 1–5, at most 6 images, each line once', async () => {
    const b = await buyer(t, 'add3', false);
    const o = await orderOf(t, b.id, shop, [tea, longyi]);
    const [l1, l2] = o.lines as [number, number];
    const send = (items: Parameters<typeof addBody>[1]) => b.call(evaluateAddEndpoint, addBody(o.orderId, items));
    const good = { order_goods_id: l2, content: 'fine', scores: 5 };
    expect((await send([{ order_goods_id: l1, content: '  ', scores: 5 }, good])).body.message).toBe(
      'Please write your review',
    );
    expect((await send([{ order_goods_id: l1, content: 'ဇ'.repeat(201), scores: 5 }, good])).body.message).toBe(
      'The review may have at most 200 characters',
    );
    expect((await send([{ order_goods_id: l1, content: 'x', scores: 6 }, good])).body.message).toBe(
      'Please rate from 1 to 5 stars',
    );
    const seven: string[] = [];
    for (let i = 0; i < 7; i++) seven.push(await image(b));
    const tooMany = await send([{ order_goods_id: l1, content: 'x', scores: 5, images: seven.join(',') }, good]);
    expect(tooMany.body).toMatchObject({ code: -10006, message: 'You can add at most 6 images' });
    expect((await send([{ order_goods_id: l1, content: 'x', scores: 5 }])).body.error_code).toBe('REVIEW_DATA_INVALID');
    expect(
      (
        await send([
          { order_goods_id: l1, content: 'x', scores: 5 },
          { ...good, order_goods_id: l1 },
        ])
      ).body.error_code,
    ).toBe('REVIEW_DATA_INVALID');
    expect(
      (await b.call(evaluateAddEndpoint, offContract({ order_id: o.orderId, goods_evaluate: '[{' }))).body.message,
    ).toBe('The review data is incomplete, please reload the page');
    expect(await orderRow(o.orderId)).toEqual({ is_evaluate: 1, evaluate_status: 0 });
    ok(await send([{ order_goods_id: l1, content: 'x', scores: 1, images: seven.slice(0, 6).join(',') }, good]));
  });

  it('holds reviews for approval when evaluate_audit is on: not shown, not counted', async () => {
    await setConfig(t.db.db, 'goods_evaluate_config', { evaluate_audit: 1 });
    try {
      const site = await addShop(t.db.db, 'Audit Shop');
      const g = await addGoods(t.db.db, site, { name: 'Rice', price: 500_00, stock: 5 });
      const b = await buyer(t, 'audit1', false);
      const o = await orderOf(t, b.id, site, [{ ...g, name: 'Rice' }]);
      ok(
        await b.call(
          evaluateAddEndpoint,
          addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'ok', scores: 5 }]),
        ),
      );
      expect((await goodsRow(g.goodsId)).evaluate).toBe(0);
      expect(ok(await t.call(evaluatePageEndpoint, { goods_id: g.goodsId })).count).toBe(0);
    } finally {
      await setConfig(t.db.db, 'goods_evaluate_config', { evaluate_audit: 0 });
    }
  });

  it('the same review sent 8 times at once is written once', async () => {
    const b = await buyer(t, 'race1', false);
    const o = await orderOf(t, b.id, shop, [tea, longyi]);
    const before = (await goodsRow(tea.goodsId)).evaluate;
    const body = addBody(o.orderId, [
      { order_goods_id: o.lines[0]!, content: 'race', scores: 5 },
      { order_goods_id: o.lines[1]!, content: 'race', scores: 4 },
    ]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => b.call(evaluateAddEndpoint, body)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code)).toEqual(
      Array(7).fill('ORDER_EVALUATED'),
    );
    const rows = await t.db.db
      .selectFrom('goods_evaluate')
      .select('evaluate_id')
      .where('order_id', '=', o.orderId)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await goodsRow(tea.goodsId)).evaluate).toBe(before + 1);
    const shopRows = await t.db.db.selectFrom('shop_evaluate').select('id').where('order_id', '=', o.orderId).execute();
    expect(shopRows).toHaveLength(1);
  });

  it('the same follow-up sent 8 times at once is written once', async () => {
    const b = await buyer(t, 'race2', false);
    const o = await orderOf(t, b.id, shop, [tea]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'first', scores: 5 }]),
      ),
    );
    const body = againBody(o.orderId, [{ order_goods_id: o.lines[0]!, again_content: 'again' }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => b.call(evaluateAgainEndpoint, body)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await orderRow(o.orderId)).toEqual({ is_evaluate: 0, evaluate_status: 2 });
  });
});

describe('the shop’s reply (/seller/api/evaluate)', () => {
  it('customer service and the platform’s staff may answer, a verifier may not', async () => {
    const b = await buyer(t, 'reply3', false);
    const o = await orderOf(t, b.id, shop, [tea, longyi]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [
          { order_goods_id: o.lines[0]!, content: 'first', scores: 5 },
          { order_goods_id: o.lines[1]!, content: 'second', scores: 3 },
        ]),
      ),
    );
    const verifier = await staffOf(t, shop, 'verifier', 'reply-verifier');
    const service = await staffOf(t, shop, 'service', 'reply-service');
    const platform = await staffOf(t, 0, 'owner', 'reply-platform');
    expect((await verifier.call(shopEvaluatePageEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
    const ids = ok(await service.call(shopEvaluatePageEndpoint, { page_size: 50 }))
      .list.filter((r) => r.order_id === o.orderId)
      .map((r) => r.evaluate_id);
    expect(ids).toHaveLength(2);
    expect(
      (await verifier.call(shopEvaluateReplyEndpoint, { evaluate_id: ids[0]!, content: 'no' })).body.error_code,
    ).toBe('SELLER_FORBIDDEN');
    ok(await service.call(shopEvaluateReplyEndpoint, { evaluate_id: ids[0]!, content: 'from service' }));

    // The platform's staff see every shop's reviews, and answer them in that shop's name.
    const all = ok(await platform.call(shopEvaluatePageEndpoint, { page_size: 0 })).list;
    expect(all.filter((r) => r.order_id === o.orderId).map((r) => r.evaluate_id)).toEqual(ids);
    ok(await platform.call(shopEvaluateReplyEndpoint, { evaluate_id: ids[1]!, content: 'from platform' }));
    const replies = await t.db.db
      .selectFrom('goods_evaluate')
      .select(['explain_first', 'site_id'])
      .where('order_id', '=', o.orderId)
      .orderBy('evaluate_id', 'desc')
      .execute();
    expect(replies.map((r) => r.explain_first).sort()).toEqual(['from platform', 'from service']);
    expect(replies.every((r) => r.site_id === shop)).toBe(true);
  });

  it('the same reply sent 8 times at once is saved once', async () => {
    const b = await buyer(t, 'reply2', false);
    const o = await orderOf(t, b.id, shop, [longyi]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'ok', scores: 4 }]),
      ),
    );
    const staff = await staffOf(t, shop, 'clerk', 'race-staff');
    const [review] = await t.db.db
      .selectFrom('goods_evaluate')
      .select('evaluate_id')
      .where('order_id', '=', o.orderId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(
          shopEvaluateReplyEndpoint,
          { evaluate_id: review!.evaluate_id, content: `reply ${i}` },
          { token: staff.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code))).toEqual(
      new Set(['EVALUATE_REPLIED']),
    );
  });

  it('staff answer their shop’s review and its follow-up once each; another shop’s is not found', async () => {
    const b = await buyer(t, 'reply1', false);
    const o = await orderOf(t, b.id, shop, [tea]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'nice', scores: 5 }], { is_anonymous: 1 }),
      ),
    );
    const staff = await staffOf(t, shop, 'owner', 'reply-staff');
    const stranger = await staffOf(t, otherShop, 'owner', 'other-staff');
    const as = (token: string) => t.as({ token, lang: 'en-us' });
    const mine = ok(await as(staff.token)(shopEvaluatePageEndpoint, { unreplied: 1, page_size: 50 }));
    const review = mine.list.find((r) => r.order_id === o.orderId)!;
    expect(review).toMatchObject({
      member_name: 'r***1',
      content: 'nice',
      explain_first: '',
      sku_image: 'upload/g.png',
    });
    expect(ok(await as(stranger.token)(shopEvaluatePageEndpoint, {})).list.some((r) => r.order_id === o.orderId)).toBe(
      false,
    );

    const id = review.evaluate_id;
    expect(
      (await as(stranger.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'hi' })).body.error_code,
    ).toBe('EVALUATE_NOT_FOUND');
    expect((await b.call(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'hi' })).body.error_code).toBe(
      'TOKEN_ERROR',
    );
    expect((await as(staff.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: ' ' })).body.message).toBe(
      'Please write your reply',
    );
    const answered = await as(staff.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'Thank you!' });
    expect(answered.body).toMatchObject({ code: 0, message: 'Reply posted' });
    expect(
      (await as(staff.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'again' })).body.error_code,
    ).toBe('EVALUATE_REPLIED');

    ok(
      await b.call(
        evaluateAgainEndpoint,
        againBody(o.orderId, [{ order_goods_id: o.lines[0]!, again_content: 'still nice' }]),
      ),
    );
    ok(await as(staff.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'Glad to hear' }));
    expect((await as(staff.token)(shopEvaluateReplyEndpoint, { evaluate_id: id, content: 'x' })).body.error_code).toBe(
      'EVALUATE_REPLIED',
    );
    const shown = ok(await t.call(evaluatePageEndpoint, { goods_id: tea.goodsId, page_size: 50 })).list.find(
      (r) => r.evaluate_id === id,
    );
    expect(shown).toMatchObject({ explain_first: 'Thank you!', again_explain: 'Glad to hear' });
  });
});
