import {
  complainActions,
  complainStatusName,
  COMPLAIN_STATUS,
  fromMinor,
  mayComplain,
  pageCount,
  REFUND_STATUS,
  refundReasonName,
  type ComplainApplyBody,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../lib/context';
import { newOrderNumber } from '../../lib/order-no';
import { COMPLAIN, REFUND } from '../../lib/order-state-machine';
import { findRefundLine, lockOrder } from '../trade';
import * as list from './aftersale-list.repository';
import { logView, refundGoodsView } from './aftersale.view';
import * as repo from './complain.repository';
import { moveRefundState, payRefund } from './refund-pay.service';
import * as refunds from './refund.repository';
import { checkReasonOffered, reasonFields, reasonKey } from './refund.service';

/*
 * Complaints to the platform after a shop refused (API-SHAPES-MORE §3.8, ADR 058): the buyer
 * complains, sees and revokes; the platform's staff decide for the buyer (the refund is paid) or
 * refuse with a reason.
 */

export async function complainView(
  ctx: RequestContext,
  c: repo.ComplainRow,
  orderStatus: number,
  refundStatus: number,
) {
  return {
    complain_no: c.complain_no,
    complain_status: c.complain_status,
    complain_status_name: complainStatusName(ctx.lang, c.complain_status),
    complain_apply_money: fromMinor(c.complain_apply_money),
    complain_real_money: fromMinor(c.complain_real_money),
    complain_reason: c.complain_reason,
    complain_reason_name: refundReasonName(ctx.lang, c.complain_reason),
    complain_remark: c.complain_remark,
    complain_refuse_reason: c.complain_refuse_reason,
    complain_apply_time: c.complain_apply_time,
    complain_time: c.complain_time,
    complain_action: complainActions(ctx.lang, c.complain_status, mayComplain(refundStatus, orderStatus)),
    refund_log_list: (await refunds.findLogs(ctx.db, c.order_goods_id)).map((l) => logView(ctx.lang, l)),
  };
}

/** ordercomplain/detail: the goods, the amount in question and the complaint if any. */
export async function complainDetail(ctx: RequestContext, orderGoodsId: number) {
  const memberId = requireMember(ctx);
  const row = await list.findAfterSale(ctx.db, orderGoodsId, { memberId });
  if (!row) throw new AppError('ORDER_GOODS_EMPTY');
  const c = await repo.findComplain(ctx.db, orderGoodsId);
  const allowed =
    mayComplain(row.refund_status, row.order_status) &&
    c?.complain_status !== COMPLAIN_STATUS.APPLIED &&
    c?.complain_status !== COMPLAIN_STATUS.ENDED;
  return {
    order_goods_info: refundGoodsView(ctx.lang, row),
    refund_money: fromMinor(row.refund_apply_money),
    ...reasonFields(ctx.lang, row),
    complain_info: c ? await complainView(ctx, c, row.order_status, row.refund_status) : null,
    complain_allowed: allowed ? 1 : 0,
  };
}

/** ordercomplain/complain: only after the shop refused, while the order is neither closed nor completed. */
export async function complainApply(ctx: RequestContext, body: ComplainApplyBody) {
  const memberId = requireMember(ctx);
  const reason = reasonKey(body.complain_reason);
  return withTransaction(ctx, async (ctx) => {
    const probe = await findRefundLine(ctx, body.order_goods_id, { memberId });
    if (!probe) throw new AppError('ORDER_GOODS_EMPTY');
    await lockOrder(ctx, probe.order_id);
    const line = (await findRefundLine(ctx, body.order_goods_id, { memberId }))!;
    if (!mayComplain(line.refund_status, line.order_status)) throw new AppError('COMPLAIN_NOT_ALLOWED');
    checkReasonOffered(reason, line);
    const refund = (await refunds.findRefund(ctx.db, line.order_goods_id))!;
    const now = ctx.now();
    const complainNo = `C${newOrderNumber(now)}`;
    const opened = await repo.openComplain(ctx.db, {
      order_goods_id: line.order_goods_id,
      order_id: line.order_id,
      member_id: memberId,
      site_id: line.site_id,
      complain_no: complainNo,
      complain_status: COMPLAIN.moves.reopen.to,
      complain_apply_money: refund.refund_apply_money,
      complain_reason: reason,
      complain_remark: body.complain_remark ?? '',
      complain_apply_time: now,
      create_time: now,
    });
    if (!opened) throw new AppError('COMPLAIN_OPEN');
    await refunds.addLog(ctx.db, line.order_goods_id, 1, 'complain', '', now);
    return { complain_no: complainNo };
  });
}

/** ordercomplain/cancel: an open or refused complaint is revoked. */
export async function complainCancel(ctx: RequestContext, orderGoodsId: number) {
  const memberId = requireMember(ctx);
  await withTransaction(ctx, async (ctx) => {
    const line = await findRefundLine(ctx, orderGoodsId, { memberId });
    if (!line || !(await repo.findComplain(ctx.db, orderGoodsId))) throw new AppError('COMPLAIN_NOT_FOUND');
    if (!(await repo.moveComplain(ctx.db, orderGoodsId, COMPLAIN.moves.cancel)))
      throw new AppError('COMPLAIN_STATE_CHANGED');
    // The refusal's own timer starts again: a revoked complaint leaves a refused refund to close.
    await moveRefundState(ctx, orderGoodsId, REFUND.moves.restartRefusal);
    await refunds.addLog(ctx.db, orderGoodsId, 1, 'complain_cancel', '', ctx.now());
  });
  return {};
}

/** The platform's queue: open complaints (or all), newest first. */
export async function complainQueue(ctx: RequestContext, q: { page: number; page_size: number; tab: 'open' | 'all' }) {
  const limit = q.page_size === 0 ? null : q.page_size;
  const page = await list.findAfterSalePage(ctx.db, { by: 'platform', tab: q.tab }, limit, (q.page - 1) * q.page_size);
  return { count: page.count, page_count: pageCount(page.count, q.page_size), list: page.list };
}

/** The platform decides for the buyer: the complaint ends and the refused refund is paid. */
export async function platformAgree(ctx: RequestContext, orderGoodsId: number) {
  await withTransaction(ctx, async (ctx) => {
    const probe = await findRefundLine(ctx, orderGoodsId, {});
    if (!probe) throw new AppError('ORDER_GOODS_EMPTY');
    await lockOrder(ctx, probe.order_id);
    const line = (await findRefundLine(ctx, orderGoodsId, {}))!;
    const refund = await refunds.findRefund(ctx.db, orderGoodsId);
    const now = ctx.now();
    if (!refund) throw new AppError('COMPLAIN_NOT_FOUND');
    const set = { complain_real_money: refund.refund_apply_money, complain_time: now };
    if (!(await repo.moveComplain(ctx.db, orderGoodsId, COMPLAIN.moves.agree, set)))
      throw new AppError('COMPLAIN_STATE_CHANGED');
    if ((await payRefund(ctx, line, refund, REFUND_STATUS.REFUSED)) === null)
      throw new AppError('REFUND_STATE_CHANGED');
    await refunds.addLog(ctx.db, orderGoodsId, 3, 'complain_agree', '', now);
    await refunds.addLog(ctx.db, orderGoodsId, 4, 'refunded', '', now);
  });
  return {};
}

/** The platform refuses the complaint; the refused refund's closing timer starts again. */
export async function platformRefuse(ctx: RequestContext, orderGoodsId: number, reason: string) {
  await withTransaction(ctx, async (ctx) => {
    const now = ctx.now();
    const set = { complain_refuse_reason: reason.trim(), complain_time: now };
    if (!(await repo.moveComplain(ctx.db, orderGoodsId, COMPLAIN.moves.refuse, set))) {
      if (!(await repo.findComplain(ctx.db, orderGoodsId))) throw new AppError('COMPLAIN_NOT_FOUND');
      throw new AppError('COMPLAIN_STATE_CHANGED');
    }
    await moveRefundState(ctx, orderGoodsId, REFUND.moves.restartRefusal);
    await refunds.addLog(ctx.db, orderGoodsId, 3, 'complain_refuse', reason.trim(), now);
  });
  return {};
}
