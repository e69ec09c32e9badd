import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformWithdrawApproveEndpoint,
  platformWithdrawDetailEndpoint,
  platformWithdrawListEndpoint,
  platformWithdrawRefuseEndpoint,
  platformWithdrawTransferEndpoint,
  withdrawDetailEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { memberWithWithdrawals, withdrawable } from './platform-test-kit';

/** The platform's review of withdrawals (ADR 061), on both databases. */
let t: TestApp;
let reviewer: Staff;
let second: Staff;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  reviewer = await staff(t, 0, 'finance', 'pw-reviewer');
  second = await staff(t, 0, 'owner', 'pw-second');
});
afterAll(() => t.close());

const transfer = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  transfer_method: 'KBZPay',
  transfer_reference: 'KBZ-778899',
  ...more,
});

describe('the review list', () => {
  it('lists every member’s withdrawals by status with each tab’s count, and searches them', async () => {
    const m = await memberWithWithdrawals(t, 'pw-lister', 10_000_00, [1_000_00, 2_000_00, 3_000_00]);
    const [a, b, c] = m.ids as [number, number, number];
    ok(await reviewer.call(platformWithdrawApproveEndpoint, { id: b }));
    ok(await reviewer.call(platformWithdrawRefuseEndpoint, { id: c, reason: 'name does not match' }));

    const all = ok(await reviewer.call(platformWithdrawListEndpoint, { search: 'pw-lister' }));
    expect(all.list.map((r) => r.id)).toEqual([c, b, a]);
    expect(all.list[0]).toMatchObject({
      member_id: m.id,
      username: 'pw-lister',
      realname: 'pw-lister real',
      apply_money: '3000.00',
      money: '2970.00',
      status: -1,
      status_name: 'Refused',
      transfer_type_name: 'KBZPay',
    });
    const pending = ok(await reviewer.call(platformWithdrawListEndpoint, { tab: 'pending', search: 'PW-LISTER' }));
    expect(pending.list.map((r) => r.id)).toEqual([a]);
    const approved = ok(await reviewer.call(platformWithdrawListEndpoint, { tab: 'approved', search: 'pw-lister' }));
    expect(approved.list.map((r) => r.id)).toEqual([b]);
    expect(approved.tab_count.approved).toBeGreaterThanOrEqual(1);
    expect(approved.tab_count.all).toBeGreaterThanOrEqual(3);

    const byNo = ok(await reviewer.call(platformWithdrawListEndpoint, { search: all.list[2]!.withdraw_no }));
    expect(byNo.list.map((r) => r.id)).toEqual([a]);
    const byAccount = ok(await reviewer.call(platformWithdrawListEndpoint, { search: `0978${m.id}` }));
    expect(byAccount.count).toBe(3);
    // A LIKE wildcard is a plain character.
    expect(ok(await reviewer.call(platformWithdrawListEndpoint, { search: '%' })).count).toBe(0);
    expect(
      ok(await reviewer.call(platformWithdrawListEndpoint, { search: 'pw-lister', page_size: 2, page: 2 })).list,
    ).toHaveLength(1);
  });
});

