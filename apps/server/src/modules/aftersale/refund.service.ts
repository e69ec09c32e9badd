import {
  COMPLAIN_STATUS,
  fromMinor,
  orderRefundable,
  pageCount,
  goodsState,
  reasonsFor,
  refundReasonName,
  REFUND_REASONS,
  type RefundReason,
  type Lang,
  type RefundApplyBody,
  type RefundDeliveryBody,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../lib/context';
import { newOrderNumber } from '../../lib/order-no';
import { allows, REFUND } from '../../lib/order-state-machine';
import { findRefundLine, lockOrder, moveRefundStatus } from '../trade';
import * as list from './aftersale-list.repository';
import { logView, refundGoodsView } from './aftersale.view';
import type { AfterSaleSettings } from './aftersale-settings';
import { detailView } from './refund-detail.service';
import { moveRefundState, offeredTypes, refundAmount } from './refund-pay.service';
import { findComplain } from './complain.repository';
import * as repo from './refund.repository';

/*
 * The buyer's side of refunds and returns (issue 15, API-SHAPES-MORE §3.7, ADR 058). Every
 * member query carries the member's id: another member's goods is ORDER_GOODS_EMPTY.
 */

type ReasonLine = { delivery_status: number; order_status: number };

/** The reasons offered for a line in its state (ADR 100), each with the refund types it fits. */
export const reasonList = (lang: Lang, line: ReasonLine) =>
  reasonsFor(goodsState(line)).map((r) => ({
    key: r.key,
    name: refundReasonName(lang, r.key),
    refund_type: [...r.types],
  }));

/** The reasons as refundData and complain detail answer them: names for the family's clients, keyed for Zay's form. */
export function reasonFields(lang: Lang, line: ReasonLine) {
  const reasons = reasonList(lang, line);
  return { refund_reason_type: reasons.map((r) => r.name), refund_reasons: reasons };
}

/** A reason sent by key, or as its text in any language (the family's clients send the text). */
export function reasonKey(text: string): RefundReason {
  const t = text.trim();
  if ((REFUND_REASONS as readonly string[]).includes(t)) return t as RefundReason;
  for (const lang of ['md-mm', 'zh-cn', 'en-us'] as const) {
    const hit = REFUND_REASONS.find((key) => refundReasonName(lang, key) === t);
    if (hit) return hit;
  }
  throw new AppError('REFUND_REASON_INVALID');
}

/** Refuses a known reason the line's state (and, when given, the refund type) does not offer. */
export function checkReasonOffered(reason: RefundReason, line: ReasonLine, type?: number) {
  if (!reasonsFor(goodsState(line), type).some((r) => r.key === reason))
    throw new AppError('REFUND_REASON_NOT_OFFERED');
}

async function memberLine(ctx: RequestContext, orderGoodsId: number) {
  const line = await findRefundLine(ctx, orderGoodsId, { memberId: requireMember(ctx) });
  if (!line) throw new AppError('ORDER_GOODS_EMPTY');
  return line;
}

/** orderrefund/lists: the member's goods with an after-sale, newest application first. */
export async function refundList(ctx: RequestContext, q: { page: number; page_size: number }) {
  const memberId = requireMember(ctx);
  const limit = q.page_size === 0 ? null : q.page_size;
  const page = await list.findAfterSalePage(ctx.db, { by: 'member', memberId }, limit, (q.page - 1) * q.page_size);
  return {
    count: page.count,
    page_count: pageCount(page.count, q.page_size),
    list: page.list.map((r) => refundGoodsView(ctx.lang, r)),
  };
}

/** orderrefund/refundData: the goods, the amount the server would refund, the types and reasons offered. */
export async function refundData(ctx: RequestContext, orderGoodsId: number) {
  const line = await memberLine(ctx, orderGoodsId);
  const row = await list.findAfterSale(ctx.db, orderGoodsId, { memberId: line.member_id });
  const { amount, deliveryPart } = await refundAmount(ctx, line);
  const goods = row ? refundGoodsView(ctx.lang, row) : emptyRefundView(ctx.lang, line);
  return {
    order_goods_info: {
      ...goods,
      refund_log_list: (await repo.findLogs(ctx.db, orderGoodsId)).map((l) => logView(ctx.lang, l)),
    },
    refund_money: fromMinor(amount),
    refund_type: offeredTypes(line),
    ...reasonFields(ctx.lang, line),
    refund_delivery_money: fromMinor(deliveryPart),
  };
}

/** A goods never applied for: the view of its line with empty refund fields. */
function emptyRefundView(lang: Lang, line: Awaited<ReturnType<typeof memberLine>>) {
  return refundGoodsView(lang, {
    ...line,
    refund_no: '',
    refund_type: 0,
    refund_apply_money: 0,
    refund_real_money: 0,
    refund_delivery_money: 0,
    refund_reason: '',
    refund_remark: '',
    refund_refuse_reason: '',
    refund_delivery_name: '',
    refund_delivery_no: '',
    refund_delivery_remark: '',
    refund_address: '',
    refund_money_type: 0,
    refund_action_time: 0,
    refund_time: 0,
    status_time: 0,
    complain_status: null,
  });
}

/** orderrefund/refund: one application per goods at a time, from none or after a refusal. */
export async function applyRefund(ctx: RequestContext, body: RefundApplyBody) {
  const memberId = requireMember(ctx);
  const reason = reasonKey(body.refund_reason);
  return withTransaction(ctx, async (ctx) => {
    const probe = await memberLine(ctx, body.order_goods_id);
    await lockOrder(ctx, probe.order_id);
    const line = (await findRefundLine(ctx, body.order_goods_id, { memberId }))!;
    if (!allows(REFUND.moves.apply, line.refund_status)) throw new AppError('REFUND_IN_PROGRESS');
    if (!orderRefundable(line)) throw new AppError('REFUND_NOT_ALLOWED');
    const complaint = await findComplain(ctx.db, line.order_goods_id);
    if (complaint?.complain_status === COMPLAIN_STATUS.APPLIED) throw new AppError('COMPLAIN_OPEN');
    if (!offeredTypes(line).includes(body.refund_type)) throw new AppError('REFUND_TYPE_INVALID');
    checkReasonOffered(reason, line, body.refund_type);
    const { amount, deliveryPart } = await refundAmount(ctx, line);
    if (amount <= 0) throw new AppError('REFUND_NOT_ALLOWED');
    if (!(await moveRefundStatus(ctx, line.order_goods_id, REFUND.moves.apply)))
      throw new AppError('REFUND_IN_PROGRESS');
    const now = ctx.now();
    const refundNo = `R${newOrderNumber(now)}`;
    await repo.saveApplication(ctx.db, {
      order_goods_id: line.order_goods_id,
      order_id: line.order_id,
      member_id: memberId,
      site_id: line.site_id,
      refund_no: refundNo,
      refund_status: REFUND.moves.apply.to,
      refund_type: body.refund_type,
      refund_apply_money: amount,
      refund_delivery_money: deliveryPart,
      refund_reason: reason,
      refund_remark: body.refund_remark ?? '',
      refund_delivery_name: '',
      refund_delivery_no: '',
      refund_delivery_remark: '',
      refund_address: '',
      refund_money_type: 1,
      refund_action_time: now,
      status_time: now,
      create_time: now,
    });
    await repo.addLog(ctx.db, line.order_goods_id, 1, 'apply', fromMinor(amount), now);
    return { refund_no: refundNo };
  });
}

/** orderrefund/detail: the goods' after-sale with its record, the return address and how it was paid back. */
export async function refundDetail(ctx: RequestContext, orderGoodsId: number, s: AfterSaleSettings) {
  const memberId = requireMember(ctx);
  const row = await list.findAfterSale(ctx.db, orderGoodsId, { memberId });
  if (!row) throw new AppError('ORDER_GOODS_EMPTY');
  return detailView(ctx, row, s);
}

/** orderrefund/delivery: the return parcel, only once the shop asked for the goods (REFUND.moves.sendReturn). */
export async function refundDelivery(ctx: RequestContext, body: RefundDeliveryBody) {
  await memberLine(ctx, body.order_goods_id);
  await withTransaction(ctx, async (ctx) => {
    const set = {
      refund_delivery_name: body.refund_delivery_name.trim(),
      refund_delivery_no: body.refund_delivery_no.trim(),
      refund_delivery_remark: body.refund_delivery_remark ?? '',
    };
    if (!(await moveRefundState(ctx, body.order_goods_id, REFUND.moves.sendReturn, set)))
      throw new AppError('REFUND_STATE_CHANGED');
    const detail = `${set.refund_delivery_name} ${set.refund_delivery_no}`;
    await repo.addLog(ctx.db, body.order_goods_id, 1, 'deliver', detail, ctx.now());
  });
  return {};
}

/** orderrefund/cancel: revoked while it waits (applied, to be returned, refused); the buyer may apply again. */
export async function refundCancel(ctx: RequestContext, orderGoodsId: number) {
  const line = await memberLine(ctx, orderGoodsId);
  await withTransaction(ctx, async (ctx) => {
    await lockOrder(ctx, line.order_id);
    const complaint = await findComplain(ctx.db, orderGoodsId);
    if (complaint?.complain_status === COMPLAIN_STATUS.APPLIED) throw new AppError('COMPLAIN_OPEN');
    if (!(await moveRefundState(ctx, orderGoodsId, REFUND.moves.cancel))) throw new AppError('REFUND_STATE_CHANGED');
    await repo.addLog(ctx.db, orderGoodsId, 1, 'cancel', '', ctx.now());
  });
  return {};
}
