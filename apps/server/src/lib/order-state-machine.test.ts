import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAIN_STATUS as C,
  DELIVERY_STATUS as D,
  ORDER_STATUS as O,
  ORDER_TYPE,
  PAY_STATUS as P,
  REFUND_STATUS as R,
} from '@zay/contract';
import type { Db } from '../db/database';
import { createTestDb } from '../test/test-db';
import * as complains from '../modules/aftersale/complain.repository';
import * as refunds from '../modules/aftersale/refund.repository';
import * as payments from '../modules/payment/payment.repository';
import * as closing from '../modules/trade/order/close.repository';
import * as fulfil from '../modules/trade/order/fulfil.repository';
import * as receipt from '../modules/trade/order/receipt.repository';
import * as refundLines from '../modules/trade/order/refund-line.repository';
import * as codes from '../modules/trade/verification/verification.repository';
import {
  allows,
  canMove,
  CODE,
  CODE_STATE as V,
  COMPLAIN,
  DELIVERY,
  fromStatesOf,
  moveFrom,
  ORDER,
  PAY,
  REFUND,
  type Machine,
  type Move,
} from './order-state-machine';

/*
 * The order state machines (ADR 086) against the table of legal steps written out by hand below,
 * the ADR's table: random legal and illegal steps and random walks are accepted exactly when the
 * table says so, terminal states have no way out; and the repositories' guarded updates, run on
 * a real database from random states, move a row only from a state their move may leave and
 * change nothing otherwise.
 */

type Edge = readonly [from: number, to: number];
const SPEC: [string, Machine, Edge[]][] = [
  [
    'order',
    ORDER,
    [
      [O.UNPAID, O.PAID],
      [O.UNPAID, O.CLOSED],
      [O.PAID, O.PREPARING],
      [O.PAID, O.SHIPPED],
      [O.PAID, O.RECEIVED],
      [O.PREPARING, O.RECEIVED],
      [O.SHIPPED, O.RECEIVED],
      [O.RECEIVED, O.COMPLETED],
      [O.PAID, O.CLOSED],
      [O.PREPARING, O.CLOSED],
      [O.SHIPPED, O.CLOSED],
      [O.RECEIVED, O.CLOSED],
    ],
  ],
  [
    'pay',
    PAY,
    [
      [P.UNPAID, P.PAYING],
      [P.PAYING, P.PAYING],
      [P.UNPAID, P.PAID],
      [P.PAYING, P.PAID],
      [P.PAYING, P.UNPAID],
      [P.UNPAID, P.CLOSED],
      [P.CLOSED, P.CLOSED],
    ],
  ],
  [
    'delivery',
    DELIVERY,
    [
      [D.WAITING, D.SHIPPED],
      [D.WAITING, D.RECEIVED],
      [D.SHIPPED, D.RECEIVED],
    ],
  ],
  [
    'refund',
    REFUND,
    [
      [R.NONE, R.APPLIED],
      [R.REFUSED, R.APPLIED],
      [R.APPLIED, R.NONE],
      [R.WAIT_BUYER_RETURN, R.NONE],
      [R.REFUSED, R.NONE],
      [R.APPLIED, R.WAIT_BUYER_RETURN],
      [R.APPLIED, R.REFUSED],
      [R.WAIT_BUYER_RETURN, R.WAIT_SHOP_RECEIVE],
      [R.WAIT_SHOP_RECEIVE, R.REFUSED],
      [R.REFUSED, R.REFUSED],
      [R.APPLIED, R.DONE],
      [R.WAIT_SHOP_RECEIVE, R.DONE],
      [R.REFUSED, R.DONE],
      [R.APPLIED, R.ACCEPTED],
      [R.WAIT_SHOP_RECEIVE, R.ACCEPTED],
      [R.REFUSED, R.ACCEPTED],
      [R.ACCEPTED, R.DONE],
    ],
  ],
  [
    'complain',
    COMPLAIN,
    [
      [C.CANCELLED, C.APPLIED],
      [C.REFUSED, C.APPLIED],
      [C.APPLIED, C.CANCELLED],
      [C.REFUSED, C.CANCELLED],
      [C.APPLIED, C.ENDED],
      [C.APPLIED, C.REFUSED],
    ],
  ],
  [
    'code',
    CODE,
    [
      [V.UNUSED, V.USED],
      [V.UNUSED, V.FROZEN],
      [V.FROZEN, V.UNUSED],
      [V.UNUSED, V.VOID],
      [V.FROZEN, V.VOID],
    ],
  ],
];

