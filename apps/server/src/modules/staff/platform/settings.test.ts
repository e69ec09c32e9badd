import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  memberLevelListEndpoint,
  navListEndpoint,
  payTypeEndpoint,
  platformActionLogEndpoint,
  platformSettingsEndpoint,
  platformSettingsSaveEndpoint,
  registerConfigEndpoint,
  registerUsernameEndpoint,
  captchaConfigEndpoint,
  seckillSlotsEndpoint,
  signinAwardEndpoint,
  siteInfoEndpoint,
  withdrawInfoEndpoint,
  platformSlotListEndpoint,
  goodsAftersaleEndpoint,
  layoutEndpoint,
  message,
  SHIP_WITHIN_HOURS,
  type SettingsSaveBody,
  type SettingsValues,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountsOf, rewardCompletedOrder } from '../../member';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { setConfig } from '../../site/config/config.service';
import { sweepActionLog } from '../../site/action-log/action-log.service';

/** The platform's site settings and action log (issue 31, ADR 091), on both databases. */
let t: TestApp;
let admin: Staff;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'seckill,coupon,platformcoupon,city', CAPTCHA_ENABLED: 'true' });
  await seedFixtures(t.db);
  admin = await staff(t, 0, 'owner', 'st-admin');
});
afterAll(() => t.close());

const settings = async () => ok(await admin.call(platformSettingsEndpoint, {}));
async function save<G extends keyof SettingsValues>(group: G, value: SettingsValues[G]) {
  return admin.call(platformSettingsSaveEndpoint, { group, value } as SettingsSaveBody);
}
const logRows = async (action: string) =>
  ok(await admin.call(platformActionLogEndpoint, { action, page_size: 50 })).list;
const shopper = () => t.as({ lang: 'en-us' });

describe('reading the settings', () => {
  it('answers every group in effect, the environment standing in for what was never saved', async () => {
    const s = await settings();
    expect(Object.keys(s).sort()).toEqual(
      [
        'addons',
        'goods_review',
        'images',
        'levels',
        'payment',
        'points',
        'register',
        'service',
        'site',
        'status',
        'withdrawal',
      ].sort(),
    );
    expect(s.addons!.installed).toEqual(['seckill', 'coupon', 'platformcoupon', 'city']);
    expect(s.register!.captcha).toBe(1);
    expect(s.status!.web_status).toBe(1);
    expect(s.levels!.levels[0]!.growth).toBe(0);
    expect(s.withdrawal!.min).toBeGreaterThan(0);
  });
});

