import { COMPLAIN_STATUS, REFUND_STATUS } from '@zay/contract';
import { withTransaction, type RequestContext } from '../../lib/context';
import { REFUND } from '../../lib/order-state-machine';
import { AppError } from '../../lib/app-error';
import { findRefundLine, lockOrder } from '../trade';
import type { AfterSaleSettings } from './aftersale-settings';
import { findComplain } from './complain.repository';
import { moveRefundState } from './refund-pay.service';
import { agreeRefund, receiveReturn } from './refund-shop.service';
import * as repo from './refund.repository';

/*
 * The after-sale timers (API-SHAPES-MORE §3.9, ADR 058): an application the shop leaves
 * unanswered is accepted, a refusal the buyer does not pursue closes, returned goods the shop
 * does not confirm are received. Nothing is scheduled: the due moment is the refund's
 * `status_time` plus the days, so a restart loses nothing and a changed setting applies at
 * once; each move is the same conditional update a person's action makes, so a timer racing
 * the shop or the buyer (or another process's timer) moves a refund once.
 */

const SYSTEM = { way: 4 as const, siteId: null };

/** Runs the due timers `batch` at a time: the context's member's refunds, or everyone's. Answers how many moved. */
export async function runAfterSaleTimers(ctx: RequestContext, s: AfterSaleSettings, batch = 100) {
  let moved = 0;
  const now = ctx.now();
  const jobs: [number, number, (id: number) => Promise<unknown>][] = [
    [REFUND_STATUS.APPLIED, s.confirmDays, (id) => agreeRefund(ctx, id, SYSTEM, 'auto_agree')],
    [REFUND_STATUS.REFUSED, s.cancelDays, (id) => closeRefused(ctx, id)],
    [REFUND_STATUS.WAIT_SHOP_RECEIVE, s.receiveDays, (id) => receiveReturn(ctx, id, SYSTEM, 'auto_receive')],
  ];
  for (const [status, days, move] of jobs) {
    if (days <= 0) continue;
    for (;;) {
      const ids = await repo.findDue(ctx.db, status, days, now, batch, ctx.memberId);
      let round = 0;
      for (const id of ids) if (await settled(() => move(id))) round++;
      moved += round;
      if (ids.length < batch || round === 0) break;
    }
  }
  return moved;
}

/** A refusal not pursued closes (REFUND.moves.lapse) unless a complaint about it is open. */
async function closeRefused(ctx: RequestContext, orderGoodsId: number) {
  await withTransaction(ctx, async (ctx) => {
    const line = await findRefundLine(ctx, orderGoodsId, {});
    if (!line) throw new AppError('ORDER_GOODS_EMPTY');
    await lockOrder(ctx, line.order_id);
    if ((await findComplain(ctx.db, orderGoodsId))?.complain_status === COMPLAIN_STATUS.APPLIED)
      throw new AppError('COMPLAIN_OPEN');
    if (!(await moveRefundState(ctx, orderGoodsId, REFUND.moves.lapse))) throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, 4, 'auto_cancel', '', ctx.now());
  });
}

/** True when the move happened; a refund someone else moved first is no failure. */
async function settled(move: () => Promise<unknown>) {
  try {
    await move();
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}
