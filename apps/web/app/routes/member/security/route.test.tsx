import { captchaConfigEndpoint, memberAccountEndpoint, memberInfoEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

const api = (member: Partial<typeof MEMBER>, payPassword: number) =>
  new FakeApi()
    .on(memberInfoEndpoint, { ...MEMBER, ...member })
    .on(memberAccountEndpoint, { balance: '0.00', is_pay_password: payPassword })
    .on(captchaConfigEndpoint, { login: 1, register: 1, find_password: 1 } as never);

describe('/member/security', () => {
  it('shows the login password, the bound mobile and the payment password states', async () => {
    const page = await visit('/member/security', { api: api({ password: 1 }, 0), cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Login password');
    expect(page.html).toContain('09123456789');
    expect(page.html).toMatch(/Payment password<\/h2>[\s\S]*?Not set/);
  });

  it('says when no mobile is bound', async () => {
    const page = await visit('/member/security', { api: api({ mobile: '', password: 0 }, 1), cookie: 'zay_token=t' });
    expect(page.html).toContain('Not bound');
    expect(page.html).toMatch(/Payment password<\/h2>[\s\S]*?>Set</);
  });
});