describe('a saved group takes effect at once', () => {
  it('renames the site in Burmese and English; website/info answers the new texts on the next call', async () => {
    // Read once first: the process's config cache holds the old value.
    await shopper()(siteInfoEndpoint, {});
    const site = (await settings()).site!;
    ok(
      await save('site', {
        ...site,
        title: 'ဇေ ဈေး',
        web_phone: '09 777 123 456',
        web_email: 'help@zay.com.mm',
        translations: {
          'zh-cn': { title: 'Zay 商城', desc: '', keywords: '' },
          'en-us': { title: 'Zay Mart', desc: '', keywords: '' },
        },
      }),
    );
    expect(ok(await t.as({ lang: 'md-mm' })(siteInfoEndpoint, {})).title).toBe('ဇေ ဈေး');
    expect(ok(await shopper()(siteInfoEndpoint, {}))).toMatchObject({ title: 'Zay Mart', web_phone: '09 777 123 456' });
    const [row] = await logRows('settings.site');
    expect(row).toMatchObject({ staff_id: admin.id, staff_name: 'st-admin', action: 'settings.site' });
    expect(JSON.parse(row!.before).title).toBe(site.title);
    expect(JSON.parse(row!.after).title).toBe('ဇေ ဈေး');
    expect(row!.ip).not.toBe('');
  });

  it('sets the one shipping promise every page shows, in each language (issue 35 §7)', async () => {
    const promise = async (lang: 'md-mm' | 'zh-cn' | 'en-us') => {
      const call = t.as({ lang });
      const layout = ok(await call(layoutEndpoint, {}));
      return {
        site: ok(await call(siteInfoEndpoint, {})).ship_within_hours,
        layout: layout.site.ship_within_hours,
        goods: ok(await call(goodsAftersaleEndpoint, {}))[0]!.text,
        footer: layout.shop_services.map((x) => x.desc),
      };
    };
    await setConfig(t.db.db, 'shop_service', {
      list: [{ id: 1, service_name: 'Fast', desc: 'Shipped within {hours} hours of payment.', icon: '' }],
    });
    expect((await settings()).site!.ship_within_hours).toBe(SHIP_WITHIN_HOURS);
    expect(await promise('en-us')).toEqual({
      site: 2,
      layout: 2,
      goods: 'Ships within 2 hours of payment',
      footer: ['Shipped within 2 hours of payment.'],
    });
    ok(await save('site', { ...(await settings()).site!, ship_within_hours: 24 }));
    expect(await promise('en-us')).toMatchObject({ site: 24, layout: 24, goods: 'Ships within 24 hours of payment' });
    expect((await promise('en-us')).footer).toEqual(['Shipped within 24 hours of payment.']);
    expect((await promise('md-mm')).goods).toBe(message('md-mm', 'AFTERSALE_SHIP_WITHIN', { hours: 24 }));
    expect((await promise('zh-cn')).goods).toBe('付款后24小时内发货');
    ok(await save('site', { ...(await settings()).site!, ship_within_hours: 1 }));
    expect((await promise('en-us')).goods).toBe('Ships within 1 hour of payment');
    for (const bad of [0, 169, 1.5])
      expect((await save('site', { ...(await settings()).site!, ship_within_hours: bad })).body.code).not.toBe(0);
    ok(await save('site', { ...(await settings()).site!, ship_within_hours: SHIP_WITHIN_HOURS }));
  });

  it('closes the site: the storefront API answers SITE_CLOSE, the consoles go on; reopening restores it', async () => {
    ok(await save('status', { web_status: 0, close_reason: 'ပြုပြင်နေသည်' }));
    const closed = await shopper()(navListEndpoint, {});
    expect(closed.body).toMatchObject({ code: -3, error_code: 'SITE_CLOSE' });
    expect(ok(await shopper()(siteInfoEndpoint, {}))).toMatchObject({ web_status: 0, close_reason: 'ပြုပြင်နေသည်' });
    // The platform's own calls are not the storefront's.
    ok(await admin.call(platformSlotListEndpoint, {}));
    ok(await admin.call(platformSettingsEndpoint, {}));
    ok(await save('status', { web_status: 1, close_reason: '' }));
    ok(await shopper()(navListEndpoint, {}));
    const [reopen, close] = await logRows('settings.status');
    expect(JSON.parse(close!.after)).toEqual({ web_status: 0, close_reason: 'ပြုပြင်နေသည်' });
    expect(JSON.parse(reopen!.before).web_status).toBe(0);
  });

  it('switches the seckill plugin off and on: its calls, addonisexit and the navigation follow', async () => {
    ok(await shopper()(seckillSlotsEndpoint, {}));
    ok(await save('addons', { installed: ['coupon', 'platformcoupon', 'city'] }));
    const off = await shopper()(seckillSlotsEndpoint, {});
    expect(off.body).toMatchObject({ error_code: 'SECKILL_PLUGIN_NOT_INSTALLED', data: null });
    expect(ok(await shopper()(addonsEndpoint, {})).seckill).toBe(0);
    ok(await save('addons', { installed: ['seckill', 'coupon', 'platformcoupon', 'city'] }));
    ok(await shopper()(seckillSlotsEndpoint, {}));
    expect(ok(await shopper()(addonsEndpoint, {})).seckill).toBe(1);
  });

  it('turns registration off, then on with longer passwords and without captchas', async () => {
    await setConfig(t.db.db, 'register_config', { register: 'username,mobile', agreement_title: 'Terms' });
    const register = (await settings()).register!;
    ok(await save('register', { ...register, register: [] }));
    const refused = await shopper()(registerUsernameEndpoint, {
      username: 'st_newbie',
      password: 'Abcdef1!xyz',
      captcha_id: 'x',
      captcha_code: 'y',
    });
    expect(refused.body.error_code).toBe('REGISTER_DISABLED');
    expect(refused.body.message).toBe('Registration is not enabled by the platform');

    ok(
      await save('register', {
        ...register,
        register: ['username'],
        pwd_len: 12,
        pwd_complexity: ['number'],
        captcha: 0,
      }),
    );
    expect(ok(await shopper()(registerConfigEndpoint, {})).value).toMatchObject({
      register: 'username',
      pwd_len: 12,
      pwd_complexity: 'number',
    });
    expect(ok(await shopper()(captchaConfigEndpoint, {}))).toEqual({ login: 0, register: 0, find_password: 0 });
    const short = await shopper()(registerUsernameEndpoint, {
      username: 'st_newbie',
      password: 'abc12345',
      captcha_id: '',
      captcha_code: '',
    });
    expect(short.body.error_code).toBe('PASSWORD_TOO_SHORT');
    // No captcha asked now.
    ok(
      await shopper()(registerUsernameEndpoint, {
        username: 'st_newbie',
        password: 'abcdefgh1234',
        captcha_id: '',
        captcha_code: '',
      }),
    );
    ok(await save('register', register));
    // The agreement, which this form does not own, is still there.
    const stored = await t.db.db
      .selectFrom('config')
      .select('value')
      .where('config_key', '=', 'register_config')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({ agreement_title: 'Terms', pwd_len: register.pwd_len });
  });

  it('offers the payment methods chosen, and the withdrawal minimum and fee', async () => {
    const { payment, withdrawal } = await settings();
    ok(await save('payment', { ...payment!, balance: { enabled: 0 } }));
    expect(ok(await shopper()(payTypeEndpoint, {})).pay_type).not.toContain('balance');
    ok(await save('payment', payment!));
    expect(ok(await shopper()(payTypeEndpoint, {})).pay_type).toContain('balance');

    ok(await save('withdrawal', { ...withdrawal!, min: 5_000_00, rate: 250 }));
    const m = await createMember(t.db, 'st-saver');
    const info = ok(await t.as({ token: m.token })(withdrawInfoEndpoint, {}));
    // The member's page reads Ks and percent.
    expect(info.config).toMatchObject({ min: '5000.00', rate: 2.5 });
  });

  it('changes sign-in rewards and what a completed order earns', async () => {
    const points = (await settings()).points!;
    ok(
      await save('points', {
        signin: { is_use: 1, cycle: 3, reward: [{ day: 1, point: 7, growth: 1 }] },
        return_growth_rate: 2,
        return_point_rate: 5,
      }),
    );
    expect(ok(await shopper()(signinAwardEndpoint, {}))).toEqual({
      cycle: 3,
      reward: [{ day: 1, point: 7, growth: 1 }],
    });
    const m = await createMember(t.db, 'st-earner');
    await t.db.db
      .transaction()
      .execute((trx) => rewardCompletedOrder({ ...t.ctx(), db: trx }, m.id, 10_000_00, 'ST-1'));
    // 10,000 Ks: 2% growth, 5% points.
    expect(await accountsOf(t.ctx(), m.id)).toMatchObject({ growth: 200, point: 500 });
    ok(await save('points', points));
  });

  it('renames, adds and removes member levels; a member on a removed level gets the one their growth reaches', async () => {
    const { levels } = (await settings()).levels!;
    expect(levels.length).toBeGreaterThanOrEqual(2);
    const [first, second] = levels;
    const m = await createMember(t.db, 'st-levelled');
    await t.db.db
      .updateTable('member')
      .set({ growth: 600, member_level: second!.level_id! })
      .where('member_id', '=', m.id)
      .execute();
    const next = [
      { ...first!, level_name_en: 'Newcomer', remark_en: 'Free delivery on your birthday' },
      {
        level_name: '银卡',
        level_name_en: 'Silver',
        level_name_mm: 'ငွေ',
        growth: 500,
        remark: '',
        remark_en: '5% off',
        remark_mm: '၅% လျှော့',
      },
    ];
    ok(await save('levels', { levels: next }));
    const list = ok(await t.as({ token: m.token, lang: 'en-us' })(memberLevelListEndpoint, {}));
    expect(list.list.map((l) => [l.level_name, l.growth, l.remark])).toEqual([
      ['Newcomer', 0, 'Free delivery on your birthday'],
      ['Silver', 500, '5% off'],
    ]);
    expect(list.member.member_level_name).toBe('Silver');
    ok(await save('levels', { levels: levels.map(({ level_id: _id, ...l }) => l) }));
  });
});

