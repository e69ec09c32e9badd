import { EVALUATE_STATUS, fromMinor, message, type MessageKey } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, type RequestContext } from '../../../lib/context';
import { ORDER_REVIEWABLE } from '../../../lib/order-state-machine';
import * as repo from './order-evaluate.repository';

const STATUS_KEYS: Record<number, MessageKey> = {
  [EVALUATE_STATUS.NONE]: 'EVALUATE_STATUS_NONE',
  [EVALUATE_STATUS.DONE]: 'EVALUATE_STATUS_DONE',
  [EVALUATE_STATUS.AGAIN]: 'EVALUATE_STATUS_AGAIN',
};

/** An order as reviewing sees it: its state and the lines a review covers. */
export type OrderToEvaluate = NonNullable<Awaited<ReturnType<typeof repo.findOrderToEvaluate>>> & {
  evaluate_status_name: string;
  goods: (Omit<Awaited<ReturnType<typeof repo.findGoodsToEvaluate>>[number], 'price'> & { price: string })[];
};

/** The member's order and its lines to review; another member's order is ORDER_NOT_FOUND. */
export async function orderToEvaluate(ctx: RequestContext, orderId: number): Promise<OrderToEvaluate> {
  const order = await repo.findOrderToEvaluate(ctx.db, requireMember(ctx), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const goods = await repo.findGoodsToEvaluate(ctx.db, orderId);
  return {
    ...order,
    evaluate_status_name: message(ctx.lang, STATUS_KEYS[order.evaluate_status] ?? 'EVALUATE_STATUS_NONE'),
    goods: goods.map((g) => ({ ...g, price: fromMinor(g.price) })),
  };
}

/** Received or completed and open for review (is_evaluate 1, set on receipt). */
export const canEvaluate = (o: Pick<OrderToEvaluate, 'order_status' | 'is_evaluate'>) =>
  (ORDER_REVIEWABLE as readonly number[]).includes(o.order_status) && o.is_evaluate === 1;

/**
 * Moves the order's evaluate_status on by one — 0 → 1 on the first review, 1 → 2 (and
 * is_evaluate 0) on the follow-up — with a conditional update: of two requests at once only one
 * gets true. Runs in the caller's transaction.
 */
export const advanceEvaluateStatus = (ctx: RequestContext, orderId: number, from: 0 | 1) =>
  repo.advanceEvaluateStatus(ctx.db, requireMember(ctx), orderId, from);
