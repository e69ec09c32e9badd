import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNT_TYPES } from '@zay/contract';
import { createMember } from '../../../test/members';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { debit } from '../../member/account/ledger.service';
import { applyPayment } from '../../payment/payment-apply.service';
import { createRechargeOrder } from './recharge.service';
import { addPackage } from './recharge-test-kit';

/**
 * Recharges on the one ledger (property, both databases): random sequences of buying packages,
 * wallet notifies (replayed, repeated with new ids, wrong amounts, for unknown payments) and
 * spending, for two members. After every step each member's accounts equal their ledger sums,
 * none is negative, and each paid recharge was credited exactly once.
 */
let t: TestApp;
let packages: { id: number; face: number; price: number; point: number; growth: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  packages = [];
  for (const [face, price, point, growth] of [
    [10_000_00, 10_000_00, 0, 0],
    [30_000_00, 29_500_00, 300, 30],
    [5_000_00, 4_900_00, 7, 0],
  ] as const)
    packages.push({
      id: await addPackage(t, { name: `prop ${face}`, face, price, point, growth }),
      face,
      price,
      point,
      growth,
    });
});
afterAll(() => t.close());

type Op =
  | { kind: 'buy'; who: number; pkg: number }
  | { kind: 'notify'; who: number; nth: number; replay: boolean; wrong: boolean }
  | { kind: 'spend'; who: number; amount: number };

const who = fc.integer({ min: 0, max: 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who, pkg: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('notify' as const),
    who,
    nth: fc.nat({ max: 5 }),
    replay: fc.boolean(),
    wrong: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('spend' as const), who, amount: fc.integer({ min: 1, max: 40_000_00 }) }),
);

let run = 0;
let notifies = 0;

async function checkBooks(memberIds: number[], expected: { balance: number; point: number; growth: number }[]) {
  for (const [i, id] of memberIds.entries()) {
    const m = await t.db.db
      .selectFrom('member')
      .select(['balance', 'balance_money', 'point', 'growth'])
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const account of LEDGER_ACCOUNT_TYPES) {
      const rows = await t.db.db
        .selectFrom('member_balance_log')
        .select('amount')
        .where('member_id', '=', id)
        .where('account_type', '=', account)
        .execute();
      expect(Number(m[account])).toBe(rows.reduce((a, r) => a + Number(r.amount), 0));
      expect(Number(m[account])).toBeGreaterThanOrEqual(0);
    }
    expect({ balance: Number(m.balance), point: Number(m.point), growth: Number(m.growth) }).toEqual(expected[i]);
  }
}

describe('recharges on the one ledger (property)', () => {
  it('credits each paid recharge once, whatever the notifies, and the books always balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 20 }), async (ops) => {
        run++;
        const members = [await createMember(t.db, `rprop${run}a`), await createMember(t.db, `rprop${run}b`)];
        const ids = members.map((m) => m.id);
        const orders: { out: string; pkg: (typeof packages)[number]; lastNotify: string }[][] = [[], []];
        const expected = [
          { balance: 0, point: 0, growth: 0 },
          { balance: 0, point: 0, growth: 0 },
        ];
        const paid = new Set<string>();
        for (const op of ops) {
          const ctx = { ...t.ctx(), memberId: ids[op.who]! };
          if (op.kind === 'buy') {
            const pkg = packages[op.pkg]!;
            orders[op.who]!.push({ out: await createRechargeOrder(ctx, pkg.id), pkg, lastNotify: '' });
          } else if (op.kind === 'notify') {
            const order = orders[op.who]![op.nth % Math.max(1, orders[op.who]!.length)];
            if (!order) {
              const outcome = await applyPayment(t.ctx(), {
                outTradeNo: `NOPE${run}${notifies++}`,
                payType: 'alipay',
                amount: 100,
                notify: { provider: 'sandbox', notifyId: `prop-${run}-${notifies++}` },
              });
              expect(outcome).toBe('refused');
            } else {
              const notifyId = op.replay && order.lastNotify ? order.lastNotify : `prop-${run}-${notifies++}`;
              order.lastNotify = notifyId;
              const outcome = await applyPayment(t.ctx(), {
                outTradeNo: order.out,
                payType: 'alipay',
                amount: op.wrong ? order.pkg.price + 1 : order.pkg.price,
                tradeNo: `T-${order.out}`,
                notify: { provider: 'sandbox', notifyId },
              });
              if (!op.wrong && outcome === 'paid') {
                expect(paid.has(order.out)).toBe(false);
                paid.add(order.out);
                expected[op.who]!.balance += order.pkg.face;
                expected[op.who]!.point += order.pkg.point;
                expected[op.who]!.growth += order.pkg.growth;
              }
              if (!op.wrong && !paid.has(order.out))
                throw new Error(`a right notify left ${order.out} unpaid: ${outcome}`);
            }
          } else if (await debit(ctx, ids[op.who]!, 'balance', op.amount, { type: 'adjust' })) {
            expected[op.who]!.balance -= op.amount;
          }
          await checkBooks(ids, expected);
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
