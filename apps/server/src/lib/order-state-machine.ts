import { COMPLAIN_STATUS, DELIVERY_STATUS, ORDER_STATUS, PAY_STATUS, REFUND_STATUS } from '@zay/contract';

/*
 * The order's state machines (issue 28, ADR 086): which state of an order, a payment, a goods'
 * delivery, a refund and a complaint may follow which, written down once. The states' values are
 * the contract's (API-SHAPES); the moves are here. A repository's conditional update states the
 * move it makes — `.set({ order_status: ORDER.moves.ship.to }).where('order_status', 'in',
 * ORDER.moves.ship.from)` — so a row moves only from a state the move may leave.
 *
 * A move is named for its cause and lists the states it may leave; two causes may share a step
 * (a buyer's revoke and the timer both take a refusal back to none). A move back into the state
 * it leaves (a payment closed twice, a refusal's timer restarted) is an idempotent repeat, not a
 * way out: a terminal state has no move to another state.
 */

export interface Move<S extends number = number> {
  readonly from: readonly S[];
  readonly to: S;
}

export interface Machine<S extends number = number, M extends string = string> {
  /** The column(s) the machine governs, for messages and the ADR. */
  readonly column: string;
  readonly states: Readonly<Record<string, S>>;
  readonly moves: Readonly<Record<M, Move<S>>>;
  /** States no move leaves for another state. */
  readonly terminal: readonly S[];
}

function machine<S extends number, M extends string>(m: Machine<S, M>): Machine<S, M> {
  const known = new Set<number>(Object.values(m.states));
  for (const [name, move] of Object.entries<Move<S>>(m.moves)) {
    for (const s of [...move.from, move.to])
      if (!known.has(s)) throw new Error(`${m.column}: move ${name} names unknown state ${s}`);
    for (const s of move.from)
      if (s !== move.to && m.terminal.includes(s))
        throw new Error(`${m.column}: move ${name} leaves terminal state ${s}`);
  }
  return m;
}

type Values<T> = T[keyof T];
export type OrderStatus = Values<typeof ORDER_STATUS>;
export type PayStatus = Values<typeof PAY_STATUS>;
export type DeliveryStatus = Values<typeof DELIVERY_STATUS>;
export type RefundStatus = Values<typeof REFUND_STATUS>;
export type ComplainStatus = Values<typeof COMPLAIN_STATUS>;

const O = ORDER_STATUS;
/** `orders.order_status`. Created unpaid, or paid when the balance paid it all at checkout. */
export const ORDER = machine({
  column: 'orders.order_status',
  states: O,
  moves: {
    /** The payment turned paid. */
    pay: { from: [O.UNPAID], to: O.PAID },
    /** Closed unpaid: by its buyer, by its timer, by the platform (its pay_status still unpaid). */
    close: { from: [O.UNPAID], to: O.CLOSED },
    /** A pickup order is ready at the store. */
    readyForPickup: { from: [O.PAID], to: O.PREPARING },
    /** An express or local-delivery order leaves the shop. */
    ship: { from: [O.PAID], to: O.SHIPPED },
    /** The buyer confirms a shipment, or its receipt timer runs out. */
    receive: { from: [O.SHIPPED], to: O.RECEIVED },
    /** The buyer collects a ready pickup order (pickup orders only). */
    pickUp: { from: [O.PREPARING], to: O.RECEIVED },
    /** The redemption desk uses the code of a paid pickup or virtual order. */
    redeem: { from: [O.PAID, O.PREPARING], to: O.RECEIVED },
    /** A received order's completion time came with no after-sale open. */
    complete: { from: [O.RECEIVED], to: O.COMPLETED },
    /** Every goods of a paid order was refunded. */
    closeRefunded: { from: [O.PAID, O.PREPARING, O.SHIPPED, O.RECEIVED], to: O.CLOSED },
  },
  terminal: [O.COMPLETED, O.CLOSED],
});

