import { sellerInfoEndpoint, shopEvaluatePageEndpoint, type ShopEvaluate } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const REVIEW: ShopEvaluate = {
  evaluate_id: 12,
  order_id: 41,
  goods_id: 2,
  sku_id: 3,
  sku_name: 'Longyi, blue',
  sku_image: 'upload/g.png',
  member_name: 'A***g',
  content: 'Soft cotton, true colour',
  images: 'upload/evaluate/a.png,upload/evaluate/b.png',
  scores: 4,
  explain_type: 1,
  explain_first: '',
  again_content: '',
  again_images: '',
  again_explain: '',
  again_time: 0,
  is_anonymous: 1,
  is_audit: 1,
  create_time: 1_795_000_000,
};

const visitReviews = (path: string, api: FakeApi) => visit(path, { api, cookie: 'zay_seller_token=t' });

describe('the console’s reviews', () => {
  it('sends a visitor to the console’s login with the way back', async () => {
    const api = new FakeApi();
    const page = await visit('/seller/reviews?unreplied=1', { api });
    expect(page.headers.get('location')).toBe('/seller/login?redirect=%2Fseller%2Freviews%3Funreplied%3D1');
    expect(api.callsTo(shopEvaluatePageEndpoint)).toEqual([]);
  });

  it('lists the shop’s reviews with pictures and a reply form, filtered and paged by the address', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(shopEvaluatePageEndpoint, { page_count: 3, count: 21, list: [REVIEW] });
    const page = await visitReviews('/seller/reviews?unreplied=1&page=2', api);
    expect(page.status).toBe(200);
    expect(api.callsTo(shopEvaluatePageEndpoint)[0]!.body).toMatchObject({ unreplied: 1, page: 2, page_size: 10 });
    expect(page.html).toContain('Soft cotton, true colour');
    expect(page.html).toContain('A***g');
    expect(page.html).toContain('anonymous');
    expect(page.html).toContain('src="/upload/evaluate/b.png"');
    expect(page.html).toContain('4 of 5 stars');
    expect(page.html).toContain('Reply to this review');
    expect(page.html).not.toContain('Reply to the follow-up');
    expect(page.html).toContain('href="/seller/reviews?unreplied=1&amp;page=3"');
  });

  it('shows the shop’s reply and offers the follow-up’s reply once the buyer followed up', async () => {
    const answered = {
      ...REVIEW,
      explain_first: 'Thank you, Ko Aung',
      again_content: 'Still fine after washing',
      again_images: 'upload/evaluate/c.png',
      again_time: 1_795_100_000,
    };
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(shopEvaluatePageEndpoint, { page_count: 1, count: 1, list: [answered] });
    const page = await visitReviews('/seller/reviews', api);
    expect(page.html).toContain('Thank you, Ko Aung');
    expect(page.html).toContain('Still fine after washing');
    expect(page.html).toContain('src="/upload/evaluate/c.png"');
    expect(page.html).toContain('Reply to the follow-up');
    expect(page.html).not.toContain('Reply to this review');

    const done = { ...answered, again_explain: 'Glad to hear it' };
    const api2 = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(shopEvaluatePageEndpoint, { page_count: 1, count: 1, list: [done] });
    const page2 = await visitReviews('/seller/reviews', api2);
    expect(page2.html).toContain('Glad to hear it');
    expect(page2.html).not.toContain('Post reply');
  });

  it('shows the API’s refusal to a verifier instead of the list', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, { ...SHOP_CLERK, role: 'verifier' as const, role_name: 'Verifier' })
      .on(shopEvaluatePageEndpoint, () => fail('SELLER_FORBIDDEN', 'Your role may not do this'));
    const page = await visitReviews('/seller/reviews', api);
    expect(page.html).toContain('Your role may not do this');
    expect(page.html).not.toContain('Post reply');
  });
});
