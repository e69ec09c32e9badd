import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformActionLogEndpoint,
  platformSettingsEndpoint,
  platformSettingsSaveEndpoint,
  platformSiteImageUpload,
  siteInfoEndpoint,
  type Settings,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The site settings and action log under abuse (issue 31, QUALITY §4): who may call, what may be sent. */
let t: TestApp;
let admin: Staff;
let start: Settings;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  admin = await staff(t, 0, 'owner', 'sa-admin');
  start = ok(await admin.call(platformSettingsEndpoint, {}));
});
afterAll(() => t.close());

const current = async () => ok(await admin.call(platformSettingsEndpoint, {}));
const logCount = async () => ok(await admin.call(platformActionLogEndpoint, {})).count;
const saveRaw = (body: Record<string, unknown>) => admin.call(platformSettingsSaveEndpoint, offContract(body));
const closeSite = { group: 'status', value: { web_status: 0, close_reason: 'mine now' } } as const;

it('refuses a shop owner, a member, a forged and no token on every call; the site stays open', async () => {
  const owner = await staff(t, 1, 'owner', 'sa-shop-owner');
  const m = await createMember(t.db, 'sa-member');
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [t.as({ token: m.token, lang: 'en-us' }), 'TOKEN_ERROR'],
    [t.as({ token: 'forged', lang: 'en-us' }), 'TOKEN_ERROR'],
    [t.as({ lang: 'en-us' }), 'TOKEN_NOT_EXIST'],
  ] as const;
  for (const [call, code] of callers) {
    expect((await call(platformSettingsEndpoint, {})).body).toMatchObject({ error_code: code, data: null });
    expect((await call(platformSettingsSaveEndpoint, closeSite)).body.error_code).toBe(code);
    expect((await call(platformActionLogEndpoint, {})).body.error_code).toBe(code);
  }
  // The shop console's cookie does not open the platform's calls either.
  const res = await t.app.inject({
    method: 'POST',
    url: platformSettingsSaveEndpoint.path,
    headers: { cookie: `zay_seller_token=${owner.token}`, 'content-type': 'application/json' },
    payload: closeSite,
  });
  expect(res.json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' });
  const upload = await t.app.inject({
    method: 'POST',
    url: platformSiteImageUpload.path,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(upload.json()).toMatchObject({ error_code: 'PLATFORM_STAFF_ONLY' });
  expect(ok(await t.call(siteInfoEndpoint, {})).web_status).toBe(1);
  expect(await logCount()).toBe(0);
});

it('refuses the platform’s clerk and customer service every call: they own no settings group', async () => {
  for (const role of ['clerk', 'service'] as const) {
    const who = await staff(t, 0, role, `sa-${role}`);
    expect((await who.call(platformSettingsEndpoint, {})).body.error_code, role).toBe('SELLER_FORBIDDEN');
    for (const group of ['status', 'payment', 'levels'] as const) {
      const body = { group, value: start[group] } as never;
      expect((await who.call(platformSettingsSaveEndpoint, body)).body.error_code, role).toBe('SELLER_FORBIDDEN');
    }
    expect((await who.call(platformActionLogEndpoint, {})).body.error_code, role).toBe('SELLER_FORBIDDEN');
  }
  expect(await logCount()).toBe(0);
});

it('lets operations and finance read and save only their own groups; the action log is the administrator’s', async () => {
  const own = { operations: ['points', 'levels', 'goods_review'], finance: ['withdrawal', 'payment'] } as const;
  for (const role of ['operations', 'finance'] as const) {
    const who = await staff(t, 0, role, `sa-${role}`);
    expect(Object.keys(ok(await who.call(platformSettingsEndpoint, {}))).sort(), role).toEqual([...own[role]].sort());
    for (const group of ['status', 'register', 'payment', 'levels'] as const) {
      if ((own[role] as readonly string[]).includes(group)) continue;
      const body = { group, value: start[group] } as never;
      expect((await who.call(platformSettingsSaveEndpoint, body)).body.error_code, `${role} ${group}`).toBe(
        'SELLER_FORBIDDEN',
      );
    }
    expect((await who.call(platformActionLogEndpoint, {})).body.error_code, role).toBe('SELLER_FORBIDDEN');
    const upload = await t.app.inject({
      method: 'POST',
      url: platformSiteImageUpload.path,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(upload.json(), role).toMatchObject({ error_code: 'SELLER_FORBIDDEN' });
  }
  expect(ok(await t.call(siteInfoEndpoint, {})).web_status).toBe(1);
  expect(await logCount()).toBe(0);
});

it('refuses wrong types, unknown groups and missing fields; nothing changes', async () => {
  const bad: Record<string, unknown>[] = [
    {},
    { group: 'nope', value: {} },
    { group: 'status', value: { web_status: 'closed', close_reason: '' } },
    { group: 'status', value: { web_status: '0', close_reason: '' } },
    { group: 'status', value: { web_status: 2, close_reason: '' } },
    { group: 'status', value: { web_status: 0 } },
    { group: 'status', value: 'web_status=0' },
    { group: 'addons', value: { installed: 'seckill' } },
    { group: 'addons', value: { installed: ['seckill', 'bitcoin-miner'] } },
    { group: 'withdrawal', value: { ...start.withdrawal, min: '1000' } },
    { group: 'withdrawal', value: { ...start.withdrawal, min: 0.5 } },
    { group: 'withdrawal', value: { ...start.withdrawal, rate: -1 } },
    { group: 'withdrawal', value: { ...start.withdrawal, transfer_type: [] } },
    { group: 'register', value: { ...start.register, login: [] } },
    { group: 'register', value: { ...start.register, pwd_len: 1 } },
    { group: 'levels', value: { levels: [] } },
    { group: 'levels', value: { levels: [{ ...start.levels!.levels[0], growth: 10 }] } },
    { group: 'points', value: { ...start.points, signin: { is_use: 1, cycle: 7, reward: [{ day: 3 }, { day: 2 }] } } },
    { group: 'payment', value: { ...start.payment, balance: { enabled: true } } },
  ];
  for (const body of bad) {
    const res = await saveRaw(body);
    expect(res.body, JSON.stringify(body)).toMatchObject({ error_code: 'PARAMETER_ERROR', data: null });
  }
  expect(await current()).toEqual(start);
  expect(await logCount()).toBe(0);
});

it('refuses huge values: long texts, too many rows, out-of-range money, an oversized body', async () => {
  const long = 'ဇ'.repeat(5000);
  const huge: Record<string, unknown>[] = [
    { group: 'site', value: { ...start.site, title: long } },
    {
      group: 'site',
      value: {
        ...start.site,
        translations: { ...start.site!.translations, 'en-us': { title: long, desc: '', keywords: '' } },
      },
    },
    { group: 'status', value: { web_status: 0, close_reason: long } },
    { group: 'withdrawal', value: { ...start.withdrawal, min: 1e15 } },
    { group: 'withdrawal', value: { ...start.withdrawal, rate: 10_001 } },
    {
      group: 'levels',
      value: {
        levels: Array.from({ length: 11 }, (_, i) => ({ ...start.levels!.levels[0], level_id: undefined, growth: i })),
      },
    },
    { group: 'points', value: { ...start.points, return_point_rate: Number.MAX_SAFE_INTEGER } },
  ];
  for (const body of huge)
    expect((await saveRaw(body)).body.error_code, JSON.stringify(body).slice(0, 80)).toBe('PARAMETER_ERROR');
  const tooBig = await t.app.inject({
    method: 'POST',
    url: platformSettingsSaveEndpoint.path,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ group: 'site', value: { ...start.site, desc: 'x'.repeat(2 * 1024 * 1024) } }),
  });
  expect(tooBig.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
  expect(await current()).toEqual(start);
});

it('refuses script in links and images, and keeps script in a text as inert text', async () => {
  const scripts: Record<string, unknown>[] = [
    { group: 'site', value: { ...start.site, logo: 'javascript:alert(1)' } },
    { group: 'site', value: { ...start.site, logo: 'upload/x.png" onerror="alert(1)' } },
    { group: 'site', value: { ...start.site, web_qrcode: 'data:text/html,<script>alert(1)</script>' } },
    { group: 'images', value: { ...start.images, default_goods_img: '//evil.example/x.png' } },
    { group: 'service', value: { type: 'third', third: 'javascript:alert(1)' } },
    { group: 'service', value: { type: 'third', third: '' } },
    { group: 'site', value: { ...start.site, web_email: '<script>@x.com' } },
    { group: 'site', value: { ...start.site, web_phone: '<script>alert(1)</script>' } },
  ];
  for (const body of scripts)
    expect((await saveRaw(body)).body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
  expect(await current()).toEqual(start);

  const title = '<script>alert(1)</script>';
  ok(await saveRaw({ group: 'site', value: { ...start.site, web_email: '', title } }));
  // Stored and answered as the text it is: pages print text, never markup (React escapes it).
  expect(ok(await t.call(siteInfoEndpoint, {})).title).toBe(title);
  ok(await saveRaw({ group: 'site', value: { ...start.site, web_email: '' } }));
});

it('finds nothing with wildcards or injection in the log search, and refuses a bad action filter', async () => {
  expect(ok(await admin.call(platformActionLogEndpoint, { keyword: "' OR '1'='1" })).count).toBe(0);
  expect(ok(await admin.call(platformActionLogEndpoint, { keyword: '%' })).count).toBe(0);
  const bad = await admin.call(
    platformActionLogEndpoint,
    offContract({ action: "settings'; drop table action_log;--" }),
  );
  expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  expect(ok(await admin.call(platformActionLogEndpoint, {})).count).toBe(2);
});