const P = PAY_STATUS;
/**
 * `pay.pay_status` and `orders.pay_status` (an order follows its payment; only a payment is
 * ever closed — a closed order keeps pay_status unpaid).
 */
export const PAY = machine({
  column: 'pay.pay_status, orders.pay_status',
  states: P,
  moves: {
    /** A bank-transfer proof sent; a second proof for a waiting payment keeps it waiting. */
    sendProof: { from: [P.UNPAID, P.PAYING], to: P.PAYING },
    /** A wallet's or the balance's money arrived (a proof may be waiting meanwhile). */
    pay: { from: [P.UNPAID, P.PAYING], to: P.PAID },
    /** The shop confirmed the transfer of a waiting proof. */
    confirmProof: { from: [P.PAYING], to: P.PAID },
    /** The shop rejected the proof, or its deadline passed: payable another way. */
    reopen: { from: [P.PAYING], to: P.UNPAID },
    /** The member's unpaid payment is replaced by a new one for its orders. */
    close: { from: [P.UNPAID], to: P.CLOSED },
    /** An order closes: its unpaid payment closes; one closed already stays closed. */
    closeWithOrder: { from: [P.UNPAID, P.CLOSED], to: P.CLOSED },
  },
  terminal: [P.PAID, P.CLOSED],
});

const D = DELIVERY_STATUS;
/** `order_goods.delivery_status`: moves with its order (ship, receive), never by itself. */
export const DELIVERY = machine({
  column: 'order_goods.delivery_status',
  states: D,
  moves: {
    ship: { from: [D.WAITING], to: D.SHIPPED },
    /** Received with its order: shipped goods, or pickup and virtual goods that never shipped. */
    receive: { from: [D.WAITING, D.SHIPPED], to: D.RECEIVED },
  },
  terminal: [D.RECEIVED],
});

const R = REFUND_STATUS;
/**
 * `order_refund.refund_status`, mirrored on `order_goods.refund_status` (ADR 058). SHOP_RECEIVED
 * (6) is the API family's; Zay pays a received return at once, so no move enters or leaves it.
 */
export const REFUND = machine({
  column: 'order_refund.refund_status, order_goods.refund_status',
  states: R,
  moves: {
    /** The buyer applies, the first time or again after a refusal. */
    apply: { from: [R.NONE, R.REFUSED], to: R.APPLIED },
    /** The buyer revokes while it waits. */
    cancel: { from: [R.APPLIED, R.WAIT_BUYER_RETURN, R.REFUSED], to: R.NONE },
    /** A refusal the buyer did not pursue closes by its timer. */
    lapse: { from: [R.REFUSED], to: R.NONE },
    /** The shop agrees to a return: the buyer sends the goods back. */
    askReturn: { from: [R.APPLIED], to: R.WAIT_BUYER_RETURN },
    /** The shop refuses an application. */
    refuse: { from: [R.APPLIED], to: R.REFUSED },
    /** The buyer sent the return parcel. */
    sendReturn: { from: [R.WAIT_BUYER_RETURN], to: R.WAIT_SHOP_RECEIVE },
    /** The shop refuses the returned goods. */
    refuseReturn: { from: [R.WAIT_SHOP_RECEIVE], to: R.REFUSED },
    /** A complaint about the refusal was revoked or refused: the refusal's timer starts again. */
    restartRefusal: { from: [R.REFUSED], to: R.REFUSED },
    /** Paid back in full now: agreed, the return received, or a complaint decided for the buyer. */
    pay: { from: [R.APPLIED, R.WAIT_SHOP_RECEIVE, R.REFUSED], to: R.DONE },
    /** As `pay`, with a bank-transfer part the shop still has to send. */
    payAwaitingTransfer: { from: [R.APPLIED, R.WAIT_SHOP_RECEIVE, R.REFUSED], to: R.ACCEPTED },
    /** The shop sent the transfer part. */
    transferred: { from: [R.ACCEPTED], to: R.DONE },
  },
  terminal: [R.DONE, R.SHOP_RECEIVED],
});

