import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  captchaConfigEndpoint,
  captchaEndpoint,
  checkMobileEndpoint,
  findPasswordCodeEndpoint,
  findPasswordEndpoint,
  loginEndpoint,
  loginMobileCodeEndpoint,
  loginMobileEndpoint,
  logoutEndpoint,
  memberDetailEndpoint,
  memberInfoEndpoint,
  message,
  type MessageKey,
  registerMobileCodeEndpoint,
  registerMobileEndpoint,
  registerUsernameEndpoint,
} from '@zay/contract';
import type { CallOptions } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setConfig } from '../../site/config/config.service';
import { lastSmsCode, solvedCaptcha } from '../../../test/auth-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('rate_counter').execute();
});

const PASSWORD = 'Secret123';
let seq = 0;
const uniqueMobile = () => `0942${String(100000 + ++seq).padStart(6, '0')}`;

const captcha = () => solvedCaptcha(t);

const lastCode = (mobile: string) => lastSmsCode(t.db, mobile);

async function register(username: string, password = PASSWORD) {
  return t.call(registerUsernameEndpoint, { username, password, ...(await captcha()) });
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

describe('captcha', () => {
  it('is a PNG image, single-use, and expires', async () => {
    const c = await captcha();
    const { body } = await t.call(captchaEndpoint, { captcha_id: c.captcha_id });
    expect(body.data.img).toMatch(/^data:image\/png;base64,/);
    const old = await t.db.db.selectFrom('captcha').where('id', '=', c.captcha_id).selectAll().executeTakeFirst();
    expect(old).toBeUndefined();

    const fresh = await captcha();
    const ok = await t.call(registerUsernameEndpoint, { username: 'capuser1', password: PASSWORD, ...fresh });
    expect(ok.body.code).toBe(0);
    const reused = await t.call(registerUsernameEndpoint, { username: 'capuser2', password: PASSWORD, ...fresh });
    expect(reused.body.error_code).toBe('CAPTCHA_ERROR');

    const expired = await captcha();
    await t.db.db.updateTable('captcha').set({ expire_time: 1 }).where('id', '=', expired.captcha_id).execute();
    expect(
      (await t.call(registerUsernameEndpoint, { username: 'capuser3', password: PASSWORD, ...expired })).body
        .error_code,
    ).toBe('CAPTCHA_ERROR');
  });
});

describe('registration by username', () => {
  it('creates the member, answers a token and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.call(registerUsernameEndpoint, {
      username: 'thida_99',
      password: PASSWORD,
      ...(await captcha()),
    });
    const { body } = res;
    expect(body.code).toBe(0);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/zay_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=86400/);
    const info = await t.call(memberInfoEndpoint, {}, bearer(body.data.token));
    expect(info.body.data).toMatchObject({ username: 'thida_99', nickname: 'thida_99' });
    const stored = await t.db.db.selectFrom('member_token').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(body.data.token);
  });

  it.each([
    [{ username: 'ab' }, 'USERNAME_INVALID'],
    [{ username: '0942123456' }, 'USERNAME_INVALID'],
    [{ password: 'short1' }, 'PASSWORD_TOO_SHORT'],
    [{ password: 'lettersonly' }, 'PASSWORD_NEEDS_DIGIT'],
    [{ password: '1234567890' }, 'PASSWORD_NEEDS_LOWER'],
  ] as [object, MessageKey][])('refuses %j with %s', async (patch, key) => {
    const res = await t.call(
      registerUsernameEndpoint,
      { username: 'validname', password: PASSWORD, ...(await captcha()), ...patch },
      { lang: 'en-us' },
    );
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toBe(message('en-us', key, { min: 8 }));
  });

  it('refuses a taken username whatever its case, and a wrong captcha', async () => {
    await register('TakenName');
    expect((await register('takenname')).body.error_code).toBe('USERNAME_TAKEN');
    const wrong = await t.call(registerUsernameEndpoint, {
      username: 'another1',
      password: PASSWORD,
      ...(await captcha()),
      captcha_code: 'zzzz',
    });
    expect(wrong.body.error_code).toBe('CAPTCHA_ERROR');
  });

  it('refuses when the platform turned registration off', async () => {
    await setConfig(t.db.db, 'register_config', { register: 'mobile' });
    try {
      expect((await register('closedreg')).body.error_code).toBe('REGISTER_DISABLED');
    } finally {
      await setConfig(t.db.db, 'register_config', { register: 'username,mobile' });
    }
  });

  it('allows 20 registrations an hour from one IP', async () => {
    for (let i = 0; i < 20; i++) expect((await register(`bulk_user_${i}`)).body.code).toBe(0);
    const res = await register('bulk_user_20');
    expect(res.status).toBe(429);
    expect(res.body.error_code).toBe('RATE_LIMITED');
  });
});

