import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from './lib/password';
import { regionIds } from './modules/trade/checkout/order-test-kit';
import { seedFixtures } from './test/fixtures';
import { createMember } from './test/members';
import { createTestApp, type TestApp } from './test/test-app';
import { CLIENT, clientPost } from './test/family-client';
import { captchaAnswer, lastSmsCode } from './test/auth-codes';

/**
 * Issue 13 "Checkout and payment", mobile numbers, called the way an existing client of this API
 * family calls Zay: from its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie.
 * Myanmar and Chinese mobile numbers are valid for addresses, registration and login, stored in
 * one normalised form (ADR 045).
 */
const PASSWORD = 'Secret123';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT });
  await seedFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('rate_counter').execute();
});

const call = (url: string, body: object = {}) => clientPost(t, url, { lang: 'en-us', ...body });

async function captcha() {
  const { id } = (await call('/api/captcha/captcha')).data;
  return { captcha_id: id as string, captcha_code: await captchaAnswer(t.db, id) };
}

const lastCode = (mobile: string) => lastSmsCode(t.db, mobile);

const mobileOf = async (memberId: number) =>
  (await t.db.db.selectFrom('member').select('mobile').where('member_id', '=', memberId).executeTakeFirstOrThrow())
    .mobile;

describe('addresses', () => {
  it('take Myanmar and Chinese mobile numbers, stored normalised; anything else is a format error', async () => {
    const m = await createMember(t.db, 'family-address');
    const regions = await regionIds(t.db.db);
    const add = (mobile: string) =>
      call('/api/memberaddress/add', { token: m.token, name: 'Li Wei', mobile, address: 'No. 5', ...regions });
    for (const [typed, stored] of [
      ['+86 138 1234 5678', '13812345678'],
      ['13912345678', '13912345678'],
      ['+95 9 420 000 123', '09420000123'],
      ['09420000124', '09420000124'],
    ]) {
      const res = await add(typed!);
      expect(res.code).toBe(0);
      const info = await call('/api/memberaddress/info', { token: m.token, id: res.data });
      expect(info.data.mobile).toBe(stored);
    }
    for (const typed of ['12345678901', '+1 415 555 0100', '0812345678', '1381234567']) {
      expect(await add(typed)).toMatchObject({ code: -10006, message: 'Mobile phone number format error' });
    }
  });
});

describe('registration and login', () => {
  it('a Chinese mobile registers by SMS code and logs in by it, by password and by SMS code', async () => {
    const typed = '+86 139 0000 1111';
    const stored = '13900001111';
    const sent = await call('/api/register/mobileCode', { mobile: typed, ...(await captcha()) });
    expect(sent.code).toBe(0);
    const reg = await call('/api/register/mobile', {
      mobile: typed,
      key: sent.data.key,
      code: await lastCode(stored),
      password: PASSWORD,
    });
    expect(reg.code).toBe(0);
    const info = await call('/api/member/info', { token: reg.data.token });
    expect(await mobileOf(info.data.member_id)).toBe(stored);

    for (const username of [stored, typed, '8613900001111']) {
      await t.db.db.deleteFrom('rate_counter').execute(); // one login budget per account a minute
      const login = await call('/api/login/login', { username, password: PASSWORD, ...(await captcha()) });
      expect(login, username).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    }
    const key = (await call('/api/login/mobileCode', { mobile: stored, ...(await captcha()) })).data.key;
    const sms = await call('/api/login/mobile', { mobile: typed, key, code: await lastCode(stored) });
    expect(sms).toMatchObject({ code: 0, data: { token: expect.any(String) } });
  });

  it('a Myanmar number given as +959… is the same member as 09…', async () => {
    const sent = await call('/api/register/mobileCode', { mobile: '+959420000777', ...(await captcha()) });
    const reg = await call('/api/register/mobile', {
      mobile: '09420000777',
      key: sent.data.key,
      code: await lastCode('09420000777'),
      password: PASSWORD,
    });
    expect(reg.code).toBe(0);
    const again = await call('/api/register/mobileCode', { mobile: '959420000777', ...(await captcha()) });
    expect(again.code).toBe(-1);
  });

  it('existing members log in by the number stored today (an old 7-digit MPT number too)', async () => {
    for (const mobile of ['091234567', '09420000888']) {
      const m = await createMember(t.db, `old-${mobile}`);
      await t.db.db
        .updateTable('member')
        .set({ mobile, password: await hashPassword(PASSWORD) })
        .where('member_id', '=', m.id)
        .execute();
      const login = await call('/api/login/login', { username: mobile, password: PASSWORD, ...(await captcha()) });
      expect(login, mobile).toMatchObject({ code: 0 });
    }
  });
});
