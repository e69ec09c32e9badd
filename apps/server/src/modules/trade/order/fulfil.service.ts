import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import * as repo from './fulfil.repository';

/*
 * The order's side of the shop console (ADR 050). The console's own checks (the staff member's
 * shop and role, the packages) are the desk's; these move the order, or throw
 * ORDER_STATE_CHANGED when it is no longer where the move starts.
 */

type Scope = { orderId: number; siteId: number | null };

const moved = (ok: boolean) => {
  if (!ok) throw new AppError('ORDER_STATE_CHANGED');
};

/** Paid → shipped (express or local delivery), in the caller's transaction. */
export async function shipOrder(ctx: RequestContext, scope: Scope, orderType: number) {
  await withTransaction(ctx, async ({ db }) => moved(await repo.markShipped(db, scope, orderType, ctx.now())));
}

/** Paid pickup order → awaiting pickup. */
export async function readyForPickup(ctx: RequestContext, scope: Scope) {
  await withTransaction(ctx, async ({ db }) => moved(await repo.markReadyForPickup(db, scope)));
}

/** Sets the adjustment of an unpaid order from `from` to `to`; SELLER_PAY_MONEY_NEGATIVE below 0. */
export async function adjustOrder(ctx: RequestContext, scope: Scope, from: number, to: number, payMoney: number) {
  if (payMoney + to - from < 0) throw new AppError('SELLER_PAY_MONEY_NEGATIVE');
  await withTransaction(ctx, async ({ db }) => moved(await repo.setAdjustment(db, scope, from, to)));
}
