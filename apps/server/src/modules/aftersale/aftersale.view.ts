import {
  actionWayName,
  COMPLAIN_STATUS,
  fromMinor,
  orderRefundable,
  refundActions,
  refundLogActionName,
  refundReasonName,
  refundStatusName,
  refundTypeName,
  type Lang,
  type RefundGoods,
} from '@zay/contract';
import type { AfterSaleRow } from './aftersale-list.repository';

/** The family's order_goods refund fields of one after-sale row, in the reader's language. */
export function refundGoodsView(lang: Lang, r: AfterSaleRow): RefundGoods {
  const complaintOpen = r.complain_status === COMPLAIN_STATUS.APPLIED;
  return {
    order_goods_id: r.order_goods_id,
    order_id: r.order_id,
    order_no: r.order_no,
    site_id: r.site_id,
    site_name: r.site_name,
    member_id: r.member_id,
    sku_id: r.sku_id,
    sku_name: r.sku_name,
    sku_image: r.sku_image,
    price: fromMinor(r.price),
    num: r.num,
    goods_money: fromMinor(r.goods_money),
    real_goods_money: fromMinor(r.real_goods_money),
    delivery_status: r.delivery_status,
    refund_no: r.refund_no,
    refund_status: r.refund_status,
    refund_status_name: refundStatusName(lang, r.refund_status),
    refund_type: r.refund_type,
    refund_type_name: refundTypeName(lang, r.refund_type),
    refund_apply_money: fromMinor(r.refund_apply_money),
    refund_real_money: fromMinor(r.refund_real_money),
    refund_delivery_money: fromMinor(r.refund_delivery_money),
    refund_reason: r.refund_reason,
    refund_reason_name: refundReasonName(lang, r.refund_reason),
    refund_remark: r.refund_remark,
    refund_refuse_reason: r.refund_refuse_reason,
    refund_delivery_name: r.refund_delivery_name,
    refund_delivery_no: r.refund_delivery_no,
    refund_delivery_remark: r.refund_delivery_remark,
    refund_money_type: r.refund_money_type,
    refund_action_time: r.refund_action_time,
    refund_time: r.refund_time,
    // While the platform looks at a complaint the refund waits for its decision.
    refund_action: complaintOpen ? [] : refundActions(lang, r.refund_status, orderRefundable(r)),
  };
}

export function logView(lang: Lang, l: { action_way: number; action: string; detail: string; action_time: number }) {
  return {
    ...l,
    action_way_name: actionWayName(lang, l.action_way),
    action_name: refundLogActionName(lang, l.action),
  };
}

export function partView(p: { route: string; amount: number; status: number; proof: string; done_time: number }) {
  return { ...p, route: p.route as 'balance' | 'wallet' | 'offline', amount: fromMinor(p.amount) };
}
