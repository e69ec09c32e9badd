import { evaluateInfoEndpoint, memberInfoEndpoint, type EvaluateInfo } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member/member-test-kit';

const line = (id: number, name: string) => ({
  order_goods_id: id,
  order_id: 7,
  order_no: 'Z2026112400007',
  site_id: 3,
  site_name: 'Shwe Mart',
  member_id: 1,
  goods_id: 10 + id,
  sku_id: 20 + id,
  sku_name: name,
  sku_image: 'upload/g.png',
  price: '1500.00',
  num: 1,
});
const info = (evaluate_status: number): EvaluateInfo => ({
  evaluate_status,
  evaluate_status_name: '',
  list: [line(1, 'Green tea 100g'), line(2, 'Longyi <b>blue</b>')],
});

describe('/evaluate, the review page', () => {
  it('asks for login first', async () => {
    const page = await visit('/evaluate?order_id=7', { api: new FakeApi() });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?redirect=%2Fevaluate%3Forder_id%3D7');
  });

  it('shows each goods with stars, text, pictures, and the shop block with anonymity (first review)', async () => {
    const api = memberApi().on(evaluateInfoEndpoint, info(0));
    const page = await visit('/evaluate?order_id=7', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(api.callsTo(evaluateInfoEndpoint)[0]?.body).toMatchObject({ order_id: 7 });
    expect(page.html).toContain('Write a review');
    expect(page.html).toContain('Order number: Z2026112400007');
    expect(page.html).toContain('Green tea 100g');
    expect(page.html).toContain('Longyi &lt;b&gt;blue&lt;/b&gt;');
    expect(page.html.match(/type="radio"/g)).toHaveLength(5 * 2 + 5 * 3);
    expect(page.html).toContain('aria-label="4 of 5 stars"');
    expect(page.html).toContain('0/200');
    expect(page.html).toContain('6 in all, 6 more');
    expect(page.html).toContain('Rate the shop');
    expect(page.html).toContain('Delivery service');
    expect(page.html).toContain('Review anonymously');
    expect(page.html).toContain('Submit review');
  });

  it('shows the follow-up form (text and pictures only) when the order is reviewed', async () => {
    const api = memberApi().on(evaluateInfoEndpoint, info(1));
    const page = await visit('/evaluate?order_id=7', { api, cookie: SIGNED_IN, lang: 'zh-cn' });
    expect(page.html).toContain('追加评价');
    expect(page.html).not.toContain('type="radio"');
    expect(page.html).not.toContain('店铺评分');
    expect(page.html).toContain('提交追评');
    expect(page.html).toContain('共6张，还能上传6张');
  });

  it('says why an order cannot be reviewed, with a way back to the orders', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(evaluateInfoEndpoint, () =>
        fail('EVALUATE_NOT_ALLOWED', 'An order can be reviewed once it has been received'),
      );
    const page = await visit('/evaluate?order_id=9', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('This order cannot be reviewed');
    expect(page.html).toContain('An order can be reviewed once it has been received');
    expect(page.html).toContain('href="/member/order_list"');
  });
});
