import { memberInfoEndpoint, seckillOrderPaymentEndpoint, topicOrderPaymentEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member/member-test-kit';

describe('/promotion/*_payment, the promotion checkouts', () => {
  it('shows why the checkout cannot open when the API refuses it, with the way back to the promotion', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(seckillOrderPaymentEndpoint, () => fail('SYSTEM_BUSY', 'The flash sale is over'));
    const page = await visit('/promotion/seckill_payment?seckill_id=4&sku_id=12&num=2', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(api.callsTo(seckillOrderPaymentEndpoint)[0]?.body).toMatchObject({ seckill_id: 4, sku_id: 12, num: 2 });
    expect(page.html).toMatch(/<h1[^>]*>Flash sale checkout<\/h1>/);
    expect(page.html).toContain('This checkout cannot be opened');
    expect(page.html).toContain('The flash sale is over');
    expect(page.html).toMatch(/href="\/promotion\/seckill-4"[^>]*>Back to the promotion</);
    expect(page.html).toContain('href="/index"');
  });

  it('says the goods are missing when the address lacks a field, without asking the API', async () => {
    const api = memberApi();
    const page = await visit('/promotion/topic_payment?num=1', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('The goods to buy are missing.');
    expect(page.html).toContain('href="/promotion/topic-goods"');
    expect(api.callsTo(topicOrderPaymentEndpoint)).toEqual([]);
  });
});
