import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformWithdrawApproveEndpoint,
  platformWithdrawDetailEndpoint,
  platformWithdrawListEndpoint,
  platformWithdrawRefuseEndpoint,
  platformWithdrawTransferEndpoint,
  WITHDRAW_STATUS,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { memberWithWithdrawals, withdrawable } from './platform-test-kit';

/** The platform console under abuse (QUALITY §4, ADR 060/061): who may call, replays, bad input. */
let t: TestApp;
let platform: Staff;
let victim: Awaited<ReturnType<typeof memberWithWithdrawals>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  platform = await staff(t, 0, 'finance', 'pa-platform');
  victim = await memberWithWithdrawals(t, 'pa-victim', 5_000_00, [1_000_00, 1_000_00]);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.db.selectFrom('member_withdraw').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const WRITES = (id: number) =>
  [
    [platformWithdrawApproveEndpoint, { id }],
    [platformWithdrawTransferEndpoint, { id, transfer_method: 'KBZPay', transfer_reference: 'X-1' }],
    [platformWithdrawRefuseEndpoint, { id, reason: 'mine now' }],
  ] as const;

it('refuses a shop’s staff (every role), a member, a forged and no token; nothing moves', async () => {
  const id = victim.ids[0]!;
  const owner = await staff(t, 1, 'owner', 'pa-shop-owner');
  const clerk = await staff(t, 1, 'clerk', 'pa-shop-clerk');
  const member = t.as({ token: victim.token, lang: 'en-us' });
  const forged = t.as({ token: 'forged-token', lang: 'en-us' });
  const nobody = t.as({ lang: 'en-us' });
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [clerk.call, 'PLATFORM_STAFF_ONLY'],
    [member, 'TOKEN_ERROR'],
    [forged, 'TOKEN_ERROR'],
    [nobody, 'TOKEN_NOT_EXIST'],
  ] as const;
  for (const [call, code] of callers) {
    expect((await call(platformWithdrawListEndpoint, {})).body).toMatchObject({
      code: expect.any(Number),
      error_code: code,
      data: null,
    });
    expect((await call(platformWithdrawDetailEndpoint, { id })).body.error_code).toBe(code);
    for (const [endpoint, body] of WRITES(id)) expect((await call(endpoint, body as never)).body.error_code).toBe(code);
  }
  expect(await statusOf(id)).toBe(WITHDRAW_STATUS.PENDING);
  expect(await withdrawable(t, victim.id)).toBe(3_000_00);
  const en = await owner.call(platformWithdrawListEndpoint, {});
  expect(en.body.message).toMatch(/platform's own staff/);
});

it('refuses a cookie-borne write from another origin, and the shop console’s cookie', async () => {
  const id = victim.ids[0]!;
  const post = (cookie: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: platformWithdrawApproveEndpoint.path,
      headers: { cookie, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      payload: { id },
    });
  expect((await post(`zay_platform_token=${platform.token}`, 'https://evil.example')).json()).toMatchObject({
    error_code: 'FORBIDDEN_ORIGIN',
  });
  expect((await post(`zay_seller_token=${platform.token}`)).json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' });
  expect(await statusOf(id)).toBe(WITHDRAW_STATUS.PENDING);
  const disabled = await staff(t, 0, 'owner', 'pa-disabled');
  await t.db.db.updateTable('servicer').set({ status: 0 }).where('servicer_id', '=', disabled.id).execute();
  expect((await disabled.call(platformWithdrawApproveEndpoint, { id })).body.error_code).toBe('TOKEN_ERROR');
});

it('answers an id that does not exist as not found, and a replay as already moved', async () => {
  for (const [endpoint, body] of WRITES(99_999_999))
    expect((await platform.call(endpoint, body as never)).body.error_code).toBe('WITHDRAW_NOT_FOUND');
  expect((await platform.call(platformWithdrawDetailEndpoint, { id: 99_999_999 })).body.error_code).toBe(
    'WITHDRAW_NOT_FOUND',
  );

  const id = victim.ids[1]!;
  ok(await platform.call(platformWithdrawRefuseEndpoint, { id, reason: 'duplicate' }));
  const replay = await platform.call(platformWithdrawRefuseEndpoint, { id, reason: 'duplicate' });
  expect(replay.body).toMatchObject({ code: -1, error_code: 'WITHDRAW_STATE_CHANGED' });
  expect((await platform.call(platformWithdrawApproveEndpoint, { id })).body.error_code).toBe('WITHDRAW_STATE_CHANGED');
  // The money returned once.
  expect(await withdrawable(t, victim.id)).toBe(4_000_00);
});

it('answers malformed bodies with an envelope and changes nothing', async () => {
  const id = victim.ids[0]!;
  const bad = [
    [platformWithdrawApproveEndpoint, { id: -1 }],
    [platformWithdrawApproveEndpoint, { id: 'x; drop table member_withdraw' }],
    [platformWithdrawApproveEndpoint, { id: [id] }],
    [platformWithdrawTransferEndpoint, { id, transfer_method: 'KBZPay', transfer_reference: 'a\nb' }],
    [platformWithdrawTransferEndpoint, { id, transfer_method: 'x'.repeat(31), transfer_reference: 'R' }],
    [platformWithdrawTransferEndpoint, { id, transfer_method: 'KBZPay', transfer_reference: 'R', transfer_time: -5 }],
    [platformWithdrawRefuseEndpoint, { id, reason: 'x'.repeat(201) }],
    [platformWithdrawRefuseEndpoint, { id, reason: { $ne: '' } }],
    [platformWithdrawListEndpoint, { tab: 'everything' }],
    [platformWithdrawListEndpoint, { page_size: 10_000 }],
  ] as const;
  for (const [endpoint, body] of bad) {
    const res = await platform.call(endpoint, offContract(body));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error_code: 'PARAMETER_ERROR', data: null });
  }
  expect(await statusOf(id)).toBe(WITHDRAW_STATUS.PENDING);
  expect(await withdrawable(t, victim.id)).toBe(4_000_00);
  // A search is text, not a pattern or a query.
  const search = ok(await platform.call(platformWithdrawListEndpoint, { search: "' or 1=1 --" }));
  expect(search.count).toBe(0);
});
