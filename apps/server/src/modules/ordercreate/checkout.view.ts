import { fromMinor, message, type Checkout, type CheckoutShop, type Lang } from '@zay/contract';
import { couponMoney } from './amounts';
import { toCheckoutCoupon } from '../coupon/coupon.service';
import { deliveryTypeName } from '../order/order-names';
import type { Amounts, Quote, QuoteShop } from './quote.types';

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
      goods_id: l.goodsId,
      sku_id: l.skuId,
      sku_name: l.skuName,
      goods_name: l.goodsName,
      sku_image: l.skuImage,
      sku_spec_format: l.skuSpecFormat,
      price: fromMinor(l.price),
      num: l.num,
      goods_money: fromMinor(l.price * l.num),
      stock: l.stock,
      is_free_shipping: l.isFreeShipping,
      unit: l.unit,
    })),
    express_type: s.options.methods.map((name) => ({ name, title: deliveryTypeName(lang, name) })),
    store_list: s.options.stores,
    local_delivery_times: s.options.slots,
    delivery: { delivery_type: s.chosen.type, store_id: s.chosen.store?.store_id ?? 0, delivery_time: s.chosen.time },
    coupon_list: s.couponList
      .filter((c) => couponMoney(c, s.afterPromotion) > 0)
      .map((c) => toCheckoutCoupon(c, s.afterPromotion)),
    coupon_id: s.storeCoupon?.coupon_id ?? 0,
    manjian: s.manjian && { ...s.manjian, discount_money: fromMinor(s.manjian.discount_money) },
    buyer_message: s.buyerMessage,
    error_message: s.error ? message(lang, s.error) : '',
    ...amounts(s),
  };
}

/** The quote as ordercreate/payment and /calculate answer it. */
export function checkoutView(lang: Lang, q: Quote): Checkout {
  return {
    member_account: { balance: fromMinor(q.balanceAvailable), is_pay_password: q.hasPayPassword ? 1 : 0 },
    member_address: q.address,
    shop_goods_list: q.shops.map((s) => shopView(lang, s)),
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
    error_message: q.error ? message(lang, q.error) : '',
    ...amounts(q),
  };
}
