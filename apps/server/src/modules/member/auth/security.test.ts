import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindMobileCodeEndpoint,
  checkPayPasswordEndpoint,
  isSetPayPasswordEndpoint,
  loginEndpoint,
  memberInfoEndpoint,
  modifyMobileEndpoint,
  modifyPasswordEndpoint,
  modifyPayPasswordEndpoint,
  passwordMobileCodeEndpoint,
  payPasswordCodeEndpoint,
  verifyPayPasswordCodeEndpoint,
} from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import { lastSmsCode, solvedCaptcha } from '../../../test/auth-codes';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const OLD = 'OldPass123';
const NEW = 'NewPass456';
let mobiles = 0;

beforeAll(async () => {
  t = await createTestApp({ SMS_PER_IP_PER_HOUR: '1000', SMS_PER_HOUR: '1000' });
});
afterAll(() => t.close());

/** A member with a mobile (fresh each time: one SMS a minute per number) and, if given, a password. */
async function member(password?: string) {
  const name = `m${++mobiles}x${Math.random().toString(36).slice(2, 7)}`;
  const m = await createMember(t.db, name);
  const mobile = `0979${String(mobiles).padStart(6, '0')}`;
  await t.db.db
    .updateTable('member')
    .set({ mobile, password: password ? await hashPassword(password) : '' })
    .where('member_id', '=', m.id)
    .execute();
  return { ...m, name, mobile, call: t.as({ token: m.token, lang: 'en-us' }) };
}

const captcha = () => solvedCaptcha(t);

