import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformWithdrawApproveEndpoint,
  platformWithdrawRefuseEndpoint,
  platformWithdrawTransferEndpoint,
  refundApplyEndpoint,
  sellerWithdrawApplyEndpoint,
  shopRefundAgreeEndpoint,
} from '@zay/contract';
import { afterSaleWorld, buyer, paidOrder, type AfterSaleWorld } from '../../aftersale/aftersale-test-kit';
import type { Buyer } from '../../trade/checkout/order-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { runReceiptTimers } from '../../trade/order/receipt.service';
import { kbzAccount, ledgerSums, RECEIPT, receivedOrder, shopBalance, withdrawnSum } from './shop-finance-test-kit';

/*
 * The shop balance property (issue 30, ADR 102), on both databases: random sequences of paid
 * orders, refunds, receipts, completions (settlements) and withdrawals applied, refused, approved
 * and transferred. After every step, for every shop: balance = settled income − commission −
 * refunds − withdrawals not refused, the ledger's sum is the balance, and it is never negative;
 * the settled part is exactly the completed orders' (paid − refunded − commission).
 */

let w: AfterSaleWorld;
let buyers: Buyer[];
let owner: Staff;
let platform: Staff;
let account: number;

beforeAll(async () => {
  w = await afterSaleWorld('shop-finance-property');
  buyers = [await buyer(w.t, 'fin-prop-1'), await buyer(w.t, 'fin-prop-2')];
  owner = await staff(w.t, w.s.shopA, 'owner', 'fin-prop-owner');
  platform = await staff(w.t, 0, 'finance', 'fin-prop-platform');
  account = await kbzAccount(owner);
}, 60_000);
afterAll(() => w.t.close());

type Op =
  | { kind: 'order'; who: number; goods: number }
  | { kind: 'refund' | 'receive' | 'refuse' | 'approve' | 'transfer'; pick: number }
  | { kind: 'complete' }
  | { kind: 'withdraw'; share: number };

const pick = fc.nat({ max: 1000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('order' as const), who: fc.nat({ max: 1 }), goods: fc.nat({ max: 2 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('refund' as const, 'receive' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const) }) },
  // A share of the balance up to 130%: some ask for more than there is.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), share: fc.integer({ min: 1, max: 130 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('refuse' as const, 'approve' as const, 'transfer' as const), pick }),
  },
);

const COVERAGE: Op[] = [
  { kind: 'order', who: 0, goods: 0 },
  { kind: 'order', who: 1, goods: 2 },
  { kind: 'refund', pick: 1 },
  { kind: 'receive', pick: 0 },
  { kind: 'receive', pick: 0 },
  { kind: 'complete' },
  { kind: 'withdraw', share: 40 },
  { kind: 'withdraw', share: 40 },
  { kind: 'withdraw', share: 100 },
  { kind: 'refuse', pick: 0 },
  { kind: 'approve', pick: 0 },
  { kind: 'transfer', pick: 0 },
];

const db = () => w.t.db.db;
const choose = <T>(xs: T[], n: number) => (xs.length ? xs[n % xs.length] : undefined);
const GOODS = () => [[w.s.a1.skuId], [w.s.a2.skuId], [w.s.a1.skuId, w.s.a2.skuId]];

