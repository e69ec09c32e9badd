import { DELIVERY_STATUS, ORDER_TYPE, REFUND_STATUS } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { allows, CODE, CODE_STATE, moveFrom, REFUND_PAID, type CodeState } from '../../../lib/order-state-machine';
import * as repo from './verification.repository';

/*
 * What a redemption code is worth (issue 29, ADR 093): the one rule the desk's redemption and
 * after-sale both follow. A code (one per paid pickup or virtual order, ADR 052) hands over its
 * order's goods that are paid, not refunded and in no after-sale:
 *
 * - a goods with no refund (REFUND NONE) is live: the code hands it over;
 * - a goods refunded (paid back, or waiting for the shop's transfer) is gone: the code never hands it over;
 * - any other refund state (applied, return asked or sent, refused — the buyer may still complain
 *   and the platform pay it) is an after-sale in progress: the whole code is frozen until it ends.
 *
 * So an unused code is FROZEN while any goods of its order has an after-sale open, VOID once
 * every goods is refunded, UNUSED otherwise; after every refund move `settleCode` puts it there,
 * by a guarded update in the refund's transaction. A used code (USED) is terminal: its live goods
 * were received at the desk, and their refund is the received goods' way — a return the shop
 * decides, never money by itself (`handedOver`).
 */

/** The order types that carry a code. */
export const CODE_ORDER_TYPES: readonly number[] = [ORDER_TYPE.STORE, ORDER_TYPE.VIRTUAL];

export type LineWorth = 'live' | 'open' | 'refunded';

/** What a goods of a code's order is to its code, by the goods' refund state. */
export function lineWorth(refundStatus: number): LineWorth {
  if (refundStatus === REFUND_STATUS.NONE) return 'live';
  if ((REFUND_PAID as readonly number[]).includes(refundStatus)) return 'refunded';
  return 'open';
}

/** The state an unused code belongs in, given its order's goods. */
export function codeStateFor(lines: readonly { refund_status: number }[]): CodeState {
  const worth = lines.map((l) => lineWorth(l.refund_status));
  if (worth.includes('open')) return CODE_STATE.FROZEN;
  if (worth.includes('live')) return CODE_STATE.UNUSED;
  return CODE_STATE.VOID;
}

/** Why the code may not be redeemed now (an error key), or null when it may. */
export function redeemRefusal(state: number, lines: readonly { refund_status: number }[]) {
  if (state === CODE_STATE.USED) return 'IS_VERIFYED' as const;
  if (state === CODE_STATE.VOID) return 'VERIFY_CODE_VOID' as const;
  const due = codeStateFor(lines);
  if (state === CODE_STATE.FROZEN || due === CODE_STATE.FROZEN) return 'VERIFY_CODE_FROZEN' as const;
  if (due === CODE_STATE.VOID) return 'VERIFY_CODE_VOID' as const;
  return null;
}

/** The goods a code hands over now: the live ones. */
export const liveLines = <L extends { refund_status: number }>(lines: readonly L[]) =>
  lines.filter((l) => lineWorth(l.refund_status) === 'live');

/**
 * Whether a goods' value was handed over: a code order's goods received — at the desk, or by
 * the buyer's own confirmation of a pickup. Its refund is the received goods' way: a return only,
 * the shop decides (no timer agrees to money or receives the goods for it).
 */
export const handedOver = (line: { order_type: number; delivery_status: number }) =>
  CODE_ORDER_TYPES.includes(line.order_type) && line.delivery_status === DELIVERY_STATUS.RECEIVED;

/**
 * After a refund move on a goods of `orderId`, in that move's transaction (which holds the
 * order's lock): moves the order's unused code to the state its goods make it worth — frozen
 * by an application, thawed when the last after-sale ends unrefunded, void when all is refunded.
 * A guarded update on the state it read; no row moved means the code changed under the lock
 * (the desk used it): the refund move fails whole. An order without a code has nothing to do.
 */
export async function settleCode(ctx: RequestContext, orderId: number) {
  const code = await repo.findCodeOfOrder(ctx.db, orderId);
  if (!code) return;
  const lines = await repo.findCodeLines(ctx.db, orderId);
  const state = code.is_verify;
  if (state === CODE_STATE.USED) {
    // Only goods handed over may be in an after-sale under a used code (the return way).
    if (lines.some((l) => lineWorth(l.refund_status) === 'open' && l.delivery_status !== DELIVERY_STATUS.RECEIVED))
      throw new AppError('ORDER_STATE_CHANGED');
    return;
  }
  if (state === CODE_STATE.VOID) return;
  const to = codeStateFor(lines);
  if (to === state) return;
  const move =
    to === CODE_STATE.FROZEN ? CODE.moves.freeze : to === CODE_STATE.UNUSED ? CODE.moves.thaw : CODE.moves.void;
  if (!allows(move, state)) throw new Error(`code ${code.id}: no move from ${state} to ${to}`);
  if (!(await repo.moveCode(ctx.db, code.id, moveFrom(move, state as CodeState))))
    throw new AppError('ORDER_STATE_CHANGED');
}
