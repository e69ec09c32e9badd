import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  modifyPasswordEndpoint,
  payPasswordCodeEndpoint,
  modifyPayPasswordEndpoint,
  passwordMobileCodeEndpoint,
} from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import { solvedCaptcha } from '../../../test/auth-codes';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(mobile: string, password = '') {
  const m = await createMember(t.db, `abuse${mobile}`);
  await t.db.db
    .updateTable('member')
    .set({ mobile, password: password && (await hashPassword(password)) })
    .where('member_id', '=', m.id)
    .execute();
  return t.as({ token: m.token, lang: 'en-us' });
}

const captcha = () => solvedCaptcha(t);

describe('account security abuse', () => {
  it('sends one code a minute to a number, like the login and registration codes', async () => {
    const call = await member('09795550001');
    expect((await call(payPasswordCodeEndpoint)).body.code).toBe(0);
    expect((await call(payPasswordCodeEndpoint)).body.error_code).toBe('SMS_TOO_FREQUENT');
    expect((await call(passwordMobileCodeEndpoint, await captcha())).body.error_code).toBe('SMS_TOO_FREQUENT');
  });

  it('caps the codes one address may ask for in an hour', async () => {
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const call = await member(`0979556${String(i).padStart(4, '0')}`);
      answers.push((await call(payPasswordCodeEndpoint)).body.error_code);
    }
    expect(answers.filter((a) => a === 'SMS_TOO_FREQUENT').length).toBeGreaterThan(0);
  });

  it('limits guesses of the old password per member', async () => {
    const call = await member('09795550002', 'Right12345');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await call(modifyPasswordEndpoint, { old_password: `Guess${i}xxxx`, new_password: 'NewPass456' })).body
          .error_code,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 'PASSWORD_ERROR')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    const right = await call(modifyPasswordEndpoint, { old_password: 'Right12345', new_password: 'NewPass456' });
    expect(right.body.error_code).toBe('RATE_LIMITED');
  });

  it('refuses visitors on every security call', async () => {
    for (const [endpoint, body] of [
      [payPasswordCodeEndpoint, {}],
      [modifyPayPasswordEndpoint, { key: 'k', code: '123456', password: '123456' }],
      [modifyPasswordEndpoint, { new_password: 'NewPass456' }],
    ] as const) {
      const res = await t.call(endpoint as typeof payPasswordCodeEndpoint, body as never);
      expect(res.status).toBe(200);
      expect(res.body.code).toBeLessThan(0);
    }
  });
});
