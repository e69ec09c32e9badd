import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as contract from '@zay/contract';
import { bodyShapes, type Endpoint } from '@zay/contract';
import { regionIds } from './modules/trade/checkout/order-test-kit';
import { seedFixtures } from './test/fixtures';
import { createMember } from './test/members';
import { createTestApp, type TestApp } from './test/test-app';
import { CLIENT, clientPost } from './test/family-client';
import { captchaAnswer, lastEmailCode } from './test/auth-codes';
import { createServicer } from './modules/chat/chat-test-kit';
import { setConfig } from './modules/site/config/config.service';

/**
 * Issue 32 "the last mile", called the way an existing client of this API family calls Zay: from
 * its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie.
 */
let t: TestApp;
let site: Awaited<ReturnType<typeof seedFixtures>>;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT });
  site = await seedFixtures(t.db);
  member = await createMember(t.db, 'family-last-mile');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('rate_counter').execute();
});

const call = (url: string, body: object = {}) => clientPost(t, url, { lang: 'en-us', ...body });

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'path' in v && 'body' in v && 'response' in v;
const endpoints = Object.entries(contract as Record<string, unknown>).flatMap(([name, v]) =>
  isEndpoint(v) ? [[name, v] as const] : [],
);

describe('"" for an optional field means the field is absent (§3)', () => {
  it('memberaddress/add {… is_default: ""} saves the address', async () => {
    const regions = await regionIds(t.db.db);
    const res = await call('/api/memberaddress/add', {
      token: member.token,
      name: 'Aung Aung',
      mobile: '09420000125',
      telephone: '',
      address: 'No. 7',
      full_address: '',
      longitude: '',
      latitude: '',
      is_default: '',
      ...regions,
    });
    expect(res).toMatchObject({ code: 0 });
    expect(res.data).toBeGreaterThan(0);
  });

  it('coupon/api/coupon/memberpage {… is_own: ""} answers the page', async () => {
    const res = await call('/coupon/api/coupon/memberpage', {
      token: member.token,
      page: 1,
      page_size: 9,
      state: 1,
      is_own: '',
    });
    expect(res).toMatchObject({ code: 0, data: { list: [], count: 0 } });
  });

  it('for every optional field of every endpoint of the contract, "" is never the reason of a refusal', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    const refused: string[] = [];
    let checked = 0;
    for (const [name, endpoint] of endpoints) {
      const keys = new Set(bodyShapes(endpoint.body).flatMap((shape) => Object.keys(shape)));
      const absent = endpoint.body.safeParse({});
      const blamed = (r: ReturnType<typeof endpoint.body.safeParse>, key: string) =>
        !r.success && r.error.issues.some((i) => i.path[0] === key);
      for (const key of keys) {
        if (blamed(absent, key)) continue; // a required field: "" is as missing as absent
        checked++;
        if (blamed(endpoint.body.safeParse({ [key]: '' }), key)) refused.push(`${name}.${key}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });
});

describe('memberaddress/info without an id (§9)', () => {
  it('answers an empty address for the "add" page', async () => {
    for (const body of [{}, { id: '' }]) {
      const res = await call('/api/memberaddress/info', { token: member.token, ...body });
      expect(res).toMatchObject({
        code: 0,
        data: { id: 0, name: '', mobile: '', province_id: 0, city_id: 0, district_id: 0, address: '', is_default: 0 },
      });
    }
    expect((await call('/api/memberaddress/info', {})).error_code).toBe('TOKEN_NOT_EXIST');
  });
});

async function captcha() {
  const { id } = (await call('/api/captcha/captcha')).data;
  return { captcha_id: id as string, captcha_code: await captchaAnswer(t.db, id) };
}

describe('five paths that had no route (§8)', () => {
  it('member/checkemail, bingemailcode and modifyemail bind an e-mail with a code sent by e-mail', async () => {
    const m = await createMember(t.db, 'family-email');
    await createMember(t.db, 'family-email-other');
    await t.db.db
      .updateTable('member')
      .set({ email: 'taken@zay.test' })
      .where('username', '=', 'family-email-other')
      .execute();
    const post = (url: string, body: object, lang = 'zh-cn') => call(url, { ...body, token: m.token, lang });

    expect(await post('/api/member/checkemail', { email: 'new@zay.test' })).toMatchObject({ code: 0 });
    expect(await post('/api/member/checkemail', { email: 'Taken@zay.test' })).toMatchObject({
      code: -1,
      error_code: 'EMAIL_TAKEN',
      message: '当前邮箱已存在',
    });
    expect(await post('/api/member/checkemail', { email: '' })).toMatchObject({ code: -10006, message: '请输入邮箱' });

    const taken = await post('/api/member/bingemailcode', { email: 'taken@zay.test', ...(await captcha()) });
    expect(taken).toMatchObject({ code: -1, error_code: 'EMAIL_TAKEN' });
    const sent = await post('/api/member/bingemailcode', { email: 'New@Zay.test', ...(await captcha()) });
    expect(sent).toMatchObject({ code: 0, data: { key: expect.any(String) } });
    const code = await lastEmailCode(t.db, 'new@zay.test');
    expect(code).toMatch(/^\d{6}$/);

    const again = { email: 'new@zay.test', ...(await captcha()), key: sent.data.key };
    const wrong = await post('/api/member/modifyemail', { ...again, code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ code: -1, error_code: 'EMAIL_CODE_ERROR', message: '验证码不正确' });
    const bound = await post('/api/member/modifyemail', { ...again, code });
    expect(bound).toMatchObject({ code: 0, message: '邮箱绑定成功' });
    expect((await post('/api/member/info', {})).data.email).toBe('new@zay.test');
    // A code is used once.
    expect((await post('/api/member/modifyemail', { ...again, code })).code).toBe(-1);
    for (const lang of ['en-us', 'md-mm']) {
      const msg = (await post('/api/member/checkemail', { email: 'new@zay.test' }, lang)).message;
      expect(msg).not.toMatch(/EMAIL_TAKEN|当前/);
    }
  });

  it('memberwithdraw/config answers the settings record: minimum, fee rate and methods', async () => {
    await setConfig(t.db.db, 'member_withdraw', {
      is_use: 1,
      is_auto_audit: 0,
      is_auto_transfer: 0,
      rate: 150,
      min: 5_000_00,
      transfer_type: ['bank', 'kbzpay'],
    });
    const res = await call('/api/memberwithdraw/config', { token: member.token });
    expect(res).toMatchObject({
      code: 0,
      data: { is_use: 1, value: { is_use: 1, min: '5000.00', rate: 1.5, transfer_type: 'bank,kbzpay' } },
    });
    expect((await call('/api/memberwithdraw/config', {})).error_code).toBe('TOKEN_NOT_EXIST');
  });

  it("servicer/getGroupList answers the shop's customer-service group with its online count", async () => {
    await createServicer(t.db, site.open1, 'family-group-sv');
    const res = await call('/servicer/api/servicer/getGroupList', { site_id: site.open1 });
    expect(res).toMatchObject({ code: 0 });
    expect(res.data).toEqual([
      { group_id: site.open1, group_name: expect.any(String), site_id: site.open1, online_count: 0 },
    ]);
    expect((await call('/servicer/api/servicer/getGroupList', {})).data[0]).toMatchObject({ group_id: 0, site_id: 0 });
    expect((await call('/servicer/api/servicer/getGroupList', { site_id: 999_999 })).data).toEqual([]);
  });
});
