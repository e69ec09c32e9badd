import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complainApplyEndpoint,
  platformComplainAgreeEndpoint,
  platformComplainRefuseEndpoint,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDeliveryEndpoint,
  shopRefundAgreeEndpoint,
  shopRefundOfflineEndpoint,
  shopRefundReceiveEndpoint,
  shopRefundRefuseEndpoint,
} from '@zay/contract';
import {
  afterSaleWorld,
  buyer,
  paidOrder,
  receive,
  ship,
  type AfterSaleWorld,
  type Buyer,
  type PayWay,
} from '../../aftersale/aftersale-test-kit';
import { createContext } from '../../../lib/context';
import { issueToken } from '../../member/auth/token.service';
import { runReceiptTimers } from '../../trade/order/receipt.service';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/*
 * The settlement property (issue 15, ADR 059): random sequences of orders, payments (balance,
 * wallet, bank transfer), refunds, returns, complaints and completions; after every step each
 * shop's ledger = paid − refunded − commission over its completed orders, no order refunds more
 * than it was paid, each refund's parts add up to it, and each member's balances equal their
 * ledger sums, none negative.
 */

let w: AfterSaleWorld;
let now = Date.now();
const DAY = 86_400_000;
let buyers: Buyer[];
let clerk: Staff;
let platform: Staff;

beforeAll(async () => {
  w = await afterSaleWorld('settlement-property', () => now);
  buyers = [await buyer(w.t, 'prop-1'), await buyer(w.t, 'prop-2')];
});
afterAll(() => w.t.close());

type Op =
  | { kind: 'order'; who: number; goods: number; way: PayWay }
  | { kind: 'ship' | 'receive' | 'complete'; pick: number }
  | { kind: 'apply'; pick: number; ret: boolean }
  | {
      kind: 'agree' | 'refuse' | 'deliver' | 'take' | 'cancel' | 'complain' | 'decide' | 'reject' | 'transfer';
      pick: number;
    };

const pick = fc.nat({ max: 1000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      who: fc.nat({ max: 1 }),
      goods: fc.integer({ min: 1, max: 3 }),
      way: fc.constantFrom<PayWay>('balance', 'wallet', 'offline'),
    }),
  },
  fc.record({ kind: fc.constantFrom('ship' as const, 'receive' as const, 'complete' as const), pick }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('apply' as const), pick, ret: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'agree' as const,
        'refuse' as const,
        'deliver' as const,
        'take' as const,
        'cancel' as const,
        'complain' as const,
        'decide' as const,
        'reject' as const,
        'transfer' as const,
      ),
      pick,
    }),
  },
);

const COVERAGE: Op[] = [
  { kind: 'order', who: 0, goods: 1, way: 'wallet' },
  { kind: 'apply', pick: 0, ret: false },
  { kind: 'agree', pick: 0 },
  { kind: 'order', who: 0, goods: 1, way: 'offline' },
  { kind: 'apply', pick: 0, ret: false },
  { kind: 'agree', pick: 0 },
  { kind: 'transfer', pick: 0 },
  { kind: 'order', who: 1, goods: 3, way: 'balance' },
  { kind: 'ship', pick: 0 },
  { kind: 'receive', pick: 0 },
  { kind: 'apply', pick: 0, ret: true },
  { kind: 'refuse', pick: 0 },
  { kind: 'complain', pick: 0 },
  { kind: 'decide', pick: 0 },
  { kind: 'complete', pick: 0 },
];

const db = () => w.t.db.db;

async function orders() {
  return db()
    .selectFrom('orders')
    .select(['order_id', 'member_id', 'order_status'])
    .where('site_id', '=', w.s.shopA)
    .orderBy('order_id')
    .execute();
}
async function lines() {
  return db()
    .selectFrom('order_goods as g')
    .innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .select(['g.order_goods_id', 'g.order_id', 'g.member_id', 'g.refund_status', 'o.order_status', 'g.delivery_status'])
    .where('g.site_id', '=', w.s.shopA)
    .orderBy('g.order_goods_id')
    .execute();
}
const byMember = (id: number) => buyers.find((b) => b.id === id)!;
const choose = <T>(xs: T[], n: number) => (xs.length ? xs[n % xs.length] : undefined);
const GOODS = () => [[w.s.a1.skuId], [w.s.a2.skuId], [w.s.a1.skuId, w.s.a2.skuId]];

