import { groupbuyPageEndpoint, seckillSlotsEndpoint, topicPageEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

describe('the promotion list pages', () => {
  it('name the promotion in the breadcrumb and the title, and say when its addon is missing', async () => {
    const api = new FakeApi()
      .on(seckillSlotsEndpoint, () => fail('SECKILL_PLUGIN_NOT_INSTALLED', 'not installed'))
      .on(groupbuyPageEndpoint, () => fail('GROUPBUY_PLUGIN_NOT_INSTALLED', 'not installed'))
      .on(topicPageEndpoint, () => fail('TOPIC_PLUGIN_NOT_INSTALLED', 'not installed'));
    for (const [path, title, missing] of [
      ['/promotion/seckill', 'Flash sale', 'The flash sale plugin is not installed'],
      ['/promotion/groupbuy', 'Group buy', 'The group buy plugin is not installed'],
      ['/promotion/topic', 'Topic activities', 'The topic activity plugin is not installed'],
    ] as const) {
      const page = await visit(path, { api });
      expect(page.status).toBe(200);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*><svg[^>]*>.*?</svg>${title}</h1>`));
      expect(page.html).toContain(`aria-current="page" class="text-ink">${title}<`);
      expect(page.html).toContain(missing);
    }
  });

  it('show the group buys running now', async () => {
    const api = new FakeApi().on(groupbuyPageEndpoint, { page_count: 1, count: 0, list: [] });
    const page = await visit('/promotion/groupbuy', { api });
    expect(page.html).toMatch(/<h1[^>]*><svg[^>]*>.*?<\/svg>Group buy<\/h1>/);
    expect(api.callsTo(groupbuyPageEndpoint)).toHaveLength(1);
  });
});
