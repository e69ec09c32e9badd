import { memberInfoEndpoint, orderPaymentEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member/member-test-kit';

describe('/payment, the checkout', () => {
  it('shows why the order cannot be prepared when the API refuses the goods, with a way back', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(orderPaymentEndpoint, () => fail('GOODS_STOCK_SHORT', 'Only 2 left in stock'));
    const page = await visit('/payment?sku_id=12&num=5', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(api.callsTo(orderPaymentEndpoint)[0]?.body).toMatchObject({ sku_id: 12, num: 5 });
    expect(page.html).toContain('We could not prepare your order');
    expect(page.html).toContain('Only 2 left in stock');
    expect(page.html).toContain('href="/cart"');
  });

  it('says the goods are missing when the address names none, without asking the API', async () => {
    const api = memberApi();
    const page = await visit('/payment', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('The goods to buy are missing.');
    expect(api.callsTo(orderPaymentEndpoint)).toEqual([]);
  });
});
