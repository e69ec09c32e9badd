import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberAccountEndpoint,
  memberAccountPageEndpoint,
  memberInfoEndpoint,
  memberLevelListEndpoint,
  signinAwardEndpoint,
  signinEndpoint,
  signinIsSignEndpoint,
  signinStateEndpoint,
  signRecordsEndpoint,
} from '@zay/contract';
import { createContext } from '../../../lib/context';
import { testClock } from '../../../test/clock';
import { issueToken } from '../auth/token.service';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { credit } from './ledger.service';
import { dayOf } from './signin.service';

// 2026-03-10 09:00 in Yangon (UTC+6:30).
const clock = testClock(Date.UTC(2026, 2, 10, 2, 30));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** A member whose session outlives the days the tests move the clock by. */
async function member(name: string) {
  const m = await createMember(t.db, name, clock);
  const { token } = await issueToken(createContext(t.db.db, clock), m.id, 30);
  return { id: m.id, token, call: t.as({ token, lang: 'en-us' }) };
}

describe('membersignin', () => {
  it('signs in once a day; the streak grows day by day and restarts after a missed day', async () => {
    const m = await member('signer');
    expect((await m.call(signinIsSignEndpoint)).body.data).toBe(0);
    const first = await m.call(signinEndpoint);
    expect(first.body).toMatchObject({ code: 0, message: 'Signed in', data: { day: 1, point: 5, growth: 5 } });
    expect((await m.call(signinIsSignEndpoint)).body.data).toBe(1);
    expect((await m.call(signinEndpoint)).body).toMatchObject({
      code: -1,
      error_code: 'SIGNED_IN',
      message: 'You have already signed in today',
    });
    clock.advance(86_400);
    expect((await m.call(signinEndpoint)).body.data).toEqual({ day: 2, point: 10, growth: 10 });
    clock.advance(86_400);
    expect((await m.call(signinEndpoint)).body.data).toEqual({ day: 3, point: 15, growth: 15 });
    // Day 4 has no reward row of its own: the last row's reward applies.
    clock.advance(86_400);
    expect((await m.call(signinEndpoint)).body.data).toEqual({ day: 4, point: 50, growth: 30 });
    expect((await m.call(signinStateEndpoint)).body.data).toMatchObject({ is_sign: 1, sign_days_series: 4 });
    clock.advance(2 * 86_400);
    expect((await m.call(signinStateEndpoint)).body.data).toMatchObject({ is_sign: 0, sign_days_series: 0 });
    expect((await m.call(signinEndpoint)).body.data).toEqual({ day: 1, point: 5, growth: 5 });

    expect((await m.call(memberAccountEndpoint, { account_type: 'point' })).body.data.point).toBe(85);
    const points = (await m.call(memberAccountPageEndpoint, { account_type: 'point' })).body.data;
    expect(points.count).toBe(5);
    expect(points.list[0]).toMatchObject({ account_data: '5', from_type: 'signin', type_name: 'Daily sign-in' });
    const records = (await m.call(signRecordsEndpoint)).body.data;
    expect(records.map((r) => r.date)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-15']);
    expect(records[0]!.info).toBe('Signed in');
  });

  it('the day turns at midnight in Yangon, not UTC', () => {
    expect(dayOf(Date.UTC(2026, 2, 10, 17, 29) / 1000)).toBe(20260310);
    expect(dayOf(Date.UTC(2026, 2, 10, 17, 30) / 1000)).toBe(20260311);
  });

  it('two sign-ins at once: one wins, one reward', async () => {
    const m = await member('twosigner');
    const answers = await Promise.all(Array.from({ length: 5 }, () => m.call(signinEndpoint)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'SIGNED_IN')).toHaveLength(4);
    expect((await m.call(memberAccountEndpoint, { account_type: 'point' })).body.data.point).toBe(5);
    const rows = await t.db.db.selectFrom('member_signin').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the rewards per streak day to anyone', async () => {
    const award = (await t.call(signinAwardEndpoint)).body.data;
    expect(award.cycle).toBe(7);
    expect(award.reward[0]).toEqual({ day: 1, point: 5, growth: 5 });
  });
});

describe('memberlevel and memberaccount', () => {
  it('lists the levels lowest first with the member standing; growth lifts the level', async () => {
    const m = await member('climber');
    const before = (await t.as({ token: m.token, lang: 'zh-cn' })(memberLevelListEndpoint)).body.data;
    expect(before.list.map((l) => l.level_name)).toEqual(['普通会员', '白银会员', '黄金会员', '铂金会员', '钻石会员']);
    expect(before.member).toMatchObject({ growth: 0, member_level_name: '普通会员' });
    await credit(t.ctx(), m.id, 'growth', 1200, { type: 'order_complete' });
    const after = (await m.call(memberLevelListEndpoint)).body.data;
    expect(after.member).toMatchObject({ growth: 1200, member_level_name: 'Silver' });
    const mm = (await t.as({ token: m.token, lang: 'md-mm' })(memberInfoEndpoint)).body.data;
    expect(mm).toMatchObject({ growth: 1200, member_level_name: 'ငွေအဆင့်' });
  });

  it('pages the money ledger of both balances, newest first, signed', async () => {
    const m = await member('ledgered');
    const ctx = t.ctx();
    await credit(ctx, m.id, 'balance', 1250_50, { type: 'gift' });
    await credit(ctx, m.id, 'balance_money', 300_00, { type: 'adjust' });
    await credit(ctx, m.id, 'point', 7, { type: 'adjust' });
    const page = (await m.call(memberAccountPageEndpoint, { page: 1, page_size: 1 })).body.data;
    expect(page).toMatchObject({ count: 2, page_count: 2 });
    expect(page.list[0]).toMatchObject({
      account_type: 'balance_money',
      account_data: '300.00',
      type_name: 'Adjustment',
    });
    const second = (await m.call(memberAccountPageEndpoint, { page: 2, page_size: 1 })).body.data.list[0];
    expect(second).toMatchObject({ account_type: 'balance', account_data: '1250.50', type_name: 'Gift' });
    expect((await m.call(memberAccountEndpoint)).body.data).toMatchObject({
      balance: '1250.50',
      balance_money: '300.00',
    });
    const other = await member('nosy');
    expect((await other.call(memberAccountPageEndpoint, {})).body.data.count).toBe(0);
  });
});
