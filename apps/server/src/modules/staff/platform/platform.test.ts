import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformInfoEndpoint, platformLoginEndpoint, platformLogoutEndpoint, sellerInfoEndpoint } from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import { ok } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { buyer } from '../../trade/checkout/order-test-kit';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform console's session (ADR 060): only the staff of site 0 get in. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  const password = await hashPassword('Plat@2026');
  await t.db.db
    .insertInto('servicer')
    .values([
      { site_id: 0, username: 'plat-owner', password, nickname: 'U Myint', role: 'owner', status: 1, create_time: 1 },
      { site_id: 1, username: 'shop-owner', password, nickname: 'Daw Aye', role: 'owner', status: 1, create_time: 1 },
    ])
    .execute();
});
afterAll(() => t.close());

describe('platform console sessions', () => {
  it('logs the platform’s staff in with their own cookie, and out again', async () => {
    const login = await t.call(platformLoginEndpoint, { username: 'plat-owner', password: 'Plat@2026' });
    const { token, staff: me } = ok(login);
    expect(login.headers['set-cookie']).toMatch(/zay_platform_token=.+HttpOnly/i);
    expect(me).toMatchObject({ site_id: 0, role: 'owner', nickname: 'U Myint' });
    const viaCookie = await t.call(platformInfoEndpoint, {}, { headers: { cookie: `zay_platform_token=${token}` } });
    expect(ok(viaCookie).username).toBe('plat-owner');
    // The shop console's cookie is another session: it does not open the platform console.
    const seller = await t.call(platformInfoEndpoint, {}, { headers: { cookie: `zay_seller_token=${token}` } });
    expect(seller.body.error_code).toBe('TOKEN_NOT_EXIST');
    ok(await t.call(platformLogoutEndpoint, {}, { token }));
    expect((await t.call(platformInfoEndpoint, {}, { token })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('refuses a shop’s staff with a clear message in the user’s language, and issues no session', async () => {
    const before = await t.db.db
      .selectFrom('servicer_token')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const en = await t.call(
      platformLoginEndpoint,
      { username: 'shop-owner', password: 'Plat@2026' },
      { lang: 'en-us' },
    );
    expect(en.body).toMatchObject({ code: -1, error_code: 'PLATFORM_STAFF_ONLY', data: null });
    expect(en.body.message).toMatch(/shop console/);
    expect(en.headers['set-cookie']).toBeUndefined();
    const mm = await t.call(platformLoginEndpoint, { username: 'shop-owner', password: 'Plat@2026' });
    expect(mm.body.message).toContain('ဆိုင်စီမံခန့်ခွဲမှု');
    const after = await t.db.db
      .selectFrom('servicer_token')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // A wrong password says only that, whoever the account belongs to.
    const wrong = await t.call(platformLoginEndpoint, { username: 'shop-owner', password: 'nope' });
    expect(wrong.body.error_code).toBe('LOGIN_FAILED');
  });

  it('refuses a shop’s staff token, a member’s token and no token on every platform call', async () => {
    const clerk = await staff(t, 1, 'owner', 'plat-shop-clerk');
    expect(ok(await clerk.call(sellerInfoEndpoint, {})).site_id).toBe(1);
    expect((await clerk.call(platformInfoEndpoint, {})).body.error_code).toBe('PLATFORM_STAFF_ONLY');
    const member = await buyer(t, 'plat-member');
    expect((await t.call(platformInfoEndpoint, {}, { token: member.token })).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call(platformInfoEndpoint, {})).body.error_code).toBe('TOKEN_NOT_EXIST');
    const platform = await staff(t, 0, 'clerk', 'plat-clerk');
    expect(ok(await platform.call(platformInfoEndpoint, {})).site_id).toBe(0);
  });
});