async function step(op: Op) {
  const id = (l: { order_goods_id: number }) => ({ order_goods_id: l.order_goods_id });
  if (op.kind === 'order') {
    await paidOrder(w, buyers[op.who]!, GOODS()[op.goods - 1]!, op.way);
    return;
  }
  if (op.kind === 'ship' || op.kind === 'receive' || op.kind === 'complete') {
    const status = { ship: 1, receive: 3, complete: 4 }[op.kind];
    const all = await lines();
    const linesOf = (orderId: number) => all.filter((l) => l.order_id === orderId);
    // The desk ships the goods not refunded, once no refund of the order waits for the shop.
    const open = (orderId: number) => linesOf(orderId).some((l) => ![0, -1, 3].includes(l.refund_status));
    const o = choose(
      (await orders()).filter((x) => x.order_status === status && !(op.kind === 'ship' && open(x.order_id))),
      op.pick,
    );
    if (!o) return;
    if (op.kind === 'ship') {
      const ids = linesOf(o.order_id)
        .filter((l) => l.refund_status !== 3)
        .map((l) => l.order_goods_id);
      await ship(w, o.order_id, ids, clerk);
    } else if (op.kind === 'receive') await receive(byMember(o.member_id), o.order_id);
    else {
      now += 8 * DAY;
      await refreshSessions();
      await runReceiptTimers(w.t.ctx(), { takeDeliveryDays: 14, completeDays: 7 });
    }
    return;
  }
  const all = await lines();
  const at = (statuses: number[]) =>
    choose(
      all.filter((l) => statuses.includes(l.refund_status)),
      op.pick,
    );
  const by = (l: { member_id: number }) => byMember(l.member_id);
  let l;
  switch (op.kind) {
    case 'apply':
      if ((l = at([0, -1])))
        await by(l).call(refundApplyEndpoint, {
          ...id(l),
          refund_type: op.ret && l.delivery_status > 0 ? 2 : 1,
          refund_reason: 'other',
        });
      return;
    case 'agree':
      if ((l = at([1]))) await clerk.call(shopRefundAgreeEndpoint, id(l));
      return;
    case 'refuse':
      if ((l = at([1, 5]))) await clerk.call(shopRefundRefuseEndpoint, { ...id(l), reason: 'no' });
      return;
    case 'deliver':
      if ((l = at([4])))
        await by(l).call(refundDeliveryEndpoint, { ...id(l), refund_delivery_name: 'Bee', refund_delivery_no: 'B-1' });
      return;
    case 'take':
      if ((l = at([5]))) await clerk.call(shopRefundReceiveEndpoint, id(l));
      return;
    case 'cancel':
      if ((l = at([1, 4, -1]))) await by(l).call(refundCancelEndpoint, id(l));
      return;
    case 'complain':
      if ((l = at([-1]))) await by(l).call(complainApplyEndpoint, { ...id(l), complain_reason: 'other' });
      return;
    case 'decide':
      if ((l = at([-1]))) await platform.call(platformComplainAgreeEndpoint, id(l));
      return;
    case 'reject':
      if ((l = at([-1]))) await platform.call(platformComplainRefuseEndpoint, { ...id(l), reason: 'no' });
      return;
    case 'transfer':
      if ((l = at([2]))) await clerk.call(shopRefundOfflineEndpoint, { ...id(l), proof: 'KBZ-1' });
      return;
  }
}

