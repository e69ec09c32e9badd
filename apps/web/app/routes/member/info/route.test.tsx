import { memberInfoEndpoint } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

describe('/member/info', () => {
  it('shows the account, the mobile, the nickname to edit and the avatar upload', async () => {
    const api = new FakeApi().on(memberInfoEndpoint, { ...MEMBER, nickname: 'Thida <script>' });
    const page = await visit('/member/info', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('thida');
    expect(page.html).toContain('09123456789');
    expect(page.html).toContain('value="Thida &lt;script&gt;"');
    expect(page.html).toContain('accept="image/jpeg,image/png,image/webp"');
  });

  it('says when no mobile is bound', async () => {
    const api = new FakeApi().on(memberInfoEndpoint, { ...MEMBER, mobile: '' });
    const page = await visit('/member/info', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('Not bound');
  });
});
