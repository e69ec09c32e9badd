import type { RequestContext } from '../../../lib/context';
import type { Move } from '../../../lib/order-state-machine';
import { settleCode } from '../verification/code-worth';
import * as repo from './refund-line.repository';

export type { RefundLine } from './refund-line.repository';

/*
 * What after-sale may read and change of an order (ADR 058): the order module owns the goods'
 * `refund_status` and the order's closing; the after-sale module calls these inside its own
 * transactions.
 */

export const lockOrder = (ctx: RequestContext, orderId: number) => repo.lockOrder(ctx.db, orderId);

/** The member's goods line (or the shop's, or any for the platform) with its order's money. */
export const findRefundLine = (
  ctx: RequestContext,
  orderGoodsId: number,
  scope: { memberId?: number; siteId?: number | null },
) => repo.findLine(ctx.db, orderGoodsId, scope);

export const orderLines = (ctx: RequestContext, orderId: number) => repo.findOrderLines(ctx.db, orderId);

/**
 * Makes a REFUND move on the goods' refund status; false when it was in none of the move's
 * sources. The order's redemption code follows in the same transaction (ADR 093): frozen by an
 * application, thawed when the after-sale ends unrefunded, void once every goods is refunded.
 */
export async function moveRefundStatus(ctx: RequestContext, orderGoodsId: number, move: Move) {
  const orderId = await repo.setRefundStatus(ctx.db, orderGoodsId, move);
  if (orderId === null) return false;
  await settleCode(ctx, orderId);
  return true;
}

/** A paid order whose every goods is refunded closes (cause `refund`). */
export const closeRefundedOrder = (ctx: RequestContext, orderId: number) =>
  repo.closeIfAllRefunded(ctx.db, orderId, ctx.now());