const C = COMPLAIN_STATUS;
/** `order_complain.complain_status`; the first complaint of a goods is inserted APPLIED. */
export const COMPLAIN = machine({
  column: 'order_complain.complain_status',
  states: C,
  moves: {
    /** The buyer complains again after a revoke or a refusal. */
    reopen: { from: [C.CANCELLED, C.REFUSED], to: C.APPLIED },
    cancel: { from: [C.APPLIED, C.REFUSED], to: C.CANCELLED },
    /** The platform decides for the buyer. */
    agree: { from: [C.APPLIED], to: C.ENDED },
    refuse: { from: [C.APPLIED], to: C.REFUSED },
  },
  terminal: [C.ENDED],
});

/**
 * A redemption code's state, `verify.is_verify` (ADR 052, ADR 093). The API shows 0 and 1 only
 * (used or not); frozen and void are the server's, read as unused by the family's clients.
 */
export const CODE_STATE = { UNUSED: 0, USED: 1, FROZEN: 2, VOID: 3 } as const;
export type CodeState = Values<typeof CODE_STATE>;

const V = CODE_STATE;
/**
 * `verify.is_verify`: what a code is worth follows its order's goods (trade/verification/code-worth.ts).
 * An after-sale open on a goods freezes it, its end thaws it, every goods refunded voids it.
 */
export const CODE = machine({
  column: 'verify.is_verify',
  states: V,
  moves: {
    /** The desk uses the code: its order's live goods are handed over. */
    redeem: { from: [V.UNUSED], to: V.USED },
    /** A refund was applied for on one of its goods. */
    freeze: { from: [V.UNUSED], to: V.FROZEN },
    /** No after-sale of its goods is open any more and some goods are not refunded. */
    thaw: { from: [V.FROZEN], to: V.UNUSED },
    /** Every goods of its order is refunded: nothing is left to hand over. */
    void: { from: [V.UNUSED, V.FROZEN], to: V.VOID },
  },
  terminal: [V.USED, V.VOID],
});

export const MACHINES = { ORDER, PAY, DELIVERY, REFUND, COMPLAIN, CODE } as const;

/** Whether some move of `m` takes a row from `from` to `to`. */
export function canMove(m: Machine, from: number, to: number) {
  return Object.values<Move>(m.moves).some((move) => move.to === to && move.from.includes(from));
}

/** The states a row may be in to move to `to`: the guard of an update that may make any such move. */
export function fromStatesOf<S extends number>(m: Machine<S>, to: S): S[] {
  const moves = Object.values<Move<S>>(m.moves).filter((move) => move.to === to);
  return Object.values(m.states).filter((s) => moves.some((move) => move.from.includes(s)));
}

/** Whether `move` may leave `from` (a service's check before the repository's guarded update). */
export const allows = (move: Move, from: number) => move.from.includes(from);

/**
 * One of a move's source states taken alone, for a caller that knows which one it leaves (an
 * agreement leaves APPLIED, a received return WAIT_SHOP_RECEIVE); throws for a state the move
 * may not leave.
 */
export function moveFrom<S extends number>(move: Move<S>, from: S): Move<S> {
  if (!move.from.includes(from)) throw new Error(`no move from ${from} to ${move.to}`);
  return { from: [from], to: move.to };
}

/* Groups of states that reads ask for (not moves). */

/** Orders open for review once received: received or completed (while is_evaluate is 1). */
export const ORDER_REVIEWABLE = [O.RECEIVED, O.COMPLETED] as const;
/** Refunds whose money went back or waits for the shop's transfer: they count as refunded. */
export const REFUND_PAID = [R.ACCEPTED, R.DONE] as const;
/** Refunds in progress (the buyer's "refunding" count): neither none, done nor refused. */
export const REFUND_OPEN = [R.APPLIED, R.ACCEPTED, R.WAIT_BUYER_RETURN, R.WAIT_SHOP_RECEIVE, R.SHOP_RECEIVED] as const;
