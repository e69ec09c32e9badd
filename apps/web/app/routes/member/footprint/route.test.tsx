import { browsePageEndpoint, memberInfoEndpoint, type BrowseItem } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { byDay } from '~/features/member/footprint/footprint-days';
import { MEMBER } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

// 2026-11-24 10:00 and 2026-11-23 20:00 in Yangon (UTC+6:30).
const DAY1 = Date.UTC(2026, 10, 24, 3, 30) / 1000;
const DAY0 = Date.UTC(2026, 10, 23, 13, 30) / 1000;

const footprint = (id: number, browse_time: number): BrowseItem => ({
  id,
  browse_time,
  goods_id: 40 + id,
  sku_id: 100 + id,
  site_id: 3,
  goods_name: `Tea ${id}`,
  sku_name: `Tea ${id}`,
  sku_image: '',
  price: '5000.00',
  market_price: '0.00',
  discount_price: '4500.00',
  sale_num: 0,
  stock: 5,
});

describe('/member/footprint', () => {
  it('groups footprints by the marketplace day, newest first', () => {
    const days = byDay([footprint(1, DAY1), footprint(2, DAY1 - 60), footprint(3, DAY0)]);
    expect(days.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      ['2026-11-24', [1, 2]],
      ['2026-11-23', [3]],
    ]);
  });

  it('asks for every footprint and shows them by day with a delete each and a clear-all', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(browsePageEndpoint, { list: [footprint(1, DAY1), footprint(3, DAY0)], count: 2, page_count: 1 });
    const page = await visit('/member/footprint', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(api.callsTo(browsePageEndpoint)[0]?.body).toMatchObject({ page_size: 0 });
    expect(page.html).toContain('2026-11-24');
    expect(page.html).toContain('aria-label="Delete Tea 3 from footprints"');
    expect(page.html).toContain('Clear all');
  });

  it('invites to look around when there are none', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(browsePageEndpoint, { list: [], count: 0, page_count: 1 });
    const page = await visit('/member/footprint', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('No footprints yet');
  });
});
