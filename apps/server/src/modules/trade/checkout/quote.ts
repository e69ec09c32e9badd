import type { DeliveryChoice, ErrorKey } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { ShopDelivery } from '../delivery/delivery.service';
import { deliveryFee } from '../delivery/delivery.service';
import { couponMoney, invoiceMoney, reachedTier, splitProportionally } from './amounts';
import type { KindLine } from './order-kind.service';
import type { Amounts, DeliveryChosen, Quote, QuoteData, QuoteShop } from './quote.types';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Lines grouped by shop, shops in the order their first line appears. */
function byShop(lines: KindLine[]) {
  const shops = new Map<number, KindLine[]>();
  for (const l of lines) shops.set(l.siteId, [...(shops.get(l.siteId) ?? []), l]);
  return [...shops.values()];
}

/** The buyer's delivery choice checked against what the shop offers; the first method by default. */
function chooseDelivery(options: ShopDelivery, choice: DeliveryChoice | undefined): DeliveryChosen {
  if (!choice) {
    const type = options.methods[0] ?? '';
    return {
      type,
      store: type === 'store' ? options.stores[0]! : null,
      time: type === 'local' ? options.slots[0]!.value : '',
    };
  }
  if (choice.delivery_type === 'store' && options.stores.length === 0) {
    throw new AppError(options.pickupWithoutStores ? 'PICKUP_STORE_NONE' : 'DELIVERY_TYPE_UNAVAILABLE');
  }
  if (!options.methods.includes(choice.delivery_type)) throw new AppError('DELIVERY_TYPE_UNAVAILABLE');
  if (choice.delivery_type === 'store') {
    const store = choice.store_id ? options.stores.find((s) => s.store_id === choice.store_id) : options.stores[0];
    if (!store) throw new AppError('PICKUP_STORE_INVALID');
    return { type: 'store', store, time: '' };
  }
  if (choice.delivery_type === 'local') {
    const time = choice.delivery_time ? options.slots.find((s) => s.value === choice.delivery_time) : options.slots[0];
    if (!time) throw new AppError('DELIVERY_TIME_INVALID');
    return { type: 'local', store: null, time: time.value };
  }
  return { type: 'express', store: null, time: '' };
}

/** The shop's full reduction: the highest tier its covered goods reach. */
function fullReduction(data: QuoteData, siteId: number, lines: KindLine[]) {
  const promo = data.usesPromotions ? data.promotions.get(siteId) : null;
  if (!promo) return { promotion: 0, manjian: null };
  const covered = sum(lines.filter((l) => promo.covers(l.goodsId)).map((l) => l.price * l.num));
  const tier = reachedTier(promo.tiers, covered);
  if (!tier) return { promotion: 0, manjian: null };
  const promotion = Math.min(tier.discount_money, covered);
  const { manjian_id, manjian_name } = promo;
  return {
    promotion,
    manjian: { manjian_id, manjian_name, discount_money: promotion, free_shipping: tier.free_shipping },
  };
}

/** The chosen store coupon: the member's own, for this shop, reaching its threshold. */
function storeCoupon(data: QuoteData, siteId: number, base: number) {
  const couponId = data.input.coupon?.get(siteId)?.coupon_id ?? 0;
  if (!couponId) return { storeCoupon: null, coupon: 0 };
  const c = data.chosenCoupons.get(couponId);
  const coupon = c && c.site_id === siteId && data.usesPromotions ? couponMoney(c, base) : 0;
  if (!c || coupon === 0) throw new AppError('COUPON_UNAVAILABLE');
  return { storeCoupon: c, coupon };
}

/** Goods, full reduction and store coupon of one shop (delivery, platform share and balance come later). */
function shopBase(data: QuoteData, lines: KindLine[]): QuoteShop {
  const siteId = lines[0]!.siteId;
  const goods = sum(lines.map((l) => l.price * l.num));
  const { promotion: reduction, manjian } = fullReduction(data, siteId, lines);
  // A kind's own discount (a combo package's price) counts as promotion, spread over its lines.
  const promotion = reduction + sum(lines.map((l) => l.discount ?? 0));
  const afterPromotion = goods - promotion;
  const virtual = lines.every((l) => l.isVirtual === 1);
  const chosen: DeliveryChosen = virtual
    ? { type: '', store: null, time: '' }
    : chooseDelivery(data.deliveries.get(siteId)!, data.input.delivery?.get(siteId));
  return {
    ...zeroAmounts(),
    ...storeCoupon(data, siteId, afterPromotion),
    siteId,
    siteName: lines[0]!.siteName,
    lines,
    options: data.deliveries.get(siteId)!,
    chosen,
    virtual,
    couponList: data.couponLists.get(siteId) ?? [],
    manjian,
    buyerMessage: data.input.buyer_message?.get(siteId) ?? '',
    afterPromotion,
    error:
      chosen.type === '' && !virtual
        ? 'DELIVERY_NOT_CONFIGURED'
        : lines.some((l) => l.num > l.stock)
          ? 'OUT_OF_STOCK'
          : null,
    goods,
    promotion,
    goodsNum: sum(lines.map((l) => l.num)),
  };
}

