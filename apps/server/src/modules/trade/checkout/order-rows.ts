import {
  deliveryStoreText,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  type Invoice,
  type MemberAddress,
} from '@zay/contract';
import type { Insertable } from 'kysely';
import type { Database } from '../../../db/schema';
import { splitProportionally } from './amounts';
import type { QuoteShop } from './quote.types';

const ORDER_TYPES = { express: ORDER_TYPE.EXPRESS, store: ORDER_TYPE.STORE, local: ORDER_TYPE.LOCAL } as const;
const NAME_MAX = 200;

export interface OrderRowContext {
  memberId: number;
  orderNo: string;
  outTradeNo: string;
  promotionType: string;
  address: MemberAddress | null;
  invoice: Invoice;
  now: number;
  autoCloseTime: number;
  platformCouponId: number;
  /** Paid in full at creation (balance, or nothing left to pay). */
  paidType: string | null;
}

export const orderName = (s: QuoteShop) =>
  s.lines
    .map((l) => l.skuName)
    .join(' ')
    .slice(0, NAME_MAX);

function invoiceFields(inv: Invoice) {
  if (inv.is_invoice === 0) return { is_invoice: 0 };
  return {
    is_invoice: 1,
    invoice_type: inv.invoice_type,
    invoice_title_type: inv.invoice_title_type,
    invoice_title: inv.invoice_title,
    taxpayer_number: inv.taxpayer_number ?? '',
    invoice_content: inv.invoice_content,
    invoice_full_address: inv.invoice_full_address ?? '',
    invoice_email: inv.invoice_email ?? '',
  };
}

function addressFields(a: MemberAddress | null) {
  if (!a) return {};
  const { id: _id, is_default: _d, ...fields } = a;
  return fields;
}

/** The `orders` row of one shop's order. */
export function orderRow(s: QuoteShop, c: OrderRowContext): Insertable<Database['orders']> {
  const type = s.chosen.type || 'express';
  const store = s.chosen.store;
  return {
    order_no: c.orderNo,
    out_trade_no: c.outTradeNo,
    site_id: s.siteId,
    site_name: s.siteName,
    member_id: c.memberId,
    order_type: s.virtual ? ORDER_TYPE.VIRTUAL : ORDER_TYPES[type],
    promotion_type: c.promotionType,
    order_status: c.paidType === null ? ORDER_STATUS.UNPAID : ORDER_STATUS.PAID,
    pay_status: c.paidType === null ? PAY_STATUS.UNPAID : PAY_STATUS.PAID,
    pay_type: c.paidType ?? '',
    pay_time: c.paidType === null ? 0 : c.now,
    delivery_type: s.virtual ? '' : type,
    order_name: orderName(s),
    goods_num: s.goodsNum,
    ...(s.virtual ? {} : addressFields(c.address)),
    buyer_message: s.buyerMessage,
    goods_money: s.goods,
    delivery_money: s.delivery,
    promotion_money: s.promotion,
    manjian_id: s.manjian?.manjian_id ?? 0,
    coupon_id: s.storeCoupon?.coupon_id ?? 0,
    coupon_money: s.coupon,
    platform_coupon_id: s.platformCoupon > 0 ? c.platformCouponId : 0,
    platform_coupon_money: s.platformCoupon,
    invoice_money: s.invoice,
    order_money: s.order,
    balance_money: s.balance,
    pay_money: s.pay,
    ...invoiceFields(c.invoice),
    delivery_store_id: store?.store_id ?? 0,
    delivery_store_name: store?.store_name ?? '',
    delivery_store_info: store
      ? deliveryStoreText.encode({
          open_date: store.open_date,
          full_address: store.full_address,
          longitude: store.longitude,
          latitude: store.latitude,
          telphone: store.telephone,
        })
      : '',
    buyer_ask_delivery_time: s.chosen.time,
    create_time: c.now,
    auto_close_time: c.paidType === null ? c.autoCloseTime : 0,
  };
}

/** What names a line's goods, as the checkout answers it and the order stores it (`goodsLineShape`). */
export const goodsFieldsOf = (l: QuoteShop['lines'][number]) => ({
  goods_id: l.goodsId,
  sku_id: l.skuId,
  sku_name: l.skuName,
  goods_name: l.goodsName,
  sku_image: l.skuImage,
  sku_spec_format: l.skuSpecFormat,
});

/** The lines of one order, each with its share of the order's discounts. */
export function orderGoodsRows(s: QuoteShop, orderId: number, memberId: number, now: number) {
  const money = s.lines.map((l) => l.price * l.num);
  const shares = splitProportionally(s.promotion + s.coupon + s.platformCoupon, money);
  return s.lines.map((l, i): Insertable<Database['order_goods']> => ({
    order_id: orderId,
    member_id: memberId,
    site_id: s.siteId,
    ...goodsFieldsOf(l),
    sku_no: l.skuNo,
    price: l.price,
    num: l.num,
    goods_money: money[i]!,
    real_goods_money: money[i]! - shares[i]!,
    create_time: now,
  }));
}