const legal = (edges: Edge[], from: number, to: number) => edges.some(([f, t]) => f === from && t === to);
const statesOf = (m: Machine) => Object.values(m.states);

describe.each(SPEC)('the %s machine', (_name, m, edges) => {
  const states = fc.constantFrom(...statesOf(m));

  it('accepts every legal step and refuses every illegal one', () => {
    fc.assert(fc.property(states, states, (from, to) => canMove(m, from, to) === legal(edges, from, to)));
    // Small enough to walk whole as well.
    for (const from of statesOf(m))
      for (const to of statesOf(m)) expect(canMove(m, from, to), `${from} → ${to}`).toBe(legal(edges, from, to));
  });

  it('answers the legal sources of a state as the guard of a move to it', () => {
    fc.assert(
      fc.property(states, (to) => {
        const expected = statesOf(m).filter((from) => legal(edges, from, to));
        expect(fromStatesOf(m, to)).toEqual(expected);
      }),
    );
  });

  it('walks: a step is taken exactly when legal, and a terminal state is never left', () => {
    fc.assert(
      fc.property(states, fc.array(states, { maxLength: 30 }), (start, targets) => {
        let at = start;
        for (const to of targets) {
          const ok = canMove(m, at, to);
          expect(ok).toBe(legal(edges, at, to));
          if (m.terminal.includes(at)) expect(ok && to !== at).toBe(false);
          if (ok) at = to;
        }
      }),
    );
  });

  it('has no way out of a terminal state, and a way out of every other reachable one', () => {
    for (const t of m.terminal)
      for (const to of statesOf(m)) if (to !== t) expect(canMove(m, t, to), `${t} → ${to}`).toBe(false);
    const reached = new Set(edges.map(([, to]) => to));
    for (const s of statesOf(m))
      if (reached.has(s) && !m.terminal.includes(s))
        expect(
          statesOf(m).some((to) => to !== s && canMove(m, s, to)),
          `${s} is a dead end`,
        ).toBe(true);
  });

  it('takes one source of a move alone only when the move may leave it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values<Move>(m.moves)), states, (move, from) => {
        if (allows(move, from)) expect(moveFrom(move, from)).toEqual({ from: [from], to: move.to });
        else expect(() => moveFrom(move, from)).toThrow();
      }),
    );
  });
});

/* The repositories' guarded updates on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */

let handle: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle.drop());

const NOW = 1_700_000_000;
const MEMBER = 7;
let serial = 0;

