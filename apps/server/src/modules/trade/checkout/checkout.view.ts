import {
  deliveryTypeName,
  errorMessage,
  fromMinor,
  type Checkout,
  type CheckoutCoupon,
  type CheckoutShop,
  type Lang,
} from '@zay/contract';
import { couponMoney } from './amounts';
import { goodsFieldsOf } from './order-rows';
import type { Coupon } from './discounts';
import type { Amounts, Quote, QuoteShop } from './quote.types';

/** A coupon as the checkout lists it, with what it takes off `base`. */
function toCheckoutCoupon(c: Coupon, base: number): CheckoutCoupon {
  return {
    coupon_id: c.coupon_id,
    coupon_type_id: c.coupon_type_id,
    site_id: c.site_id,
    coupon_name: c.coupon_name,
    type: c.type === 'discount' ? 'discount' : 'reward',
    money: fromMinor(c.money),
    discount: c.type === 'discount' ? String(c.discount_rate / 1000) : '0',
    discount_limit: fromMinor(c.discount_limit),
    at_least: fromMinor(c.at_least),
    start_time: c.start_time,
    end_time: c.end_time,
    coupon_money: fromMinor(couponMoney(c, base)),
  };
}

function amounts(a: Amounts) {
  return {
    goods_money: fromMinor(a.goods),
    delivery_money: fromMinor(a.delivery),
    promotion_money: fromMinor(a.promotion),
    coupon_money: fromMinor(a.coupon),
    platform_coupon_money: fromMinor(a.platformCoupon),
    invoice_money: fromMinor(a.invoice),
    order_money: fromMinor(a.order),
    balance_money: fromMinor(a.balance),
    pay_money: fromMinor(a.pay),
    goods_num: a.goodsNum,
  };
}

function shopView(lang: Lang, s: QuoteShop): CheckoutShop {
  return {
    site_id: s.siteId,
    site_name: s.siteName,
    goods_list: s.lines.map((l) => ({
      cart_id: l.cartId,
      ...goodsFieldsOf(l),
      price: fromMinor(l.price),
      discount_price: fromMinor(l.price),
      num: l.num,
      goods_money: fromMinor(l.price * l.num),
      stock: l.stock,
      is_free_shipping: l.isFreeShipping,
      unit: l.unit,
    })),
    // Virtual goods are not delivered: no method to choose (ADR 052).
    express_type: s.virtual ? [] : s.options.methods.map((name) => ({ name, title: deliveryTypeName(lang, name) })),
    store_list: s.options.stores,
    local_delivery_times: s.options.slots,
    delivery: { delivery_type: s.chosen.type, store_id: s.chosen.store?.store_id ?? 0, delivery_time: s.chosen.time },
    coupon_list: s.couponList
      .filter((c) => couponMoney(c, s.afterPromotion) > 0)
      .map((c) => toCheckoutCoupon(c, s.afterPromotion)),
    coupon_id: s.storeCoupon?.coupon_id ?? 0,
    manjian: s.manjian && { ...s.manjian, discount_money: fromMinor(s.manjian.discount_money) },
    buyer_message: s.buyerMessage,
    error_message: s.error ? errorMessage(lang, s.error) : '',
    ...amounts(s),
  };
}

/**
 * The quote as ordercreate/payment and /calculate answer it: shops keyed by site_id (ADR 044).
 * Zay keeps one balance, none of it withdrawable, so `balance_total` is the balance.
 */
export function checkoutView(lang: Lang, q: Quote): Checkout {
  const balance = fromMinor(q.balanceAvailable);
  return {
    member_account: {
      balance,
      balance_money: '0.00',
      balance_total: balance,
      is_pay_password: q.hasPayPassword ? 1 : 0,
    },
    member_address: q.address,
    shop_goods_list: Object.fromEntries(q.shops.map((s) => [s.siteId, shopView(lang, s)])),
    is_virtual: q.shops.every((s) => s.lines.every((l) => l.isVirtual === 1)) ? 1 : 0,
    platform_coupon_list: q.platformCouponList
      .filter((c) => couponMoney(c, q.platformBase) > 0)
      .map((c) => toCheckoutCoupon(c, q.platformBase)),
    platform_coupon_id: q.platformCouponRow?.coupon_id ?? 0,
    invoice_config: {
      is_open: q.invoiceConfig.is_open,
      invoice_rate: fromMinor(q.invoiceConfig.invoice_rate_bp),
      paper_money: fromMinor(q.invoiceConfig.paper_money),
      invoice_content: q.invoiceConfig.invoice_content,
    },
    is_invoice: q.invoiceChoice.is_invoice,
    is_balance: q.isBalance,
    error_code: q.error ?? '',
    error_message: q.error ? errorMessage(lang, q.error) : '',
    ...amounts(q),
  };
}
