import { collectPageEndpoint, memberInfoEndpoint, memberShopPageEndpoint, type CollectItem } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

const goods = (id: number): CollectItem => ({
  collect_id: id,
  create_time: 1_760_000_000,
  goods_id: 40 + id,
  sku_id: 100 + id,
  site_id: 3,
  goods_name: `Longyi ${id}`,
  sku_name: `Longyi ${id}, blue`,
  sku_image: '',
  price: '12000.00',
  market_price: '0.00',
  discount_price: '12000.00',
  sale_num: 0,
  stock: 5,
  sku_price: '11000.00',
});

describe('/member/collection', () => {
  it('shows followed goods, 10 a page, with an unfollow each', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(collectPageEndpoint, { list: [goods(1), goods(2)], count: 12, page_count: 2 });
    const page = await visit('/member/collection?page=2', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html.match(/data-testid="followed-goods"/g)).toHaveLength(2);
    expect(page.html).toContain('aria-label="Unfollow Longyi 1, blue"');
    expect(page.html).toContain('11,000.00');
    expect(api.callsTo(collectPageEndpoint)[0]?.body).toMatchObject({ page: 2, page_size: 10 });
    expect(api.callsTo(memberShopPageEndpoint)).toEqual([]);
  });

  it('shows the shops tab and its empty state', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(memberShopPageEndpoint, { list: [], count: 0, page_count: 1 });
    const page = await visit('/member/collection?tab=shops', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('You are not following any shops yet');
    expect(page.html).toMatch(/aria-current="page"[^>]*>Shops</);
  });
});