let sessions = 0;
/** Sessions expire as the clock jumps days ahead: the staff log in again, the buyers get new tokens. */
async function refreshSessions() {
  sessions++;
  clerk = await staff(w.t, w.s.shopA, 'clerk', `prop-clerk-${sessions}`);
  platform = await staff(w.t, 0, 'owner', `prop-platform-${sessions}`);
  for (const b of buyers) {
    const token = (await issueToken(createContext(db(), w.t.app.clock), b.id, 1)).token;
    b.token = token;
    b.call = w.t.as({ token, lang: 'en-us' });
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
    .select(['order_id', 'refund_no', 'refund_status', 'refund_real_money'])
    .execute();
  const refundedOf = (orderId: number) =>
    refunds
      .filter((r) => r.order_id === orderId && [2, 3].includes(r.refund_status))
      .reduce((s, r) => s + r.refund_real_money, 0);
  for (const site of [w.s.shopA, w.s.shopB]) {
    let expected = 0;
    for (const o of completed.filter((x) => x.site_id === site)) {
      const kept = o.order_money - refundedOf(o.order_id);
      expected += kept - Math.floor((kept * rate) / 10_000);
    }
    const ledger = await db()
      .selectFrom('shop_settlement_log')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('n'))
      .where('site_id', '=', site)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBe(expected);
  }
  const paidOrders = await db()
    .selectFrom('orders')
    .select(['order_id', 'order_money'])
    .where('pay_status', '=', 2)
    .execute();
  for (const o of paidOrders) expect(refundedOf(o.order_id)).toBeLessThanOrEqual(o.order_money);
  const parts = await db().selectFrom('order_refund_part').select(['refund_no', 'amount']).execute();
  for (const r of refunds.filter((x) => [2, 3].includes(x.refund_status)))
    expect(parts.filter((p) => p.refund_no === r.refund_no).reduce((s, p) => s + p.amount, 0)).toBe(
      r.refund_real_money,
    );
  for (const b of buyers) {
    const m = await db()
      .selectFrom('member')
      .select(['balance', 'balance_money'])
      .where('member_id', '=', b.id)
      .executeTakeFirstOrThrow();
    const sums = await db()
      .selectFrom('member_balance_log')
      .select(['account_type', (eb) => eb.fn.sum<number>('amount').as('n')])
      .where('member_id', '=', b.id)
      .groupBy('account_type')
      .execute();
    const sum = (t: string) => Number(sums.find((s) => s.account_type === t)?.n ?? 0);
    expect([m.balance, m.balance_money]).toEqual([sum('balance'), sum('balance_money')]);
    expect(m.balance).toBeGreaterThanOrEqual(0);
    expect(m.balance_money).toBeGreaterThanOrEqual(0);
  }
}

describe('settlement ledger property', () => {
  it('stays right through orders, payments, refunds, returns, complaints and completions', async () => {
    await refreshSessions();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 30 }), async (ops) => {
        for (const op of ops) {
          await step(op);
          await checkInvariants();
        }
      }),
      // A hand-made sequence first, so every path is taken at least once whatever the random ones do.
      { numRuns: 20, examples: [[COVERAGE]] },
    );
    // The sequences reached every part of the flow (a property that never pays a refund proves little).
    const count = async (
      table: 'order_refund' | 'order_complain',
      col: 'refund_status' | 'complain_status',
      v: number,
    ) => (await db().selectFrom(table).select(col).where(col, '=', v).execute()).length;
    expect(await count('order_refund', 'refund_status', 3)).toBeGreaterThan(0);
    expect(await count('order_complain', 'complain_status', 2)).toBeGreaterThan(0);
    expect((await orders()).filter((o) => o.order_status === 10).length).toBeGreaterThan(0);
    expect(await db().selectFrom('order_refund_part').select('id').where('route', '=', 'wallet').execute()).not.toEqual(
      [],
    );
    expect(
      await db()
        .selectFrom('order_refund_part')
        .select('id')
        .where('route', '=', 'offline')
        .where('status', '=', 1)
        .execute(),
    ).not.toEqual([]);
  }, 240_000);
});
