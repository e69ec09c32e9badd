import { memberInfoEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

describe('the member layout', () => {
  it('sends a visitor to log in, with the page and its query to come back to', async () => {
    const api = new FakeApi();
    const page = await visit('/member/order_list?order_status=waitpay', { api });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?redirect=%2Fmember%2Forder_list%3Forder_status%3Dwaitpay');
    // No token, no question to the API.
    expect(api.callsTo(memberInfoEndpoint)).toEqual([]);
  });

  it('sends a member whose token the API refused to log in, and deletes the token', async () => {
    const api = new FakeApi().on(memberInfoEndpoint, () => fail('TOKEN_EXPIRE', 'expired', -10010));
    const page = await visit('/payment?sku_id=12&num=1', { api, cookie: 'zay_token=old' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?redirect=%2Fpayment%3Fsku_id%3D12%26num%3D1');
    expect(page.headers.get('set-cookie')).toMatch(/^zay_token=; Path=\/; Max-Age=0; HttpOnly/);
  });

  it('shows a member the page inside the member layout', async () => {
    const api = new FakeApi().on(memberInfoEndpoint, MEMBER);
    const page = await visit('/member/index', { api, cookie: 'zay_token=t0ken' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-layout="member"');
  });
});
