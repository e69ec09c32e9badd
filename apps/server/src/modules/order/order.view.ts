import { fromMinor, type Lang, type OrderDetail, type OrderListItem } from '@zay/contract';
import {
  closeCauseName,
  goodsLineStatusName,
  deliveryTypeName,
  orderActions,
  orderStatusName,
  orderTypeName,
  payTypeName,
  refundStatusName,
} from './order-names';
import type { OrderGoodsRow, OrderListRow, findOrderDetail } from './order.repository';

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

export function orderListView(lang: Lang, o: OrderListRow, goods: OrderGoodsRow[]): OrderListItem {
  return {
    ...o,
    order_type_name: orderTypeName(lang, o.order_type),
    order_status_name: orderStatusName(lang, o),
    pay_type_name: payTypeName(lang, o.pay_type),
    delivery_type_name: deliveryTypeName(lang, o.delivery_type),
    order_money: fromMinor(o.order_money),
    pay_money: fromMinor(o.pay_money),
    order_goods: goods.map((g) => goodsView(lang, o, g)),
    action: orderActions(lang, o),
  };
}

export function orderDetailView(lang: Lang, o: DetailRow, goods: OrderGoodsRow[]): OrderDetail {
  const base = orderListView(lang, o, goods);
  return {
    ...base,
    goods_money: fromMinor(o.goods_money),
    delivery_money: fromMinor(o.delivery_money),
    coupon_money: fromMinor(o.coupon_money),
    promotion_money: fromMinor(o.promotion_money),
    adjust_money: fromMinor(o.adjust_money),
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
    // Refunds and complaints come with the after-sale work; none is offered yet.
    is_enable_refund: 0,
    order_goods: base.order_goods.map((g) => ({ ...g, refund_action: [], complain_action: [] })),
  };
}
