import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformInfoEndpoint,
  platformMemberAdjustEndpoint,
  platformMemberDetailEndpoint,
  platformMemberFreezeEndpoint,
  platformMemberLedgerEndpoint,
  platformMemberListEndpoint,
  platformMemberOrdersEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's members under abuse (QUALITY §4, ADR 092): who may call, bad input; nothing changes. */
let t: TestApp;
let admin: Staff;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(t, 0, 'owner', 'ma-admin');
  member = await createMember(t.db, 'ma-member');
});
afterAll(() => t.close());

const snapshot = async () =>
  Promise.all([
    t.db.db.selectFrom('member').selectAll().orderBy('member_id').execute(),
    t.db.db.selectFrom('member_balance_log').selectAll().orderBy('id').execute(),
    t.db.db.selectFrom('member_token').select(['id', 'revoked']).orderBy('id').execute(),
  ]);

it('refuses a shop owner, a member (on themselves too), a forged and no token; nothing changes', async () => {
  const owner = await staff(t, 3, 'owner', 'ma-shop-owner');
  const before = await snapshot();
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [t.as({ token: member.token }), 'TOKEN_ERROR'],
    [t.as({ token: 'forged' }), 'TOKEN_ERROR'],
    [t.call, 'TOKEN_NOT_EXIST'],
  ] as const;
  const calls = [
    [platformMemberListEndpoint, {}],
    [platformMemberDetailEndpoint, { member_id: member.id }],
    [platformMemberLedgerEndpoint, { member_id: member.id }],
    [platformMemberOrdersEndpoint, { member_id: member.id }],
    [platformMemberFreezeEndpoint, { member_id: member.id, frozen: 1 }],
    [platformMemberAdjustEndpoint, { member_id: member.id, account: 'balance', amount: '1000', reason: 'gift to me' }],
  ] as const;
  for (const [call, code] of callers)
    for (const [endpoint, body] of calls) {
      const res = await call(endpoint, body as never);
      expect(res.status).toBe(200);
      expect(res.body, `${endpoint.path} ${code}`).toMatchObject({ error_code: code, data: null });
    }
  expect(await snapshot()).toEqual(before);
});

it('refuses wrong types, huge values and script with nothing changed', async () => {
  const before = await snapshot();
  const adjust = { member_id: member.id, account: 'balance', amount: '10', reason: 'ok' };
  const bad = [
    [platformMemberAdjustEndpoint, { ...adjust, amount: '99999999999999999999' }],
    [platformMemberAdjustEndpoint, { ...adjust, amount: '100000000.01' }],
    [platformMemberAdjustEndpoint, { ...adjust, amount: 1e308 }],
    [platformMemberAdjustEndpoint, { ...adjust, amount: 'NaN' }],
    [platformMemberAdjustEndpoint, { ...adjust, amount: null }],
    [platformMemberAdjustEndpoint, { ...adjust, amount: ['10'] }],
    [platformMemberAdjustEndpoint, { ...adjust, account: 'growth' }],
    [platformMemberAdjustEndpoint, { ...adjust, account: 'balance; DROP TABLE member' }],
    [platformMemberAdjustEndpoint, { ...adjust, reason: '' }],
    [platformMemberAdjustEndpoint, { ...adjust, reason: '<script>alert(1)</script>' }],
    [platformMemberAdjustEndpoint, { ...adjust, reason: 'x'.repeat(101) }],
    [platformMemberAdjustEndpoint, { ...adjust, reason: 42 }],
    [platformMemberAdjustEndpoint, { ...adjust, member_id: 999_999 }],
    [platformMemberAdjustEndpoint, { ...adjust, member_id: 'me' }],
    [platformMemberFreezeEndpoint, { member_id: member.id, frozen: 'yes' }],
    [platformMemberFreezeEndpoint, { member_id: member.id, frozen: 1, reason: 'x'.repeat(201) }],
    [platformMemberFreezeEndpoint, { member_id: 0, frozen: 1 }],
    [platformMemberListEndpoint, { search: 'x'.repeat(51) }],
    [platformMemberListEndpoint, { page_size: 101 }],
    [platformMemberLedgerEndpoint, { member_id: member.id, ledger: 'growth' }],
    [platformMemberLedgerEndpoint, { member_id: 999_999 }],
  ] as const;
  for (const [endpoint, body] of bad) {
    const res = await admin.call(endpoint, offContract(body));
    expect(res.body.code, `${endpoint.path} ${JSON.stringify(body)}`).not.toBe(0);
    expect(res.body.data).toBeNull();
  }
  expect(await snapshot()).toEqual(before);
  // An unknown status filter is all members, not an error.
  expect(ok(await admin.call(platformMemberListEndpoint, offContract({ status: 'weird' }))).count).toBe(1);
});

it('a staff account is not a member: freezing the member with its id leaves the staff session alone', async () => {
  // Staff (servicer) and members are separate accounts with no link, so staff cannot freeze
  // "themselves"; the same number names two different people.
  const twin = { member_id: admin.id };
  const taken = await t.db.db
    .selectFrom('member')
    .select('member_id')
    .where('member_id', '=', admin.id)
    .executeTakeFirst();
  if (!taken)
    await t.db.db.insertInto('member').values({ member_id: admin.id, username: 'ma-twin', status: 1 }).execute();
  ok(await admin.call(platformMemberFreezeEndpoint, { member_id: twin.member_id, frozen: 1 }));
  expect(ok(await admin.call(platformInfoEndpoint, {})).username).toBe('ma-admin');
  ok(await admin.call(platformMemberFreezeEndpoint, { member_id: twin.member_id, frozen: 0 }));
});