const lastCode = (mobile: string) => lastSmsCode(t.db, mobile);

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('member/modifypassword with the old password', () => {
  it('changes it, ends the other sessions and keeps this one', async () => {
    const m = await member(OLD);
    const other = await t.call(loginEndpoint, { username: m.name, password: OLD, ...(await captcha()) });
    const res = await m.call(modifyPasswordEndpoint, { old_password: OLD, new_password: NEW });
    expect(res.body).toMatchObject({ code: 0, message: 'Your password has been changed' });
    expect((await m.call(memberInfoEndpoint)).body.code).toBe(0);
    expect((await t.call(memberInfoEndpoint, {}, { token: other.body.data.token })).body.code).toBeLessThan(0);
    const login = await t.call(loginEndpoint, { username: m.name, password: NEW, ...(await captcha()) });
    expect(login.body.code).toBe(0);
  });

  it.each([
    ['a wrong old password', { old_password: 'Wrong999x', new_password: NEW }, 'PASSWORD_ERROR'],
    ['no old password', { new_password: NEW }, 'PASSWORD_ERROR'],
    ['the same new password', { old_password: OLD, new_password: OLD }, 'PASSWORD_SAME_AS_OLD'],
    ['a new password against the rules', { old_password: OLD, new_password: 'short' }, 'PASSWORD_TOO_SHORT'],
  ])('refuses %s and keeps the old one', async (_why, body, key) => {
    const m = await member(OLD);
    const res = await m.call(modifyPasswordEndpoint, body);
    expect(res.status).toBe(200);
    expect(res.body.error_code).toBe(key);
    expect((await t.call(loginEndpoint, { username: m.name, password: OLD, ...(await captcha()) })).body.code).toBe(0);
  });

  it('of two changes at once, exactly one wins', async () => {
    const m = await member(OLD);
    const results = await Promise.all(
      ['NewPass001', 'NewPass002', 'NewPass003', 'NewPass004'].map((p) =>
        m.call(modifyPasswordEndpoint, { old_password: OLD, new_password: p }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
  });
});

describe('member/pwdmobliecode and setting a first password', () => {
  it('sets a password with the SMS code when the member has none', async () => {
    const m = await member();
    expect((await m.call(memberInfoEndpoint)).body.data.password).toBe(0);
    const sent = await m.call(passwordMobileCodeEndpoint, await captcha());
    expect(sent.body.code).toBe(0);
    const code = await lastCode(m.mobile);
    const res = await m.call(modifyPasswordEndpoint, { new_password: NEW, key: sent.body.data.key, code });
    expect(res.body.code).toBe(0);
    expect((await m.call(memberInfoEndpoint)).body.data.password).toBe(1);
  });

  it('refuses a member without a bound mobile and a wrong captcha', async () => {
    const m = await member();
    await t.db.db.updateTable('member').set({ mobile: '' }).where('member_id', '=', m.id).execute();
    expect((await m.call(passwordMobileCodeEndpoint, await captcha())).body.error_code).toBe('MOBILE_NOT_BOUND');
    const m2 = await member();
    const bad = await m2.call(passwordMobileCodeEndpoint, {
      captcha_id: (await captcha()).captcha_id,
      captcha_code: 'zzzz',
    });
    expect(bad.body.code).toBeLessThan(0);
  });

  it('voids the code after five wrong tries', async () => {
    const m = await member();
    const key = (await m.call(passwordMobileCodeEndpoint, await captcha())).body.data.key;
    const code = await lastCode(m.mobile);
    for (let i = 0; i < 5; i++) {
      const res = await m.call(modifyPasswordEndpoint, { new_password: NEW, key, code: wrong(code) });
      expect(res.body.error_code).toBe('SMS_CODE_ERROR');
    }
    expect((await m.call(modifyPasswordEndpoint, { new_password: NEW, key, code })).body.error_code).toBe(
      'SMS_CODE_ERROR',
    );
    expect((await m.call(memberInfoEndpoint)).body.data.password).toBe(0);
  });
});

describe('member/bindmobliecode and member/modifymobile', () => {
  it('binds a new number with its code and ends the other sessions', async () => {
    const m = await member(OLD);
    const other = await t.call(loginEndpoint, { username: m.name, password: OLD, ...(await captcha()) });
    const mobile = '09791234567';
    const sent = await m.call(bindMobileCodeEndpoint, { mobile, ...(await captcha()) });
    expect(sent.body.code).toBe(0);
    const res = await m.call(modifyMobileEndpoint, { mobile, key: sent.body.data.key, code: await lastCode(mobile) });
    expect(res.body).toMatchObject({ code: 0, message: 'Your mobile number has been changed' });
    expect((await m.call(memberInfoEndpoint)).body.data.mobile).toBe(mobile);
    expect((await t.call(memberInfoEndpoint, {}, { token: other.body.data.token })).body.code).toBeLessThan(0);
  });

  it("refuses another member's number, the member's own, and a code sent to another number", async () => {
    const a = await member();
    const b = await member();
    expect((await a.call(bindMobileCodeEndpoint, { mobile: b.mobile, ...(await captcha()) })).body.error_code).toBe(
      'MOBILE_TAKEN',
    );
    expect((await a.call(bindMobileCodeEndpoint, { mobile: a.mobile, ...(await captcha()) })).body.error_code).toBe(
      'MOBILE_SAME_AS_OLD',
    );
    const sent = await a.call(bindMobileCodeEndpoint, { mobile: '09791111222', ...(await captcha()) });
    const code = await lastCode('09791111222');
    const other = await a.call(modifyMobileEndpoint, { mobile: '09791111333', key: sent.body.data.key, code });
    expect(other.body.error_code).toBe('SMS_CODE_ERROR');
    expect((await a.call(memberInfoEndpoint)).body.data.mobile).toBe(a.mobile);
  });
});

describe('the payment password by SMS', () => {
  it('checks the code, sets the password, answers whether one is set and checks it', async () => {
    const m = await member();
    expect((await m.call(isSetPayPasswordEndpoint)).body.data).toBe(0);
    const key = (await m.call(payPasswordCodeEndpoint)).body.data.key;
    const code = await lastCode(m.mobile);
    expect((await m.call(verifyPayPasswordCodeEndpoint, { key, code })).body.code).toBe(0);
    const res = await m.call(modifyPayPasswordEndpoint, { key, code, password: '246810' });
    expect(res.body).toMatchObject({ code: 0, message: 'Your payment password has been changed' });
    expect((await m.call(isSetPayPasswordEndpoint)).body.data).toBe(1);
    expect((await m.call(checkPayPasswordEndpoint, { pay_password: '246810' })).body.code).toBe(0);
    expect((await m.call(checkPayPasswordEndpoint, { pay_password: '111111' })).body.error_code).toBe(
      'PAY_PASSWORD_ERROR',
    );
    // The code was used up.
    expect((await m.call(modifyPayPasswordEndpoint, { key, code, password: '135790' })).body.error_code).toBe(
      'SMS_CODE_ERROR',
    );
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses a payment password %j (not 6 digits)', async (password) => {
    const m = await member();
    const key = (await m.call(payPasswordCodeEndpoint)).body.data.key;
    const res = await m.call(modifyPayPasswordEndpoint, { key, code: await lastCode(m.mobile), password });
    expect(res.body.code).toBeLessThan(0);
    expect(res.body.message).toContain('6 digits');
    expect((await m.call(isSetPayPasswordEndpoint)).body.data).toBe(0);
  });

  it('voids the code after five wrong tries, the checking step counting too', async () => {
    const m = await member();
    const key = (await m.call(payPasswordCodeEndpoint)).body.data.key;
    const code = await lastCode(m.mobile);
    for (let i = 0; i < 3; i++) {
      expect((await m.call(verifyPayPasswordCodeEndpoint, { key, code: wrong(code) })).body.error_code).toBe(
        'SMS_CODE_ERROR',
      );
    }
    for (let i = 0; i < 2; i++) {
      const res = await m.call(modifyPayPasswordEndpoint, { key, code: wrong(code), password: '246810' });
      expect(res.body.error_code).toBe('SMS_CODE_ERROR');
    }
    expect((await m.call(modifyPayPasswordEndpoint, { key, code, password: '246810' })).body.error_code).toBe(
      'SMS_CODE_ERROR',
    );
    expect((await m.call(isSetPayPasswordEndpoint)).body.data).toBe(0);
  });

  it('uses a code once when eight calls race with it', async () => {
    const m = await member();
    const key = (await m.call(payPasswordCodeEndpoint)).body.data.key;
    const code = await lastCode(m.mobile);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => m.call(modifyPayPasswordEndpoint, { key, code, password: `24681${i}` })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
  });

  it('needs a bound mobile', async () => {
    const m = await member();
    await t.db.db.updateTable('member').set({ mobile: '' }).where('member_id', '=', m.id).execute();
    expect((await m.call(payPasswordCodeEndpoint)).body.error_code).toBe('MOBILE_NOT_BOUND');
  });
});
