import type { DeliveryType, ErrorKey, INVOICE_CONTENTS, Invoice, MemberAddress, OrderCreateInput } from '@zay/contract';
import type { Coupon, ShopPromotion } from './discounts';
import type { ShopDelivery, Store } from '../delivery/delivery.service';
import type { KindLine } from './order-kind.service';

export interface InvoiceConfig {
  is_open: number;
  invoice_rate_bp: number; // basis points of the taxable amount
  paper_money: number;
  invoice_content: (typeof INVOICE_CONTENTS)[number][];
}

/** Everything the amounts depend on, loaded before computing (so computing is pure). */
export interface QuoteData {
  input: OrderCreateInput;
  lines: KindLine[];
  usesPromotions: boolean;
  /** Platform coupons apply (every kind that uses promotions, and seckill); absent = as usesPromotions. */
  usesPlatformCoupons?: boolean;
  deliveries: Map<number, ShopDelivery>;
  promotions: Map<number, ShopPromotion | null>;
  /** Usable coupons by shop id (0 = platform); empty when only creating. */
  couponLists: Map<number, Coupon[]>;
  /** The chosen coupons that are the member's, unused and in term. */
  chosenCoupons: Map<number, Coupon>;
  balance: number;
  hasPayPassword: boolean;
  address: MemberAddress | null;
  invoiceConfig: InvoiceConfig;
}

export interface DeliveryChosen {
  type: DeliveryType | '';
  store: Store | null;
  time: string;
}

export interface Amounts {
  goods: number;
  promotion: number;
  coupon: number;
  platformCoupon: number;
  delivery: number;
  invoice: number;
  order: number;
  balance: number;
  pay: number;
  goodsNum: number;
}

export interface QuoteShop extends Amounts {
  siteId: number;
  siteName: string;
  lines: KindLine[];
  options: ShopDelivery;
  chosen: DeliveryChosen;
  /** Every line is virtual goods: nothing to deliver, no address; paying makes a redemption code. */
  virtual: boolean;
  couponList: Coupon[];
  storeCoupon: Coupon | null;
  manjian: { manjian_id: number; manjian_name: string; discount_money: number; free_shipping: number } | null;
  buyerMessage: string;
  /** Goods money after the full reduction: what store coupons apply to. */
  afterPromotion: number;
  error: ErrorKey | null;
}

export interface Quote extends Amounts {
  shops: QuoteShop[];
  platformCouponRow: Coupon | null;
  platformCouponList: Coupon[];
  /** What platform coupons apply to: Σ goods after reductions and store coupons. */
  platformBase: number;
  address: MemberAddress | null;
  balanceAvailable: number;
  hasPayPassword: boolean;
  invoiceChoice: Invoice;
  invoiceConfig: InvoiceConfig;
  isBalance: number;
  error: ErrorKey | null;
}