describe('registration and login by mobile', () => {
  it('sends a code to the outbox and registers with it once', async () => {
    const mobile = uniqueMobile();
    const sent = await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) });
    expect(sent.body.data.key).toMatch(/^[0-9a-f]{32}$/);
    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await t.call(registerMobileEndpoint, { mobile, key: sent.body.data.key, code: wrong })).body.error_code,
    ).toBe('SMS_CODE_ERROR');
    const ok = await t.call(registerMobileEndpoint, { mobile, key: sent.body.data.key, code });
    expect(ok.body.data.token).toBeTruthy();
    expect((await t.call(registerMobileEndpoint, { mobile, key: sent.body.data.key, code })).body.error_code).toBe(
      'SMS_CODE_ERROR',
    );
    expect((await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.error_code).toBe(
      'MOBILE_TAKEN',
    );
  });

  it('a code allows 5 tries, then even the right code fails; codes expire', async () => {
    const mobile = uniqueMobile();
    const { key } = (await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data;
    const code = await lastCode(mobile);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await t.call(registerMobileEndpoint, { mobile, key, code: wrong });
    expect((await t.call(registerMobileEndpoint, { mobile, key, code })).body.error_code).toBe('SMS_CODE_ERROR');

    await t.db.db.deleteFrom('rate_counter').execute();
    const second = (await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data.key;
    await t.db.db.updateTable('sms_code').set({ expire_time: 1 }).where('code_key', '=', second).execute();
    expect(
      (await t.call(registerMobileEndpoint, { mobile, key: second, code: await lastCode(mobile) })).body.error_code,
    ).toBe('SMS_CODE_EXPIRED');
  });

  it('one code a minute per number', async () => {
    const mobile = uniqueMobile();
    expect((await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.code).toBe(0);
    const again = await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) });
    expect(again.status).toBe(429);
    expect(again.body.error_code).toBe('SMS_TOO_FREQUENT');
  });

  it('a malformed number says so in the request language', async () => {
    const res = await t.call(registerMobileCodeEndpoint, { mobile: '12345', ...(await captcha()) }, { lang: 'en-us' });
    expect(res.body.code).toBe(-10006);
    expect(res.body.message).toMatch(/Mobile phone number format error/);
  });

  it('logs in by mobile code; unknown numbers are told to register', async () => {
    const mobile = uniqueMobile();
    const reg = (await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data.key;
    await t.call(registerMobileEndpoint, { mobile, key: reg, code: await lastCode(mobile) });
    await t.db.db.deleteFrom('rate_counter').execute();
    const key = (await t.call(loginMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data.key;
    const res = await t.call(loginMobileEndpoint, { mobile, key, code: await lastCode(mobile), autoLoginRange: 7 });
    expect(res.body.data.token).toBeTruthy();
    expect(
      (await t.call(loginMobileCodeEndpoint, { mobile: uniqueMobile(), ...(await captcha()) })).body.error_code,
    ).toBe('MOBILE_NOT_REGISTERED');
  });
});

describe('password login and sessions', () => {
  beforeAll(async () => {
    await register('loginuser');
    const member = await t.db.db
      .selectFrom('member')
      .select('member_id')
      .where('username', '=', 'loginuser')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('member')
      .set({ mobile: '09450000001', email: 'Login@Example.com' })
      .where('member_id', '=', member.member_id)
      .execute();
  });
  const login = async (username: string, password = PASSWORD, extra = {}, opts: CallOptions = {}) =>
    t.call(loginEndpoint, { username, password, ...(await captcha()), ...extra }, opts);

  it('accepts username, mobile or e-mail, with a new token every time', async () => {
    const tokens = new Set<string>();
    for (const account of ['loginuser', 'LOGINUSER', '09450000001', 'login@example.com']) {
      const { body } = await login(account);
      expect(body.code).toBe(0);
      tokens.add(body.data.token);
    }
    expect(tokens.size).toBe(4);
  });

  it('"auto login for 7 days" makes a 7-day cookie and token', async () => {
    const res = await login('loginuser', PASSWORD, { autoLoginRange: 7 });
    expect(cookieOf(res)).toMatch(/Max-Age=604800/);
  });

  it('a wrong password and an unknown account fail alike', async () => {
    const wrong = (await login('loginuser', 'Wrong12345')).body;
    const unknown = (await login('nobody_here', 'Wrong12345')).body;
    expect(wrong.error_code).toBe('LOGIN_FAILED');
    expect(unknown.error_code).toBe('LOGIN_FAILED');
    expect(wrong.message).toBe(unknown.message);
  });

  it('allows 10 attempts a minute per account; past them a login needs a captcha (ADR 087)', async () => {
    for (let i = 0; i < 10; i++) await login('loginuser', 'Wrong12345', {}, { lang: 'en-us' });
    const res = await login('loginuser', PASSWORD, { captcha_id: '', captcha_code: '' });
    expect(res.status).toBe(429);
    expect(res.body.error_code).toBe('RATE_LIMITED');
  });

  it('logout revokes the token server-side and clears the cookie', async () => {
    const token = (await login('loginuser')).body.data.token;
    const out = await t.call(logoutEndpoint, {}, bearer(token));
    expect(out.body.code).toBe(0);
    expect(cookieOf(out)).toMatch(/zay_token=;/);
    const after = await t.call(memberInfoEndpoint, {}, bearer(token));
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: -10009, error_code: 'TOKEN_ERROR' });
  });

  it('an expired token answers TOKEN_EXPIRE; no token answers "not logged in"', async () => {
    const token = (await login('loginuser')).body.data.token;
    await t.db.db.updateTable('member_token').set({ expire_time: 1 }).where('revoked', '=', 0).execute();
    expect((await t.call(memberDetailEndpoint, {}, bearer(token))).body).toMatchObject({
      code: -10010,
      error_code: 'TOKEN_EXPIRE',
    });
    const none = await t.call(memberInfoEndpoint, {}, { lang: 'en-us' });
    expect(none.body).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    expect(none.body.message).toMatch(/not yet been logged in/);
  });

  it('the cookie works only from the site itself; the token in the body works from anywhere', async () => {
    const token = (await login('loginuser')).body.data.token;
    const viaCookie = (headers: Record<string, string>) =>
      t.call(memberInfoEndpoint, {}, { headers: { cookie: `zay_token=${token}`, ...headers } });
    expect((await viaCookie({})).body.code).toBe(0);
    expect((await viaCookie({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).body.code).toBe(0);
    const evil = await viaCookie({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(evil.status).toBe(200);
    expect(evil.body.error_code).toBe('FORBIDDEN_ORIGIN');
    expect(
      (await t.call(memberInfoEndpoint, {}, { token, headers: { origin: 'https://evil.example' } })).body.code,
    ).toBe(0);
  });
});

describe('password recovery and mobile check', () => {
  it('resets with an SMS code, refuses the old password, and ends every session', async () => {
    const mobile = uniqueMobile();
    const reg = (await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data.key;
    const token = (
      await t.call(registerMobileEndpoint, { mobile, key: reg, code: await lastCode(mobile), password: PASSWORD })
    ).body.data.token;
    await t.db.db.deleteFrom('rate_counter').execute();

    expect((await t.call(checkMobileEndpoint, { mobile })).body).toMatchObject({
      code: -1,
      error_code: 'MOBILE_TAKEN',
    });
    expect((await t.call(checkMobileEndpoint, { mobile: uniqueMobile() })).body.code).toBe(0);

    const key = (await t.call(findPasswordCodeEndpoint, { mobile, ...(await captcha()) })).body.data.key;
    const code = await lastCode(mobile);
    expect((await t.call(findPasswordEndpoint, { mobile, key, code, password: PASSWORD })).body.error_code).toBe(
      'PASSWORD_SAME_AS_OLD',
    );
    expect((await t.call(findPasswordEndpoint, { mobile, key, code, password: 'NewSecret456' })).body.code).toBe(0);
    expect((await t.call(memberInfoEndpoint, {}, bearer(token))).body.error_code).toBe('TOKEN_ERROR');
    const relog = await t.call(loginEndpoint, {
      username: mobile,
      password: 'NewSecret456',
      ...(await captcha()),
    });
    expect(relog.body.code).toBe(0);
  });
});

describe('with captchas turned off', () => {
  it('CAPTCHA_ENABLED=false skips the check and reports it in the config', async () => {
    const off = await createTestApp({ CAPTCHA_ENABLED: 'false' });
    try {
      expect((await off.call(captchaConfigEndpoint)).body.data).toEqual({
        login: 0,
        register: 0,
        find_password: 0,
      });
      expect((await off.call(registerUsernameEndpoint, { username: 'nocaptcha', password: PASSWORD })).body.code).toBe(
        0,
      );
    } finally {
      await off.close();
    }
  });
});
