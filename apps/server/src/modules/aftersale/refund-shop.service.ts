import { pageCount, REFUND_STATUS } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { withTransaction, type RequestContext } from '../../lib/context';
import { allows, REFUND, type Move } from '../../lib/order-state-machine';
import { shopOf, type StaffScope } from '../../lib/staff-scope';
import { closeRefundedOrder, findRefundLine, handedOver, lockOrder } from '../trade';
import type { Audit } from '../site';
import { shopReturnAddress } from '../shop';
import * as list from './aftersale-list.repository';
import { autoExecuteTime, type AfterSaleSettings } from './aftersale-settings';
import { refundGoodsView } from './aftersale.view';
import { complainView } from './complain.service';
import { findComplain } from './complain.repository';
import { moveRefundState, payRefund } from './refund-pay.service';
import { detailView } from './refund-detail.service';
import * as repo from './refund.repository';

/*
 * The shop's after-sale decisions (issue 15, ADR 058), also taken by the timers (way 4) and, for
 * a complaint decided for the buyer, by the platform. Each is one transaction that locks the
 * order and moves the refund by a conditional update on the status it leaves: of an agree and a
 * revoke at once exactly one wins, and money moves at most once.
 */

/** Who decides; a console's staff member also writes the decision to the action log (ADR 100). */
export type Actor = { way: 2 | 3 | 4; siteId: number | null; audit?: Audit };

export const shopActor = (staff: StaffScope, audit: Audit): Actor => ({ way: 2, siteId: shopOf(staff), audit });

/** A decision on a refund in the actor's action log: `refund.<action>`, the status before and after. */
async function audited(
  ctx: RequestContext,
  actor: Actor,
  action: string,
  refund: { refund_no: string; refund_status: number },
  after: Record<string, unknown>,
) {
  await actor.audit?.(ctx, {
    action: `refund.${action}`,
    target: refund.refund_no,
    before: { refund_status: refund.refund_status },
    after,
  });
}

/** The goods (of the actor's shop) locked for a decision, with its refund row. */
async function lockedRefund(ctx: RequestContext, orderGoodsId: number, actor: Actor) {
  const probe = await findRefundLine(ctx, orderGoodsId, { siteId: actor.siteId });
  const refund = probe && (await repo.findRefund(ctx.db, orderGoodsId));
  if (!probe || !refund) throw new AppError('ORDER_GOODS_EMPTY');
  await lockOrder(ctx, probe.order_id);
  const line = (await findRefundLine(ctx, orderGoodsId, { siteId: actor.siteId }))!;
  return { line, refund: (await repo.findRefund(ctx.db, orderGoodsId))! };
}

/** Agrees to an application: a refund only is paid now, a return asks the buyer to send the goods. */
export async function agreeRefund(ctx: RequestContext, orderGoodsId: number, actor: Actor, action = 'agree') {
  return withTransaction(ctx, async (ctx) => {
    const { line, refund } = await lockedRefund(ctx, orderGoodsId, actor);
    const now = ctx.now();
    if (refund.refund_type === 2) {
      const address = await shopReturnAddress(ctx, line.site_id);
      if (!(await moveRefundState(ctx, orderGoodsId, REFUND.moves.askReturn, { refund_address: address })))
        throw new AppError('REFUND_STATE_CHANGED');
      await repo.addLog(ctx.db, orderGoodsId, actor.way, action, '', now);
      await audited(ctx, actor, 'agree', refund, { refund_status: REFUND.moves.askReturn.to });
      return REFUND.moves.askReturn.to;
    }
    const to = await payRefund(ctx, line, refund, REFUND_STATUS.APPLIED);
    if (to === null) throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, actor.way, action, '', now);
    await repo.addLog(ctx.db, orderGoodsId, 4, 'refunded', '', now);
    await audited(ctx, actor, 'agree', refund, { refund_status: to });
    return to;
  });
}

/** Ends the application refused by `move`, with the reason, logged as `action`. */
async function refuse(
  ctx: RequestContext,
  orderGoodsId: number,
  actor: Actor,
  reason: string,
  move: Move,
  action: string,
) {
  await withTransaction(ctx, async (ctx) => {
    const { refund } = await lockedRefund(ctx, orderGoodsId, actor);
    if (!(await moveRefundState(ctx, orderGoodsId, move, { refund_refuse_reason: reason.trim() })))
      throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, actor.way, action, reason.trim(), ctx.now());
    await audited(ctx, actor, action, refund, { refund_status: move.to, refund_refuse_reason: reason.trim() });
  });
  return {};
}

