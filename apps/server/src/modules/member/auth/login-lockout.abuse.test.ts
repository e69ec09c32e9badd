import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_PER_MINUTE, loginEndpoint } from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import { solvedCaptcha } from '../../../test/auth-codes';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setConfig } from '../../site/config/config.service';

/*
 * Issue 29 §3 (ADR 087): wrong passwords from anywhere spend an account's budget, but must not
 * lock the member out: past the budget a login that passes a captcha, or comes from a device the
 * member signed in from before, goes on; any other is refused (429) as before. The member hears
 * of it once through the SMS outbox.
 */

let t: TestApp;
const PASSWORD = 'Right12345';
const KNOWN_DEVICE = 'KnownDevice_0123456789';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(name: string, mobile: string) {
  const m = await createMember(t.db, name);
  await t.db.db
    .updateTable('member')
    .set({ mobile, password: await hashPassword(PASSWORD) })
    .where('member_id', '=', m.id)
    .execute();
  return m;
}

let address = 0;
/** A password login from a fresh address, with `opts` (a captcha, a device cookie). */
async function login(username: string, password: string, opts: { captcha?: boolean; device?: string } = {}) {
  const captcha = opts.captcha ? await solvedCaptcha(t) : { captcha_id: '', captcha_code: '' };
  address++;
  return t.call(
    loginEndpoint,
    { username, password, ...captcha },
    {
      remoteAddress: `10.29.${address >> 8}.${address & 255}`,
      headers: opts.device ? { cookie: `zay_device=${opts.device}` } : {},
    },
  );
}

const notices = async (mobile: string) =>
  (await t.db.db.selectFrom('sms_outbox').select(['purpose', 'content']).where('mobile', '=', mobile).execute()).filter(
    (r) => r.purpose === 'login_locked',
  );

/**
 * LOGIN_RATE_PER_MINUTE + 1 wrong passwords, each from another address, after `spent` tries this
 * minute: the budget is spent. Past it a try is refused 429 without a captcha, and is a wrong
 * password with one.
 */
async function guess(username: string, captcha: boolean, spent = 0) {
  const codes: (string | undefined)[] = [];
  for (let i = 0; i <= LOGIN_RATE_PER_MINUTE; i++)
    codes.push((await login(username, `Wrong${i}xxxx`, { captcha })).body.error_code);
  const within = LOGIN_RATE_PER_MINUTE - spent;
  expect(codes.slice(0, within)).toEqual(Array(within).fill('LOGIN_FAILED'));
  expect(codes.slice(within)).toEqual(Array(codes.length - within).fill(captcha ? 'LOGIN_FAILED' : 'RATE_LIMITED'));
}

describe('with captchas on every login (the default)', () => {
  it('11 wrong passwords from other addresses, then the right one with a captcha: logged in; without one: 429', async () => {
    await member('lockout_a', '09790290001');
    await guess('lockout_a', true);
    const bare = await login('lockout_a', PASSWORD);
    expect(bare.status).toBe(429);
    expect(bare.body.error_code).toBe('RATE_LIMITED');
    const res = await login('lockout_a', PASSWORD, { captcha: true });
    expect(res.body).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    // A wrong password with a captcha is still a wrong password.
    expect((await login('lockout_a', 'Wrong-again1', { captcha: true })).body.error_code).toBe('LOGIN_FAILED');
    expect(await notices('09790290001')).toHaveLength(1);
  });
});

describe('with the login captcha turned off by the platform', () => {
  beforeAll(() => setConfig(t.db.db, 'captcha_config', { login: 0, register: 1, find_password: 1 }));
  afterAll(() => setConfig(t.db.db, 'captcha_config', { login: 1, register: 1, find_password: 1 }));

  it('past the budget: a known device or a captcha gets in, anything else is refused 429; one notice', async () => {
    await member('lockout_b', '09790290002');
    // The member signed in from this browser before.
    expect((await login('lockout_b', PASSWORD, { device: KNOWN_DEVICE })).body.code).toBe(0);
    await guess('lockout_b', false, 1);

    const bare = await login('lockout_b', PASSWORD);
    expect(bare.status).toBe(429);
    expect(bare.body.error_code).toBe('RATE_LIMITED');
    const stranger = await login('lockout_b', PASSWORD, { device: 'OtherDevice_0123456789' });
    expect(stranger.status).toBe(429);

    expect((await login('lockout_b', PASSWORD, { device: KNOWN_DEVICE })).body.code).toBe(0);
    expect((await login('lockout_b', PASSWORD, { captcha: true })).body.code).toBe(0);
    // A captcha is used up: the same one does not open a second try.
    const used = await solvedCaptcha(t);
    const first = await t.call(loginEndpoint, { username: 'lockout_b', password: PASSWORD, ...used });
    const again = await t.call(loginEndpoint, { username: 'lockout_b', password: PASSWORD, ...used });
    expect(first.body.code).toBe(0);
    expect(again.body.error_code).toBe('CAPTCHA_ERROR');

    const sent = await notices('09790290002');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toContain('Zay');
  });
});
