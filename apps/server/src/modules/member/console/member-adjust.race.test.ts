import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMemberAdjustEndpoint } from '@zay/contract';
import { noAudit } from '../../site/action-log/platform-audit';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { AppError } from '../../../lib/app-error';
import { adjustMember } from './member-console.service';

/**
 * Adjustments never take an account below zero and always leave the account equal to its ledger
 * (ADR 055, ADR 092): a race of takes through the API, and random sequences against a model.
 */
let t: TestApp;
let finance: Staff;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staff(t, 0, 'owner', 'race-finance');
});
afterAll(() => t.close());

const accountOf = async (memberId: number) =>
  t.db.db
    .selectFrom('member')
    .select(['balance', 'balance_money', 'point'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
const ledgerSum = async (memberId: number, account: string) => {
  const rows = await t.db.db
    .selectFrom('member_balance_log')
    .select(['amount', 'balance_after'])
    .where('member_id', '=', memberId)
    .where('account_type', '=', account as 'balance')
    .orderBy('id')
    .execute();
  return { sum: rows.reduce((s, r) => s + r.amount, 0), last: rows.at(-1)?.balance_after ?? 0 };
};

describe('adjustments under a race', () => {
  it('lets exactly as many takes through as the balance covers', async () => {
    const m = await createMember(t.db, 'race-member');
    await finance.call(platformMemberAdjustEndpoint, {
      member_id: m.id,
      account: 'balance',
      amount: '100',
      reason: 'start',
    });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        finance.call(platformMemberAdjustEndpoint, {
          member_id: m.id,
          account: 'balance',
          amount: '-10',
          reason: 'take',
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.body.error_code === 'ADJUST_BELOW_ZERO')).toHaveLength(14);
    expect((await accountOf(m.id)).balance).toBe(0);
    expect(await ledgerSum(m.id, 'balance')).toEqual({ sum: 0, last: 0 });
  });
});

describe('adjustments as a property', () => {
  const ACCOUNTS = ['balance', 'balance_money', 'point'] as const;
  const step = fc.record({
    account: fc.constantFrom(...ACCOUNTS),
    amount: fc.integer({ min: -30_000, max: 30_000 }).filter((n) => n !== 0),
  });

  it('keeps every account equal to the model and to its ledger, never below zero', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const m = await createMember(t.db, `prop-${n++}`);
        const model = { balance: 0, balance_money: 0, point: 0 };
        for (const s of steps) {
          const text = s.account === 'point' ? String(s.amount) : (s.amount / 100).toFixed(2);
          const body = { member_id: m.id, account: s.account, amount: text, reason: 'property' };
          try {
            await adjustMember(t.ctx(), body, 1, noAudit);
            model[s.account] += s.amount;
          } catch (e) {
            expect(e).toBeInstanceOf(AppError);
            expect((e as AppError).key).toBe('ADJUST_BELOW_ZERO');
            expect(model[s.account] + s.amount).toBeLessThan(0);
          }
          const now = await accountOf(m.id);
          expect(now).toEqual(model);
          for (const a of ACCOUNTS) {
            expect(now[a]).toBeGreaterThanOrEqual(0);
            const ledger = await ledgerSum(m.id, a);
            expect(ledger.sum).toBe(now[a]);
            expect(ledger.last).toBe(now[a]);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
