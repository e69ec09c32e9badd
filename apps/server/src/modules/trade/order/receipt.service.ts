import { ORDER_EXTEND_TAKE_DELIVERY_DAYS, ORDER_STATUS } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { rewardCompletedOrder } from '../../member';
import { bookCompletedOrder } from '../../money';
import * as repo from './receipt.repository';

/*
 * An order after shipping (issue 14, API-SHAPES-MORE §3.3, §3.9): the buyer confirms receipt or
 * extends its deadline once; the timers receive shipped orders and complete received ones when
 * their days are up; the redemption desk receives the orders whose code it uses. Each change is
 * one conditional update, so whichever comes first wins and the others change nothing.
 */

export interface ReceiptSettings {
  takeDeliveryDays: number;
  completeDays: number;
}

const DAY = 86_400;
const days = (s: ReceiptSettings): repo.ReceiptDays => ({ ...s, extendDays: ORDER_EXTEND_TAKE_DELIVERY_DAYS });

/** When a shipped order is received by itself; 0 when it is not shipped or never is. */
export function receiveExecuteTime(
  s: ReceiptSettings,
  o: { order_status: number; delivery_time: number; extend_take_delivery: number },
) {
  if (o.order_status !== ORDER_STATUS.SHIPPED || s.takeDeliveryDays === 0 || o.delivery_time === 0) return 0;
  return o.delivery_time + (s.takeDeliveryDays + o.extend_take_delivery * ORDER_EXTEND_TAKE_DELIVERY_DAYS) * DAY;
}

/** When a received order completes by itself; 0 when it is not received or never does. */
export function completeExecuteTime(s: ReceiptSettings, o: { order_status: number; sign_time: number }) {
  if (o.order_status !== ORDER_STATUS.RECEIVED || s.completeDays === 0 || o.sign_time === 0) return 0;
  return o.sign_time + s.completeDays * DAY;
}

async function refusal(ctx: RequestContext, memberId: number, orderId: number, extending: boolean) {
  const o = await repo.findOrderState(ctx.db, orderId, memberId);
  if (!o) return new AppError('ORDER_NOT_FOUND');
  if (extending && o.order_status === ORDER_STATUS.SHIPPED && o.extend_take_delivery)
    return new AppError('ORDER_EXTEND_ONCE');
  return new AppError('ORDER_STATE_CHANGED');
}

/** order/takedelivery: shipped (or a pickup order ready) → received, by its buyer. */
export async function takeDelivery(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  const from = { by: 'buyer' as const, memberId };
  if (await withTransaction(ctx, ({ db }) => repo.markReceived(db, orderId, from, ctx.now()))) return {};
  throw await refusal(ctx, memberId, orderId, false);
}

/** order/extendtakedelivery: a shipped order's receipt deadline moves 3 days later, once. */
export async function extendTakeDelivery(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  if (await repo.markExtended(ctx.db, memberId, orderId)) return {};
  throw await refusal(ctx, memberId, orderId, true);
}

/**
 * The desk used the order's code: a paid pickup or virtual order is received, its goods `lines`
 * handed over. Fails whole (ORDER_STATE_CHANGED, nothing kept) when the order or a goods was no
 * longer in a state to leave, so a redemption whose receipt fails is no redemption.
 */
export async function receiveAtDesk(ctx: RequestContext, orderId: number, lines: readonly number[]) {
  await withTransaction(ctx, async ({ db }) => {
    if (!(await repo.markReceived(db, orderId, { by: 'desk', lines }, ctx.now())))
      throw new AppError('ORDER_STATE_CHANGED');
  });
}

/**
 * The timers' work, `batch` at a time: shipped orders past their receipt deadline are received,
 * received orders past their completion time complete. The context's member's orders, or every
 * member's for a context without one. Answers how many moved.
 */
export async function runReceiptTimers(ctx: RequestContext, s: ReceiptSettings, batch = 100) {
  let moved = 0;
  if (s.takeDeliveryDays > 0) {
    const from = { by: 'timer' as const, days: days(s) };
    moved += await drain(
      () => repo.findDueReceipts(ctx.db, days(s), ctx.now(), batch, ctx.memberId),
      (id) => withTransaction(ctx, ({ db }) => repo.markReceived(db, id, from, ctx.now())),
      batch,
    );
  }
  if (s.completeDays > 0) {
    moved += await drain(
      () => repo.findDueCompletions(ctx.db, s.completeDays, ctx.now(), batch, ctx.memberId),
      (id) =>
        withTransaction(ctx, async (ctx) => {
          const done = await repo.markCompleted(ctx.db, id, s.completeDays, ctx.now());
          if (!done) return false;
          // Growth on what the buyer kept: refunds paid before completion are not rewarded.
          const kept = await bookCompletedOrder(ctx, id);
          if (kept > 0) await rewardCompletedOrder(ctx, done.member_id, kept, done.order_no);
          return !!done;
        }),
      batch,
    );
  }
  return moved;
}

async function drain(find: () => Promise<number[]>, move: (id: number) => Promise<boolean>, batch: number) {
  let total = 0;
  for (;;) {
    const ids = await find();
    let round = 0;
    for (const id of ids) if (await move(id)) round++;
    total += round;
    // A full batch that would not move would come back forever.
    if (ids.length < batch || round === 0) return total;
  }
}