describe('approve, transfer, refuse', () => {
  it('approves, records the transfer as it was made, and the member sees it transferred', async () => {
    const m = await memberWithWithdrawals(t, 'pw-paid', 5_000_00, [2_000_00]);
    const id = m.ids[0]!;
    const early = await reviewer.call(platformWithdrawTransferEndpoint, transfer(id));
    expect(early.body).toMatchObject({ code: -1, error_code: 'WITHDRAW_STATE_CHANGED' });

    ok(await reviewer.call(platformWithdrawApproveEndpoint, { id }));
    const future = Math.floor(Date.now() / 1000) + 3600;
    const late = await reviewer.call(platformWithdrawTransferEndpoint, transfer(id, { transfer_time: future }));
    expect(late.body.error_code).toBe('PLATFORM_TRANSFER_TIME_INVALID');
    const noRef = await reviewer.call(platformWithdrawTransferEndpoint, transfer(id, { transfer_reference: '  ' }));
    expect(noRef.body).toMatchObject({
      error_code: 'PARAMETER_ERROR',
      message: "Enter the transfer's reference number",
    });

    const sentAt = Math.floor(Date.now() / 1000) - 600;
    ok(
      await second.call(
        platformWithdrawTransferEndpoint,
        transfer(id, { transfer_time: sentAt, remark: 'sent at noon' }),
      ),
    );
    const detail = ok(await reviewer.call(platformWithdrawDetailEndpoint, { id }));
    expect(detail).toMatchObject({
      status: 2,
      status_name: 'Transferred',
      username: 'pw-paid',
      transfer_method: 'KBZPay',
      transfer_reference: 'KBZ-778899',
      payment_time: sentAt,
      certificate_remark: 'sent at noon',
      reviewer: 'pw-second nick',
    });
    expect(detail.audit_time).toBeGreaterThan(0);
    const mine = ok(await t.as({ token: m.token, lang: 'en-us' })(withdrawDetailEndpoint, { id }));
    expect(mine).toMatchObject({ status: 2, status_name: 'Transferred', payment_time: sentAt });
    // The money left when the member applied; the transfer takes nothing more.
    expect(await withdrawable(t, m.id)).toBe(3_000_00);
    const refuse = await reviewer.call(platformWithdrawRefuseEndpoint, { id, reason: 'too late' });
    expect(refuse.body.error_code).toBe('WITHDRAW_STATE_CHANGED');
    expect(await withdrawable(t, m.id)).toBe(3_000_00);
  });

  it('refuses with a reason in the member’s view, and returns the money through the ledger', async () => {
    const m = await memberWithWithdrawals(t, 'pw-refused', 5_000_00, [2_000_00]);
    const id = m.ids[0]!;
    const blank = await reviewer.call(platformWithdrawRefuseEndpoint, { id, reason: ' ' });
    expect(blank.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: 'Enter the reason for refusing' });
    expect(await withdrawable(t, m.id)).toBe(3_000_00);
    ok(await reviewer.call(platformWithdrawRefuseEndpoint, { id, reason: 'The name does not match the wallet' }));
    expect(await withdrawable(t, m.id)).toBe(5_000_00);
    const mine = ok(await t.as({ token: m.token, lang: 'en-us' })(withdrawDetailEndpoint, { id }));
    expect(mine).toMatchObject({ status: -1, refuse_reason: 'The name does not match the wallet' });
    const logs = await t.db.db
      .selectFrom('member_balance_log')
      .select(['amount', 'account_type'])
      .where('member_id', '=', m.id)
      .where('type', '=', 'withdraw_refuse')
      .execute();
    expect(logs).toEqual([{ amount: 2_000_00, account_type: 'balance_money' }]);
  });
});

describe('two reviewers at once: one outcome', () => {
  it('10 approvals of one withdrawal → one; then 10 transfers → one', async () => {
    const m = await memberWithWithdrawals(t, 'pw-race1', 5_000_00, [1_000_00]);
    const id = m.ids[0]!;
    const approvals = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? second : reviewer).call(platformWithdrawApproveEndpoint, { id })),
    );
    expect(approvals.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(approvals.filter((a) => a.body.code !== 0).map((a) => a.body.error_code))).toEqual(
      new Set(['WITHDRAW_STATE_CHANGED']),
    );
    const transfers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? second : reviewer).call(
          platformWithdrawTransferEndpoint,
          transfer(id, { transfer_reference: `REF-${i}` }),
        ),
      ),
    );
    expect(transfers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const winner = transfers.findIndex((a) => a.body.code === 0);
    const detail = ok(await reviewer.call(platformWithdrawDetailEndpoint, { id }));
    expect(detail.transfer_reference).toBe(`REF-${winner}`);
  });

  it('transfers and refusals of one approved withdrawal at once → one outcome; money back only if refused', async () => {
    for (const round of [1, 2, 3]) {
      const m = await memberWithWithdrawals(t, `pw-race2-${round}`, 5_000_00, [1_000_00]);
      const id = m.ids[0]!;
      ok(await reviewer.call(platformWithdrawApproveEndpoint, { id }));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? second.call(platformWithdrawRefuseEndpoint, { id, reason: `reason ${i}` })
            : reviewer.call(platformWithdrawTransferEndpoint, transfer(id)),
        ),
      );
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      const { status } = ok(await reviewer.call(platformWithdrawDetailEndpoint, { id }));
      expect(await withdrawable(t, m.id)).toBe(status === -1 ? 5_000_00 : 4_000_00);
      expect([-1, 2]).toContain(status);
    }
  });

  it('10 refusals of one pending withdrawal → the money returns once', async () => {
    const m = await memberWithWithdrawals(t, 'pw-race3', 5_000_00, [1_000_00, 1_000_00]);
    const answers = await Promise.all(
      m.ids.flatMap((id) =>
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : reviewer).call(platformWithdrawRefuseEndpoint, { id, reason: 'no' }),
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(2);
    expect(await withdrawable(t, m.id)).toBe(5_000_00);
  });
});