describe('nothing half-saved', () => {
  it('a refused value changes nothing and logs nothing', async () => {
    const before = await settings();
    const count = (await logRows('settings.payment')).length;
    const res = await save('payment', {
      ...before.payment!,
      offlinepay: { ...before.payment!.offlinepay, enabled: 1, account_number: '', account_name: '' },
    });
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
    expect(res.body.message).toBe('Bank transfer needs the account number and the account name');
    expect((await settings()).payment).toEqual(before.payment);
    expect(await logRows('settings.payment')).toHaveLength(count);
  });

  it('a failure after the first of two writes leaves both as they were', async () => {
    const before = (await settings()).register!;
    // The action log refuses this group's row: the save's last step fails.
    if (t.db.dialect === 'postgres') {
      await sql`create function st_refuse() returns trigger language plpgsql as $$
        begin if new.action = 'settings.register' then raise exception 'refused'; end if; return new; end $$`.execute(
        t.db.db,
      );
      await sql`create trigger st_refuse before insert on action_log for each row execute function st_refuse()`.execute(
        t.db.db,
      );
    } else {
      await sql`create trigger st_refuse before insert on action_log when new.action = 'settings.register'
        begin select raise(abort, 'refused'); end`.execute(t.db.db);
    }
    try {
      const res = await save('register', { ...before, pwd_len: 20, captcha: 0 });
      expect(res.body.error_code).toBe('SERVER_ERROR');
      expect((await settings()).register).toEqual(before);
      expect(ok(await shopper()(registerConfigEndpoint, {})).value.pwd_len).toBe(before.pwd_len);
    } finally {
      await sql`drop trigger st_refuse${sql.raw(t.db.dialect === 'postgres' ? ' on action_log' : '')}`.execute(t.db.db);
    }
  });
});

