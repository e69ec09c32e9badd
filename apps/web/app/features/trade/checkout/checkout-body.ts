import type { Checkout, DeliveryType, InvoiceInput, OrderCreateBody } from '@zay/contract';

/** What is being bought: cart lines, or one SKU straight from its page ("buy now"). */
export type CheckoutGoods = { cart_ids: string } | { sku_id: number; num: number };

export interface ShopDelivery {
  delivery_type: DeliveryType;
  store_id?: number;
  delivery_time?: string;
}

/** The buyer's choices on the checkout page; the server turns them into amounts. */
export interface Choices {
  addressId: number | null;
  delivery: Record<number, ShopDelivery>;
  /** Store coupon per shop; 0 = none. */
  coupon: Record<number, number>;
  message: Record<number, string>;
  platformCouponId: number;
  /** A complete invoice request, or null for none (or one still being filled in). */
  invoice: InvoiceInput | null;
  useBalance: boolean;
}

/** Reads the goods from the address: `?cart_ids=1,2` or `?sku_id=5&num=2`; null when neither is usable. */
export function goodsFromQuery(params: URLSearchParams): CheckoutGoods | null {
  const cartIds = params.get('cart_ids')?.trim() ?? '';
  if (/^\d{1,15}(,\d{1,15}){0,199}$/.test(cartIds)) return { cart_ids: cartIds };
  const skuId = Number(params.get('sku_id'));
  const num = Number(params.get('num') ?? 1);
  if (Number.isSafeInteger(skuId) && skuId > 0 && Number.isSafeInteger(num) && num > 0) return { sku_id: skuId, num };
  return null;
}

export function goodsQuery(goods: CheckoutGoods): string {
  return 'cart_ids' in goods ? `cart_ids=${goods.cart_ids}` : `sku_id=${goods.sku_id}&num=${goods.num}`;
}

/** The choices the server made for a fresh checkout (default address, first delivery method, best coupons). */
export function choicesFrom(checkout: Checkout): Choices {
  const delivery: Choices['delivery'] = {};
  const coupon: Choices['coupon'] = {};
  const message: Choices['message'] = {};
  for (const shop of Object.values(checkout.shop_goods_list)) {
    const d = shop.delivery;
    if (d.delivery_type)
      delivery[shop.site_id] = {
        delivery_type: d.delivery_type,
        ...(d.store_id ? { store_id: d.store_id } : {}),
        ...(d.delivery_time ? { delivery_time: d.delivery_time } : {}),
      };
    coupon[shop.site_id] = shop.coupon_id;
    message[shop.site_id] = shop.buyer_message;
  }
  return {
    addressId: checkout.member_address?.id ?? null,
    delivery,
    coupon,
    message,
    platformCouponId: checkout.platform_coupon_id,
    invoice: null,
    useBalance: checkout.is_balance === 1,
  };
}

/** Keeps what the buyer typed (messages, invoice) and takes the server's word for the rest. */
export function adoptServerChoices(current: Choices, checkout: Checkout): Choices {
  const fresh = choicesFrom(checkout);
  return {
    ...fresh,
    message: current.message,
    invoice: current.invoice,
    addressId: fresh.addressId ?? current.addressId,
  };
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The body of ordercreate/payment, /calculate and /create: per-shop choices keyed by site_id as
 * JSON strings, as the API family sends them. The payment password goes only with `create`.
 */
export function orderBody(goods: CheckoutGoods, choices: Choices, payPassword?: string): OrderCreateBody {
  const coupon = Object.fromEntries(Object.entries(choices.coupon).map(([site, id]) => [site, { coupon_id: id }]));
  const messages = Object.fromEntries(Object.entries(choices.message).filter(([, text]) => text.trim() !== ''));
  return {
    ...goods,
    is_balance: choices.useBalance ? 1 : 0,
    ...(payPassword ? { pay_password: payPassword } : {}),
    ...(choices.addressId ? { member_address: json({ id: choices.addressId }) } : {}),
    delivery: json(choices.delivery),
    coupon: json(coupon),
    buyer_message: json(messages),
    platform_coupon_id: choices.platformCouponId,
    invoice: json(choices.invoice ?? { is_invoice: 0 }),
  };
}