async function step(op: Op) {
  switch (op.kind) {
    case 'order':
      await paidOrder(w, buyers[op.who]!, GOODS()[op.goods]!, op.who === 0 ? 'balance' : 'wallet');
      return;
    case 'refund': {
      // A buyer's refund of a goods not shipped yet, agreed by the shop: paid back at once.
      const line = choose(
        await db()
          .selectFrom('order_goods as g')
          .innerJoin('orders as o', 'o.order_id', 'g.order_id')
          .select(['g.order_goods_id', 'g.member_id'])
          .where('o.site_id', '=', w.s.shopA)
          .where('o.order_status', '=', 1)
          .where('g.refund_status', '=', 0)
          .orderBy('g.order_goods_id')
          .execute(),
        op.pick,
      );
      if (!line) return;
      const b = buyers.find((x) => x.id === line.member_id)!;
      await b.call(refundApplyEndpoint, {
        order_goods_id: line.order_goods_id,
        refund_type: 1,
        refund_reason: 'other',
      });
      await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: line.order_goods_id });
      return;
    }
    case 'receive': {
      const o = choose(
        await db()
          .selectFrom('orders')
          .select(['order_id', 'member_id'])
          .where('site_id', '=', w.s.shopA)
          .where('order_status', '=', 1)
          .orderBy('order_id')
          .execute(),
        op.pick,
      );
      if (!o) return;
      const ids = await db()
        .selectFrom('order_goods')
        .select('order_goods_id')
        .where('order_id', '=', o.order_id)
        .where('refund_status', '!=', 3)
        .execute();
      await receivedOrder(
        w,
        buyers.find((x) => x.id === o.member_id)!,
        o.order_id,
        ids.map((r) => r.order_goods_id),
      );
      return;
    }
    case 'complete':
      await runReceiptTimers(w.t.ctx(), RECEIPT);
      return;
    case 'withdraw': {
      const amount = Math.floor(((await shopBalance(w, w.s.shopA)) * op.share) / 100 / 100);
      await owner.call(sellerWithdrawApplyEndpoint, { account_id: account, apply_money: String(amount) });
      return;
    }
    default: {
      const from = { refuse: [0, 1], approve: [0], transfer: [1] }[op.kind];
      const row = choose(
        await db()
          .selectFrom('member_withdraw')
          .select('id')
          .where('site_id', '=', w.s.shopA)
          .where('status', 'in', from)
          .orderBy('id')
          .execute(),
        op.pick,
      );
      if (!row) return;
      if (op.kind === 'refuse') await platform.call(platformWithdrawRefuseEndpoint, { id: row.id, reason: 'check' });
      else if (op.kind === 'approve') await platform.call(platformWithdrawApproveEndpoint, { id: row.id });
      else
        await platform.call(platformWithdrawTransferEndpoint, {
          id: row.id,
          transfer_method: 'KBZPay',
          transfer_reference: `KBZ-${row.id}`,
        });
    }
  }
}

async function checkInvariants() {
  const rate = 500;
  const completed = await db()
    .selectFrom('orders')
    .select(['order_id', 'site_id', 'order_money'])
    .where('order_status', '=', 10)
    .execute();
  const refunds = await db()
    .selectFrom('order_refund')
    .select(['order_id', 'refund_status', 'refund_real_money'])
    .execute();
  for (const site of [w.s.shopA, w.s.shopB]) {
    const l = await ledgerSums(w, site);
    let settled = 0;
    for (const o of completed.filter((x) => x.site_id === site)) {
      const kept =
        o.order_money -
        refunds
          .filter((r) => r.order_id === o.order_id && [2, 3].includes(r.refund_status))
          .reduce((s, r) => s + r.refund_real_money, 0);
      settled += kept - Math.floor((kept * rate) / 10_000);
    }
    expect(l.income - l.refund - l.commission).toBe(settled);
    const balance = await shopBalance(w, site);
    expect(balance).toBe(l.income - l.commission - l.refund - (await withdrawnSum(w, site)));
    expect(balance).toBe(l.income - l.commission - l.refund - l.withdraw + l.returned);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
}

describe('shop balance property', () => {
  it('balance = settled income − commission − refunds − withdrawals, never negative, at every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24 }), async (ops) => {
        for (const op of ops) {
          await step(op);
          await checkInvariants();
        }
      }),
      { numRuns: 12, examples: [[COVERAGE]] },
    );
    // The sequences reached every part of the flow.
    const statuses = new Set(
      (await db().selectFrom('member_withdraw').select('status').where('site_id', '=', w.s.shopA).execute()).map(
        (r) => r.status,
      ),
    );
    expect([...statuses].sort()).toEqual([-1, 0, 1, 2].filter((s) => statuses.has(s)));
    expect(statuses.has(-1) && statuses.has(2)).toBe(true);
    expect((await ledgerSums(w, w.s.shopA)).refund).toBeGreaterThanOrEqual(0);
    expect(
      (await db().selectFrom('orders').select('order_id').where('is_settled', '=', 1).execute()).length,
    ).toBeGreaterThan(0);
  }, 300_000);
});