const zeroAmounts = (): Amounts => ({
  goods: 0,
  promotion: 0,
  coupon: 0,
  platformCoupon: 0,
  delivery: 0,
  invoice: 0,
  order: 0,
  balance: 0,
  pay: 0,
  goodsNum: 0,
});

/** The platform coupon's total and each shop's share of it. */
function platformCoupon(data: QuoteData, shops: QuoteShop[]) {
  const weights = shops.map((s) => s.afterPromotion - s.coupon);
  const base = sum(weights);
  const id = data.input.platform_coupon_id;
  if (!id) return { coupon: null, base, shares: shops.map(() => 0) };
  const c = data.chosenCoupons.get(id);
  const allowed = data.usesPlatformCoupons ?? data.usesPromotions;
  const total = c && c.site_id === 0 && allowed ? couponMoney(c, base) : 0;
  if (!c || total === 0) throw new AppError('COUPON_UNAVAILABLE');
  return { coupon: c, base, shares: splitProportionally(total, weights) };
}

function invoiceCharge(data: QuoteData, taxable: number): number {
  const inv = data.input.invoice;
  if (!inv || inv.is_invoice === 0) return 0;
  const cfg = data.invoiceConfig;
  if (!cfg.is_open) throw new AppError('INVOICE_DISABLED');
  if (!cfg.invoice_content.includes(inv.invoice_content)) throw new AppError('INVOICE_FIELD_REQUIRED');
  return invoiceMoney(taxable, cfg.invoice_rate_bp, inv.invoice_type === 'paper' ? cfg.paper_money : 0);
}

function totals(shops: QuoteShop[]): Amounts {
  const t = zeroAmounts();
  for (const s of shops) for (const k of Object.keys(t) as (keyof Amounts)[]) t[k] += s[k];
  return t;
}

function firstProblem(data: QuoteData, shops: QuoteShop[]): ErrorKey | null {
  const shopError = shops.find((s) => s.error)?.error;
  if (shopError) return shopError;
  const needsAddress = shops.some((s) => s.chosen.type === 'express' || s.chosen.type === 'local');
  return needsAddress && !data.address ? 'SHIPPING_ADDRESS_REQUIRED' : null;
}

/** Every amount of the checkout from the loaded data and the buyer's choices (ADR 012). */
export function computeQuote(data: QuoteData): Quote {
  const shops = byShop(data.lines).map((lines) => shopBase(data, lines));
  const platform = platformCoupon(data, shops);
  let balanceLeft = data.input.is_balance ? data.balance : 0;
  shops.forEach((s, i) => {
    s.platformCoupon = platform.shares[i]!;
    const taxable = s.afterPromotion - s.coupon - s.platformCoupon;
    const allFree = s.lines.every((l) => l.isFreeShipping === 1);
    const feeInput = {
      goodsMoney: s.goods,
      allFreeShipping: allFree,
      promotionFreeShipping: !!s.manjian?.free_shipping,
    };
    const fee = s.chosen.type
      ? deliveryFee(s.options, { ...feeInput, type: s.chosen.type, lines: s.lines, address: data.address })
      : { fee: 0, error: null };
    s.delivery = fee.fee;
    s.error ??= fee.error;
    s.invoice = invoiceCharge(data, taxable);
    s.order = taxable + s.delivery + s.invoice;
    s.balance = Math.min(balanceLeft, s.order);
    balanceLeft -= s.balance;
    s.pay = s.order - s.balance;
  });
  return {
    ...totals(shops),
    shops,
    platformCouponRow: platform.coupon,
    platformCouponList: data.couponLists.get(0) ?? [],
    platformBase: platform.base,
    address: data.address,
    balanceAvailable: data.balance,
    hasPayPassword: data.hasPayPassword,
    invoiceChoice: data.input.invoice ?? { is_invoice: 0 },
    invoiceConfig: data.invoiceConfig,
    isBalance: data.input.is_balance,
    error: firstProblem(data, shops),
  };
}