describe('the action log', () => {
  it('is searched by keyword, action and time, newest first', async () => {
    const all = ok(await admin.call(platformActionLogEndpoint, { page_size: 100 }));
    expect(all.count).toBeGreaterThan(5);
    expect(all.list[0]!.create_time).toBeGreaterThanOrEqual(all.list.at(-1)!.create_time);
    const byName = ok(await admin.call(platformActionLogEndpoint, { keyword: 'ST-ADMIN' }));
    expect(byName.count).toBe(all.count);
    expect(ok(await admin.call(platformActionLogEndpoint, { keyword: "%' or 1=1 --" })).count).toBe(0);
    expect(ok(await admin.call(platformActionLogEndpoint, { keyword: '_' })).count).toBe(0);
    const addons = ok(await admin.call(platformActionLogEndpoint, { action: 'settings.addons' }));
    expect(addons.count).toBe(2);
    expect(ok(await admin.call(platformActionLogEndpoint, { action: 'settings' })).count).toBe(all.count);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(ok(await admin.call(platformActionLogEndpoint, { start_time: future })).count).toBe(0);
  });

  it('cannot be changed or deleted by anyone before a year; the sweep removes only older rows', async () => {
    const db = t.db.db;
    const old = Math.floor(Date.now() / 1000) - 400 * 86_400;
    await db
      .insertInto('action_log')
      .values({ staff_id: admin.id, staff_name: 'st-admin', site_id: 0, action: 'settings.old', create_time: old })
      .execute();
    await expect(db.updateTable('action_log').set({ after: '{}' }).execute()).rejects.toThrow(/never changed/);
    await expect(db.deleteFrom('action_log').where('action', '=', 'settings.site').execute()).rejects.toThrow(
      /kept for a year/,
    );
    const before = ok(await admin.call(platformActionLogEndpoint, { page_size: 100 })).count;
    expect(await sweepActionLog(t.ctx())).toBe(1);
    const after = ok(await admin.call(platformActionLogEndpoint, { page_size: 100 }));
    expect(after.count).toBe(before - 1);
    expect(after.list.some((r) => r.action === 'settings.old')).toBe(false);
  });
});
