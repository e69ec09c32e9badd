import { cartAddEndpoint, pcGoodsPageEndpoint, memberInfoEndpoint, shopSubscribeEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { goodsDetail, MEMBER } from '~/test/fixtures';
import { fail, FakeApi, ok, visit } from '~/test/route-stub';
import { SIGNED_IN } from './member/member-test-kit';

/** pc/goodsPage's answer for goods without promotions, coupons or evaluations. */
const goodsPage = (skuId: number) => ({
  detail: goodsDetail(skuId),
  time: Math.floor(Date.now() / 1000),
  manjian: null,
  seckill: null,
  groupbuy: null,
  topic: null,
  bundling: [],
  coupons: [],
  evaluate_count: null,
  collected: 0 as const,
  following: 0 as const,
});
const goodsApi = () => new FakeApi().on(pcGoodsPageEndpoint, (body) => ok(goodsPage(Number(body.sku_id))));

describe('/sku-N, the goods page', () => {
  it('renders the goods the API answers', async () => {
    const page = await visit('/sku-12', { api: goodsApi() });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Longyi cotton, blue');
    expect(page.html).toContain('Mandalay Weavers');
  });

  it('answers 404 with the not-found page for goods the API does not know', async () => {
    const api = new FakeApi().on(pcGoodsPageEndpoint, () => fail('GOODS_NOT_FOUND'));
    const page = await visit('/sku-999', { api });
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
    expect(api.callsTo(pcGoodsPageEndpoint)[0]?.body).toMatchObject({ sku_id: 999 });
  });

  it('answers 502 with the error page when the API fails otherwise', async () => {
    const api = new FakeApi().on(pcGoodsPageEndpoint, () => fail('ERROR', 'The database is away'));
    const page = await visit('/sku-12', { api });
    expect(page.status).toBe(502);
    expect(page.html).toContain('Something went wrong');
    expect(page.html).not.toContain('Page not found');
  });

  it('answers 404 for a prefix no page has, without asking the API for goods', async () => {
    const api = goodsApi();
    expect((await visit('/skus-12', { api })).status).toBe(404);
    expect(api.callsTo(pcGoodsPageEndpoint)).toEqual([]);
  });
});

describe('the catalogue actions of the goods page', () => {
  it('adds to the cart as the member, with the quantity posted, and answers with a success message', async () => {
    const api = goodsApi().on(memberInfoEndpoint, MEMBER).on(cartAddEndpoint, 3);
    const page = await visit('/sku-12', {
      api,
      cookie: SIGNED_IN,
      form: { intent: 'cart-add', sku_id: '12', num: '2' },
    });
    expect(page.status).toBe(200);
    expect(api.callsTo(cartAddEndpoint)).toEqual([
      {
        path: cartAddEndpoint.path,
        body: expect.objectContaining({ sku_id: 12, num: 2 }),
        cookie: expect.stringContaining(SIGNED_IN),
      },
    ]);
    expect(page.actionData).toMatchObject({ intent: 'cart-add', ok: true, message: expect.any(String) });
    // The page's data is loaded again after the write, as after any action.
    expect(page.html).toContain('Longyi cotton, blue');
  });

  it('follows the shop and answers its new follower count', async () => {
    const api = goodsApi().on(memberInfoEndpoint, MEMBER).on(shopSubscribeEndpoint, { sub_num: 3 });
    const page = await visit('/sku-12', { api, cookie: SIGNED_IN, form: { intent: 'follow-shop', site_id: '3' } });
    expect(api.callsTo(shopSubscribeEndpoint)[0]?.body).toMatchObject({ site_id: 3 });
    expect(page.actionData).toMatchObject({ intent: 'follow-shop', ok: true, count: 3 });
  });

  it('sends a shopper whose session the API refused to log in, coming back to the page', async () => {
    const api = goodsApi().on(shopSubscribeEndpoint, () => fail('TOKEN_NOT_EXIST', 'Please log in', -1));
    const page = await visit('/sku-12', { api, form: { intent: 'follow-shop', site_id: '3' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?redirect=%2Fsku-12');
  });

  it('renders add to cart and buy now as a form that works before the script runs (ADR 095)', async () => {
    const page = await visit('/sku-12', { api: goodsApi() });
    const tag = (has: string) => page.html.match(new RegExp(`<[a-z]+[^>]*${has}[^>]*>`))?.[0] ?? '';
    // One form posts to the page's own action; its fields and buttons join it by id.
    expect(tag('id="buy-12"')).toMatch(/^<form[^>]*action="\/sku-12" method="post"/);
    expect(page.html).toMatch(/<form id="buy-12"[^>]*><input type="hidden" name="sku_id" value="12"\/>/);
    expect(tag('name="num"')).toContain('form="buy-12"');
    expect(tag('value="cart-add"')).toMatch(/type="submit" form="buy-12"[^>]*name="intent"/);
    expect(tag('value="buy-now"')).toMatch(/formAction="\/payment" formMethod="get"/);
  });

  it('shows the answer to a write posted without script on the page itself', async () => {
    const api = goodsApi().on(memberInfoEndpoint, MEMBER).on(cartAddEndpoint, 3);
    const page = await visit('/sku-12', {
      api,
      cookie: SIGNED_IN,
      form: { intent: 'cart-add', sku_id: '12', num: '1' },
    });
    expect(page.html).toContain('data-testid="posted-answer"');
  });

  it('refuses an unknown intent with 400 and calls no API', async () => {
    const api = goodsApi();
    const page = await visit('/sku-12', { api, form: { intent: 'delete-shop', site_id: '3' } });
    expect(page.status).toBe(400);
    // The page chrome's reads (layout, and the city sites' names for the header) are not the action's.
    const chrome = ['layout', '/api/addon/addonisexit', '/api/address/city', '/api/website/lists'];
    expect(
      api.calls.filter((c) => c.path !== pcGoodsPageEndpoint.path && !chrome.some((p) => c.path.includes(p))),
    ).toEqual([]);
  });
});