/** Refuses an application still waiting for the shop. */
export function refuseRefund(ctx: RequestContext, orderGoodsId: number, actor: Actor, reason: string) {
  return refuse(ctx, orderGoodsId, actor, reason, REFUND.moves.refuse, 'refuse');
}

/**
 * The returned goods arrived: stock returns and the refund is paid. Goods a code handed over are
 * received back by the shop itself, never by the timer (ADR 093).
 */
export async function receiveReturn(ctx: RequestContext, orderGoodsId: number, actor: Actor, action = 'receive') {
  return withTransaction(ctx, async (ctx) => {
    const { line, refund } = await lockedRefund(ctx, orderGoodsId, actor);
    if (actor.way === 4 && handedOver(line)) throw new AppError('REFUND_STATE_CHANGED');
    const to = await payRefund(ctx, line, refund, REFUND_STATUS.WAIT_SHOP_RECEIVE);
    if (to === null) throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, actor.way, action, '', ctx.now());
    await repo.addLog(ctx.db, orderGoodsId, 4, 'refunded', '', ctx.now());
    await audited(ctx, actor, 'receive', refund, { refund_status: to });
    return to;
  });
}

/** The returned goods are refused: the application ends refused (the buyer may complain). */
export function refuseReturn(ctx: RequestContext, orderGoodsId: number, actor: Actor, reason: string) {
  return refuse(ctx, orderGoodsId, actor, reason, REFUND.moves.refuseReturn, 'refuse_receive');
}

/** The shop transferred the offline part itself; the refund is done once nothing else waits. */
export async function offlineRefundPaid(ctx: RequestContext, orderGoodsId: number, actor: Actor, proof: string) {
  await withTransaction(ctx, async (ctx) => {
    const { refund } = await lockedRefund(ctx, orderGoodsId, actor);
    const now = ctx.now();
    if (
      !allows(REFUND.moves.transferred, refund.refund_status) ||
      !(await repo.markPartDone(ctx.db, refund.refund_no, 'offline', now, { proof: proof.trim() }))
    )
      throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, actor.way, 'offline_paid', proof.trim(), now);
    let status = refund.refund_status;
    if ((await repo.waitingParts(ctx.db, refund.refund_no, 'offline')) === 0) {
      await moveRefundState(ctx, orderGoodsId, REFUND.moves.transferred);
      await closeRefundedOrder(ctx, refund.order_id);
      status = REFUND.moves.transferred.to;
    }
    await audited(ctx, actor, 'offline_paid', refund, { refund_status: status, proof: proof.trim() });
  });
  return {};
}

/** The shop's queue (the platform's staff: every shop's), newest application first. */
export async function shopRefundList(
  ctx: RequestContext,
  staff: StaffScope,
  q: { page: number; page_size: number; tab: 'all' | 'waiting' | 'return' | 'transfer' | 'done' },
  s: AfterSaleSettings,
) {
  const limit = q.page_size === 0 ? null : q.page_size;
  const f = { by: 'shop' as const, siteId: shopOf(staff), tab: q.tab };
  const page = await list.findAfterSalePage(ctx.db, f, limit, (q.page - 1) * q.page_size);
  return {
    count: page.count,
    page_count: pageCount(page.count, q.page_size),
    list: page.list.map((r) => queueItem(ctx, r, s)),
  };
}

export function queueItem(ctx: RequestContext, r: list.AfterSaleRow, s: AfterSaleSettings) {
  return {
    ...refundGoodsView(ctx.lang, r),
    buyer_name: r.buyer_name,
    complain_status: r.complain_status ?? -2,
    auto_execute_time: autoExecuteTime(s, r),
  };
}

/** One goods' after-sale as the shop (or the platform) sees it: both sides' record and any complaint. */
export async function staffRefundDetail(
  ctx: RequestContext,
  orderGoodsId: number,
  siteId: number | null,
  s: AfterSaleSettings,
) {
  const row = await list.findAfterSale(ctx.db, orderGoodsId, { siteId });
  if (!row) throw new AppError('ORDER_GOODS_EMPTY');
  const complaint = await findComplain(ctx.db, orderGoodsId);
  return {
    ...(await detailView(ctx, row, s)),
    buyer_name: row.buyer_name,
    complain: complaint ? await complainView(ctx, complaint, row.order_status, row.refund_status) : null,
  };
}