async function insertOrder(set: { order_status?: number; pay_status?: number; order_type?: number }) {
  const n = ++serial;
  const { order_id } = await db
    .insertInto('orders')
    .values({
      order_no: `SM${n}`,
      out_trade_no: `SMT${n}`,
      site_id: 1,
      member_id: MEMBER,
      order_type: ORDER_TYPE.EXPRESS,
      delivery_time: 1,
      sign_time: 1,
      create_time: 1,
      ...set,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  return { id: order_id, outTradeNo: `SMT${n}` };
}

async function insertGoods(orderId: number, refundStatus: number) {
  const { order_goods_id } = await db
    .insertInto('order_goods')
    .values({
      order_id: orderId,
      member_id: MEMBER,
      site_id: 1,
      goods_id: 1,
      sku_id: 1,
      price: 100,
      num: 1,
      goods_money: 100,
      real_goods_money: 100,
      refund_status: refundStatus,
      create_time: 1,
    })
    .returning('order_goods_id')
    .executeTakeFirstOrThrow();
  return order_goods_id;
}

/** The desk's receipt handing over one goods, which goes again after (the order row is what these steps watch). */
async function redeemAtDesk(orderId: number) {
  const goodsId = await insertGoods(orderId, R.NONE);
  await receipt.markReceived(db, orderId, { by: 'desk', lines: [goodsId] }, NOW);
  await db.deleteFrom('order_goods').where('order_goods_id', '=', goodsId).execute();
}

/** One guarded update: the states it may leave (a move's sources, or the union one update allows), its target. */
interface Step<H> {
  name: string;
  from: readonly number[];
  to: number;
  run(h: H): Promise<unknown>;
}

/** Rows of one table in one machine: a fresh row in a state, the row read back, the updates run on it. */
interface Group<H> {
  name: string;
  machine: Machine;
  column: string;
  setup(state: number): Promise<H>;
  read(h: H): Promise<Record<string, unknown>>;
  steps: Step<H>[];
}

type OrderHandle = { id: number; outTradeNo: string };
const readOrder = (o: OrderHandle) =>
  db.selectFrom('orders').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow();
const step = <H>(name: string, move: Move, run: (h: H) => Promise<unknown>, from = move.from): Step<H> => ({
  name,
  from,
  to: move.to,
  run,
});
const refundSteps = <H>(run: (h: H, move: Move) => Promise<unknown>) =>
  Object.entries<Move>(REFUND.moves).map(([name, move]) => step<H>(name, move, (h) => run(h, move)));

const GROUPS: Group<any>[] = [
  {
    name: 'an express order',
    machine: ORDER,
    column: 'order_status',
    setup: (state) => insertOrder({ order_status: state }),
    read: readOrder,
    steps: [
      step<OrderHandle>('pay', ORDER.moves.pay, (o) => payments.markOrdersPaid(db, o.outTradeNo, 'balance', NOW)),
      step<OrderHandle>('close', ORDER.moves.close, (o) => closing.markClosed(db, o.id, 'test', NOW)),
      step<OrderHandle>('ship', ORDER.moves.ship, (o) =>
        fulfil.markShipped(db, { orderId: o.id, siteId: null }, ORDER_TYPE.EXPRESS, NOW),
      ),
      step<OrderHandle>('receive (buyer)', ORDER.moves.receive, (o) =>
        receipt.markReceived(db, o.id, { by: 'buyer', memberId: MEMBER }, NOW),
      ),
      step<OrderHandle>('receive (timer)', ORDER.moves.receive, (o) =>
        receipt.markReceived(
          db,
          o.id,
          { by: 'timer', days: { takeDeliveryDays: 0, extendDays: 0, completeDays: 0 } },
          NOW,
        ),
      ),
      step<OrderHandle>('redeem', ORDER.moves.redeem, (o) => redeemAtDesk(o.id)),
      step<OrderHandle>('complete', ORDER.moves.complete, (o) => receipt.markCompleted(db, o.id, 0, NOW)),
      step<OrderHandle>('closeRefunded', ORDER.moves.closeRefunded, (o) =>
        refundLines.closeIfAllRefunded(db, o.id, NOW),
      ),
    ],
  },
  {
    name: 'a pickup order',
    machine: ORDER,
    column: 'order_status',
    setup: (state) => insertOrder({ order_status: state, order_type: ORDER_TYPE.STORE }),
    read: readOrder,
    steps: [
      step<OrderHandle>('readyForPickup', ORDER.moves.readyForPickup, (o) =>
        fulfil.markReadyForPickup(db, { orderId: o.id, siteId: null }),
      ),
      step<OrderHandle>(
        'receive or pick up (buyer)',
        ORDER.moves.pickUp,
        (o) => receipt.markReceived(db, o.id, { by: 'buyer', memberId: MEMBER }, NOW),
        [...ORDER.moves.receive.from, ...ORDER.moves.pickUp.from],
      ),
      step<OrderHandle>('redeem', ORDER.moves.redeem, (o) => redeemAtDesk(o.id)),
    ],
  },
  {
    name: "an unpaid order's pay_status",
    machine: PAY,
    column: 'pay_status',
    setup: (state) => insertOrder({ pay_status: state }),
    read: readOrder,
    steps: [
      step<OrderHandle>('sendProof', PAY.moves.sendProof, (o) => payments.markOrdersPaying(db, o.outTradeNo, NOW)),
    ],
  },
  {
    name: 'a payment',
    machine: PAY,
    column: 'pay_status',
    async setup(state) {
      const o = await insertOrder({});
      await db
        .insertInto('pay')
        .values({ out_trade_no: o.outTradeNo, member_id: MEMBER, pay_money: 100, pay_status: state, create_time: 1 })
        .execute();
      return o.outTradeNo;
    },
    read: (no: string) => db.selectFrom('pay').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow(),
    steps: [
      step<string>('pay', PAY.moves.pay, (no) => payments.markPayPaid(db, no, 100, 'wechatpay', 'W1', NOW)),
      step<string>('confirmProof', PAY.moves.confirmProof, (no) =>
        payments.markPayPaid(db, no, 100, 'offlinepay', '', NOW, PAY.moves.confirmProof),
      ),
      step<string>('sendProof', PAY.moves.sendProof, (no) => payments.markPayPaying(db, no, MEMBER, 'p.png', '', NOW)),
      step<string>('reopen', PAY.moves.reopen, (no) => payments.reopenPayment(db, no, NOW)),
      step<string>('close', PAY.moves.close, (no) => payments.closePays(db, MEMBER, [no], NOW)),
      step<string>('closeWithOrder', PAY.moves.closeWithOrder, (no) => closing.closePayOf(db, no, NOW)),
    ],
  },
  {
    name: "an order goods' refund status",
    machine: REFUND,
    column: 'refund_status',
    setup: async (state) => insertGoods((await insertOrder({ order_status: O.PAID })).id, state),
    read: (id: number) =>
      db.selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow(),
    steps: refundSteps<number>((id, move) => refundLines.setRefundStatus(db, id, move)),
  },
  {
    name: 'a refund',
    machine: REFUND,
    column: 'refund_status',
    async setup(state) {
      const o = await insertOrder({ order_status: O.PAID });
      const id = await insertGoods(o.id, state);
      await db
        .insertInto('order_refund')
        .values({
          order_goods_id: id,
          order_id: o.id,
          member_id: MEMBER,
          site_id: 1,
          refund_no: `R${id}`,
          refund_status: state,
          create_time: 1,
        })
        .execute();
      return id;
    },
    read: (id: number) =>
      db.selectFrom('order_refund').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow(),
    steps: refundSteps<number>((id, move) => refunds.moveRefund(db, id, move, NOW)),
  },
  {
    name: 'a complaint',
    machine: COMPLAIN,
    column: 'complain_status',
    async setup(state) {
      const o = await insertOrder({ order_status: O.PAID });
      const id = await insertGoods(o.id, R.REFUSED);
      const row = { order_goods_id: id, order_id: o.id, member_id: MEMBER, site_id: 1, create_time: 1 };
      await db
        .insertInto('order_complain')
        .values({ ...row, complain_no: `C${id}`, complain_status: state })
        .execute();
      return row;
    },
    read: (row: { order_goods_id: number }) =>
      db
        .selectFrom('order_complain')
        .selectAll()
        .where('order_goods_id', '=', row.order_goods_id)
        .executeTakeFirstOrThrow(),
    steps: Object.entries<Move>(COMPLAIN.moves).map(([name, move]) =>
      step<{ order_goods_id: number; order_id: number; member_id: number; site_id: number; create_time: number }>(
        name,
        move,
        (row) =>
          move === COMPLAIN.moves.reopen
            ? complains.openComplain(db, { ...row, complain_no: `C${++serial}`, complain_status: move.to })
            : complains.moveComplain(db, row.order_goods_id, move),
      ),
    ),
  },
  {
    name: 'a redemption code',
    machine: CODE,
    column: 'is_verify',
    async setup(state) {
      const o = await insertOrder({ order_status: O.PAID, order_type: ORDER_TYPE.VIRTUAL });
      const { id } = await db
        .insertInto('verify')
        .values({
          site_id: 1,
          member_id: MEMBER,
          verify_code: `SMV${o.id}`,
          verify_type: 'virtualgoods',
          relate_id: o.id,
          is_verify: state,
          create_time: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    read: (id: number) => db.selectFrom('verify').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    steps: [
      step<number>('redeem', CODE.moves.redeem, (id) =>
        codes.markUsed(db, id, { verifier_id: 1, verifier_name: 'desk' }, NOW),
      ),
      ...(['freeze', 'thaw', 'void'] as const).map((name) =>
        step<number>(name, CODE.moves[name], (id) => codes.moveCode(db, id, CODE.moves[name])),
      ),
    ],
  },
];

/** Runs `s` on the row: it moves to the step's target from a state the step may leave, else changes nothing. */
async function checkStep<H>(g: Group<H>, h: H, s: Step<H>) {
  const before = await g.read(h);
  const state = before[g.column] as number;
  await s.run(h);
  const after = await g.read(h);
  if (s.from.includes(state)) expect(after[g.column], `${g.name}: ${s.name} from ${state}`).toBe(s.to);
  else expect(after, `${g.name}: ${s.name} from ${state}`).toEqual(before);
}

describe.each(GROUPS.map((g) => [g.name, g] as const))('the guarded updates of %s', (_name, g) => {
  it('make only moves the machine allows', () => {
    for (const s of g.steps) for (const from of s.from) expect(canMove(g.machine, from, s.to), s.name).toBe(true);
  });

  it('move a row from every state a step may leave, and change nothing from any other', async () => {
    for (const s of g.steps) for (const state of statesOf(g.machine)) await checkStep(g, await g.setup(state), s);
  });

  it('walk one row through random legal and illegal steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...statesOf(g.machine)),
        fc.array(fc.constantFrom(...g.steps), { minLength: 1, maxLength: 12 }),
        async (start, steps) => {
          const h = await g.setup(start);
          for (const s of steps) await checkStep(g, h, s);
        },
      ),
      { numRuns: 25 },
    );
  });
});
