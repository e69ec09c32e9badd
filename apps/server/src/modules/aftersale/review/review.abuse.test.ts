import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVALUATE_IMAGE_MAX_BYTES,
  evaluateAddEndpoint,
  evaluatePageEndpoint,
  shopEvaluatePageEndpoint,
  shopEvaluateReplyEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addShop, buyer } from '../../trade/checkout/order-test-kit';
import { addBody, form, orderOf, picture, uploadImage, type Line } from './review-test-kit';

const UPLOAD_DIR = './data/test-uploads-evaluate-abuse';
let t: TestApp;
let shop: number;
let soap: Line;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
  await seedFixtures(t.db);
  shop = await addShop(t.db.db, 'Abuse Shop');
  soap = { ...(await addGoods(t.db.db, shop, { name: 'Soap', price: 500_00, stock: 5 })), name: 'Soap' };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

describe('review image upload abuse', () => {
  it('refuses a caller without a session', async () => {
    const { payload, headers } = form(await picture());
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/evaluateimg', payload, headers });
    expect(res.json()).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
  });

  it('refuses SVG and HTML renamed .png, and an empty file; nothing is recorded', async () => {
    const b = await buyer(t, 'up1', false);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await uploadImage(t, b.token, svg, 'x.png')).body.error_code).toBe('UPLOAD_TYPE_INVALID');
    expect((await uploadImage(t, b.token, html, 'x.png')).body.error_code).toBe('UPLOAD_TYPE_INVALID');
    expect((await uploadImage(t, b.token, Buffer.alloc(0))).body.error_code).toBe('UPLOAD_REQUIRED');
    const rows = await t.db.db.selectFrom('evaluate_upload').select('id').where('member_id', '=', b.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a file over the size limit', async () => {
    const b = await buyer(t, 'up2', false);
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(EVALUATE_IMAGE_MAX_BYTES)]);
    const res = await uploadImage(t, b.token, big, 'big.jpg', 'image/jpeg');
    expect(res.body).toMatchObject({ code: -1, error_code: 'UPLOAD_TOO_LARGE' });
  });

  it('stores a re-encoded copy, not the bytes sent (trailing script dropped)', async () => {
    const b = await buyer(t, 'up3', false);
    const sent = Buffer.concat([await picture(), Buffer.from('<script>alert(1)</script>')]);
    const res = await uploadImage(t, b.token, sent);
    const stored = fs.readFileSync(`${UPLOAD_DIR}/${res.body.data!.pic_path.slice('upload/'.length)}`);
    expect(stored.includes('<script>')).toBe(false);
  });
});

describe('review abuse', () => {
  it('a review may carry only its author’s uploads, never another member’s or any other path', async () => {
    const b = await buyer(t, 'img1', false);
    const thief = await buyer(t, 'img1x', false);
    const mine = (await uploadImage(t, b.token, await picture())).body.data!.pic_path;
    const o = await orderOf(t, thief.id, shop, [soap]);
    for (const images of [mine, 'upload/payproof/1/202601/abc.png', '../../etc/passwd', 'https://evil.example/x.png']) {
      const res = await thief.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'x', scores: 5, images }]),
      );
      expect(res.body.error_code, images).toBe('REVIEW_IMAGE_INVALID');
    }
  });

  it('ignores the names, goods, shop and author the client sends; HTML in the text stays text', async () => {
    const b = await buyer(t, 'html1', false);
    const o = await orderOf(t, b.id, shop, [soap]);
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const body = addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: text, scores: 5 }], {
      member_name: 'Admin',
    } as never);
    const items = JSON.parse(body.goods_evaluate as string) as object[];
    body.goods_evaluate = JSON.stringify(
      items.map((i) => ({ ...i, goods_id: 1, sku_name: 'Fake', site_id: 999, member_id: 1 })),
    );
    ok(await b.call(evaluateAddEndpoint, body));
    const row = await t.db.db
      .selectFrom('goods_evaluate')
      .selectAll()
      .where('order_id', '=', o.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      goods_id: soap.goodsId,
      sku_name: 'Soap',
      site_id: shop,
      member_id: b.id,
      member_name: 'html1',
      content: text,
    });
    const shown = ok(await t.call(evaluatePageEndpoint, { goods_id: soap.goodsId })).list[0]!;
    expect(shown.content).toBe(text);
  });

  it('refuses huge and malformed review payloads with an envelope', async () => {
    const b = await buyer(t, 'big1', false);
    const o = await orderOf(t, b.id, shop, [soap]);
    for (const goods_evaluate of ['x'.repeat(200_000), '{}', 'null', '[1,2]', '']) {
      const res = await t.post('/api/goodsevaluate/add', { token: b.token, order_id: o.orderId, goods_evaluate });
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(0);
    }
    for (const order_id of [0, -1, 'abc', 1.5]) {
      const res = await t.post('/api/goodsevaluate/add', { token: b.token, order_id, goods_evaluate: '[]' });
      expect(res.body.code).not.toBe(0);
    }
  });
});

describe('shop reply abuse', () => {
  it('only the console session of the review’s own shop, with a replying role, may answer', async () => {
    const b = await buyer(t, 'replyabuse', false);
    const o = await orderOf(t, b.id, shop, [soap]);
    ok(
      await b.call(
        evaluateAddEndpoint,
        addBody(o.orderId, [{ order_goods_id: o.lines[0]!, content: 'ok', scores: 5 }]),
      ),
    );
    const review = await t.db.db
      .selectFrom('goods_evaluate')
      .select('evaluate_id')
      .where('order_id', '=', o.orderId)
      .executeTakeFirstOrThrow();
    const body = { evaluate_id: review.evaluate_id, content: 'not yours' };
    const other = await staff(t, await addShop(t.db.db, 'Rival Shop'), 'owner', 'rival-owner');
    const verifier = await staff(t, shop, 'verifier', 'abuse-verifier');

    expect((await t.call(shopEvaluateReplyEndpoint, body)).body.error_code).toBe('TOKEN_NOT_EXIST');
    expect((await b.call(shopEvaluateReplyEndpoint, body)).body.error_code).toBe('TOKEN_ERROR');
    expect((await b.call(shopEvaluatePageEndpoint, {})).body.error_code).toBe('TOKEN_ERROR');
    expect((await verifier.call(shopEvaluateReplyEndpoint, body)).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await other.call(shopEvaluateReplyEndpoint, body)).body.error_code).toBe('EVALUATE_NOT_FOUND');
    expect(ok(await other.call(shopEvaluatePageEndpoint, { page_size: 0 })).count).toBe(0);
    const row = await t.db.db
      .selectFrom('goods_evaluate')
      .select('explain_first')
      .where('evaluate_id', '=', review.evaluate_id)
      .executeTakeFirstOrThrow();
    expect(row.explain_first).toBe('');
  });
});
