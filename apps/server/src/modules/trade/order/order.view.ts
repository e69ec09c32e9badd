import {
  closeCauseName,
  complainActions,
  mayComplain,
  orderRefundable,
  refundActions,
  deliveryTypeName,
  fromMinor,
  goodsLineStatusName,
  orderActions,
  orderStatusName,
  orderTypeName,
  promotionTypeName,
  payTypeName,
  refundStatusName,
  ORDER_TYPE,
  type Lang,
  type OrderDetail,
  type OrderListItem,
  type PayTypes,
} from '@zay/contract';
import type { OrderGoodsRow, OrderListRow, findOrderDetail } from './order.repository';
import { completeExecuteTime, receiveExecuteTime, type ReceiptSettings } from './receipt.service';

/** The order's redemption code (a pickup or virtual order once paid) with its QR image. */
export interface OrderCodeView {
  verify_code: string;
  is_verify: number;
  verify_time: number;
  qr: string;
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>;

function goodsView(lang: Lang, o: OrderListRow, g: OrderGoodsRow) {
  return {
    ...g,
    price: fromMinor(g.price),
    goods_money: fromMinor(g.goods_money),
    real_goods_money: fromMinor(g.real_goods_money),
    delivery_status_name: goodsLineStatusName(lang, o, g.delivery_status),
    refund_status_name: refundStatusName(lang, g.refund_status),
  };
}

type Wallets = PayTypes['wallets'];

export function orderListView(lang: Lang, o: OrderListRow, goods: OrderGoodsRow[], wallets: Wallets): OrderListItem {
  return {
    ...o,
    order_type_name: orderTypeName(lang, o.order_type),
    order_status_name: orderStatusName(lang, o),
    pay_type_name: payTypeName(lang, o.pay_type, wallets),
    delivery_type_name: deliveryTypeName(lang, o.delivery_type),
    order_money: fromMinor(o.order_money),
    pay_money: fromMinor(o.pay_money),
    adjust_money: fromMinor(o.adjust_money),
    order_goods: goods.map((g) => goodsView(lang, o, g)),
    action: orderActions(lang, o),
  };
}

function codeFields(o: DetailRow, code: OrderCodeView | null) {
  const pickup = o.order_type === ORDER_TYPE.STORE && code;
  const virtual = o.order_type === ORDER_TYPE.VIRTUAL && code;
  return {
    delivery_code: pickup ? code.verify_code : '',
    pickup: pickup ? code.qr : '',
    virtual_code: virtual ? code.verify_code : '',
    virtualgoods: virtual ? code.qr : '',
    virtual_goods: virtual ? { is_veirfy: code.is_verify, verify_time: code.verify_time } : null,
  };
}

export function orderDetailView(
  lang: Lang,
  o: DetailRow,
  goods: OrderGoodsRow[],
  wallets: Wallets,
  receipt: ReceiptSettings,
  code: OrderCodeView | null,
): OrderDetail {
  const base = orderListView(lang, o, goods, wallets);
  return {
    ...base,
    promotion_type: o.promotion_type,
    promotion_type_name: promotionTypeName(lang, o.promotion_type),
    goods_money: fromMinor(o.goods_money),
    delivery_money: fromMinor(o.delivery_money),
    coupon_money: fromMinor(o.coupon_money),
    promotion_money: fromMinor(o.promotion_money),
    balance_money: fromMinor(o.balance_money),
    invoice_money: fromMinor(o.invoice_money),
    platform_coupon_total_money: fromMinor(o.platform_coupon_money),
    name: o.name,
    mobile: o.mobile,
    telephone: o.telephone,
    full_address: o.full_address,
    address: o.address,
    buyer_message: o.buyer_message,
    close_time: o.close_time,
    close_cause: closeCauseName(lang, o.close_cause),
    delivery_store_id: o.delivery_store_id,
    delivery_store_name: o.delivery_store_name,
    delivery_store_info: o.delivery_store_info,
    buyer_ask_delivery_time: o.buyer_ask_delivery_time,
    is_invoice: o.is_invoice,
    invoice_type: o.invoice_type,
    invoice_title_type: o.invoice_title_type,
    invoice_title: o.invoice_title,
    taxpayer_number: o.taxpayer_number,
    invoice_content: o.invoice_content,
    invoice_full_address: o.invoice_full_address,
    invoice_email: o.invoice_email,
    // After-sale (ADR 058): refunds while paid and neither completed nor closed.
    is_enable_refund: orderRefundable(o) ? 1 : 0,
    order_goods: base.order_goods.map((g) => ({
      ...g,
      refund_action: refundActions(lang, g.refund_status, orderRefundable(o)),
      complain_action: mayComplain(g.refund_status, o.order_status) ? complainActions(lang, null, true) : [],
    })),
    delivery_time: o.delivery_time,
    sign_time: o.sign_time,
    finish_time: o.finish_time,
    extend_take_delivery: o.extend_take_delivery,
    take_delivery_execute_time: receiveExecuteTime(receipt, o),
    complete_execute_time: completeExecuteTime(receipt, o),
    ...codeFields(o, code),
  };
}
