import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../lib/context';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { credit, debit, returnBalance, spendBalance, type LedgerAccount } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCOUNTS: LedgerAccount[] = ['balance', 'balance_money', 'point', 'growth'];

/** The writers of issue 16 as ledger moves: who, what, how much. */
type Op =
  | { kind: 'adjust'; who: number; account: LedgerAccount; amount: number }
  | { kind: 'take'; who: number; account: LedgerAccount; amount: number }
  | { kind: 'pay'; who: number; amount: number }
  | { kind: 'close'; who: number; amount: number }
  | { kind: 'withdraw'; who: number; amount: number }
  | { kind: 'refuse'; who: number }
  | { kind: 'signin'; who: number; point: number; growth: number };

const who = fc.integer({ min: 0, max: 1 });
const amount = fc.integer({ min: 1, max: 50_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), who, account: fc.constantFrom(...ACCOUNTS), amount }),
  fc.record({ kind: fc.constant('take' as const), who, account: fc.constantFrom(...ACCOUNTS), amount }),
  fc.record({ kind: fc.constant('pay' as const), who, amount }),
  fc.record({ kind: fc.constant('close' as const), who, amount }),
  fc.record({ kind: fc.constant('withdraw' as const), who, amount }),
  fc.record({ kind: fc.constant('refuse' as const), who }),
  fc.record({
    kind: fc.constant('signin' as const),
    who,
    point: fc.integer({ min: 1, max: 100 }),
    growth: fc.integer({ min: 1, max: 3000 }),
  }),
);

let run = 0;

/** Each member's four accounts equal their ledger sums, the last row's balance_after agrees, none is negative. */
async function checkBooks(memberIds: number[]) {
  for (const id of memberIds) {
    const m = await t.db.db
      .selectFrom('member')
      .select(['balance', 'balance_money', 'point', 'growth', 'member_level'])
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const account of ACCOUNTS) {
      const rows = await t.db.db
        .selectFrom('member_balance_log')
        .select(['amount', 'balance_after'])
        .where('member_id', '=', id)
        .where('account_type', '=', account)
        .orderBy('id')
        .execute();
      const sum = rows.reduce((a, r) => a + Number(r.amount), 0);
      expect(Number(m[account]), `${account} of member ${id}`).toBe(sum);
      expect(Number(m[account])).toBeGreaterThanOrEqual(0);
      if (rows.length) expect(Number(rows.at(-1)!.balance_after)).toBe(Number(m[account]));
    }
  }
}

describe('one ledger (property)', () => {
  it('random sequences of ledger writers keep every account equal to its ledger sum and ≥ 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const members = [await createMember(t.db, `prop${run}a`), await createMember(t.db, `prop${run}b`)];
        const ids = members.map((m) => m.id);
        const trades: Record<number, { tradeNo: string; left: number }[]> = { 0: [], 1: [] };
        const holds: Record<number, number[]> = { 0: [], 1: [] };
        const ctx = t.ctx();
        for (const [i, op] of ops.entries()) {
          const id = ids[op.who]!;
          if (op.kind === 'adjust') await credit(ctx, id, op.account, op.amount, { type: 'adjust' });
          else if (op.kind === 'take') await debit(ctx, id, op.account, op.amount, { type: 'adjust' });
          else if (op.kind === 'pay') {
            const tradeNo = `T${run}-${i}`;
            if (await spendBalance(ctx, id, op.amount, { type: 'order_pay', tradeNo }))
              trades[op.who]!.push({ tradeNo, left: op.amount });
          } else if (op.kind === 'close') {
            const trade = trades[op.who]!.find((tr) => tr.left > 0);
            if (trade) {
              const back = Math.min(trade.left, op.amount);
              trade.left -= back;
              await returnBalance(ctx, id, back, { type: 'order_refund', tradeNo: trade.tradeNo });
            }
          } else if (op.kind === 'withdraw') {
            if (await debit(ctx, id, 'balance_money', op.amount, { type: 'withdraw' })) holds[op.who]!.push(op.amount);
          } else if (op.kind === 'refuse') {
            const held = holds[op.who]!.pop();
            if (held) await credit(ctx, id, 'balance_money', held, { type: 'withdraw_refuse' });
          } else
            await withTransaction(ctx, async (ctx) => {
              await credit(ctx, id, 'point', op.point, { type: 'signin' });
              await credit(ctx, id, 'growth', op.growth, { type: 'signin' });
            });
          await checkBooks(ids);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('levels only go up, to the highest level the growth reaches', async () => {
    const m = await createMember(t.db, 'leveller');
    const ctx = t.ctx();
    const levelOf = async () =>
      (
        await t.db.db
          .selectFrom('member')
          .select('member_level')
          .where('member_id', '=', m.id)
          .executeTakeFirstOrThrow()
      ).member_level;
    const levels = await t.db.db.selectFrom('member_level').selectAll().orderBy('sort').execute();
    await credit(ctx, m.id, 'growth', 5000, { type: 'adjust' });
    expect(await levelOf()).toBe(levels.find((l) => l.growth === 5000)!.level_id);
    expect(await debit(ctx, m.id, 'growth', 4500, { type: 'adjust' })).toBe(true);
    await credit(ctx, m.id, 'growth', 10, { type: 'adjust' });
    expect(await levelOf()).toBe(levels.find((l) => l.growth === 5000)!.level_id);
  });

  it('a closed order returns withdrawable money to the withdrawable balance, the rest to the other', async () => {
    const m = await createMember(t.db, 'returner');
    const ctx = t.ctx();
    await credit(ctx, m.id, 'balance', 300, { type: 'adjust' });
    await credit(ctx, m.id, 'balance_money', 1000, { type: 'adjust' });
    expect(await spendBalance(ctx, m.id, 1500, { type: 'order_pay', tradeNo: 'X1' })).toBe(false);
    expect(await spendBalance(ctx, m.id, 800, { type: 'order_pay', tradeNo: 'X1' })).toBe(true);
    const accounts = async () =>
      t.db.db
        .selectFrom('member')
        .select(['balance', 'balance_money'])
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow();
    expect(await accounts()).toEqual({ balance: 0, balance_money: 500 });
    await returnBalance(ctx, m.id, 400, { type: 'order_refund', tradeNo: 'X1' });
    await returnBalance(ctx, m.id, 400, { type: 'order_refund', tradeNo: 'X1' });
    expect(await accounts()).toEqual({ balance: 300, balance_money: 1000 });
  });
});
