import type { CouponType, PlatformCouponType } from '@zay/contract';
import { formatPrice } from '~/components/ui/price';
import { marketDay } from '~/lib/format-time';
import type { I18n } from '~/lib/translation';

/** What a coupon card shows, whichever call (store or platform, type or received coupon) it came from. */
export interface CouponFace {
  name: string;
  type: 'reward' | 'discount';
  money: string;
  /** "8.5" = pay 85 %; "0" for money-off coupons. */
  discount: string;
  discountLimit: string;
  atLeast: string;
  validityType: number;
  fixedTerm: number;
  endTime: number;
  /** The shop a store coupon is used in; '' for a platform coupon. */
  siteName: string;
}

type Terms = 'money' | 'at_least' | 'validity_type' | 'fixed_term' | 'end_time';

/** A store coupon's face, from its type (coupon centre) or a received one (my coupons). */
export const storeCouponFace = (
  c: Pick<CouponType, Terms | 'coupon_name' | 'type' | 'discount' | 'discount_limit' | 'site_name'>,
): CouponFace => ({
  name: c.coupon_name,
  type: c.type,
  money: c.money,
  discount: c.discount,
  discountLimit: c.discount_limit,
  atLeast: c.at_least,
  validityType: c.validity_type,
  fixedTerm: c.fixed_term,
  endTime: c.end_time,
  siteName: c.site_name,
});

/** A platform coupon's face: always money off, in every shop. */
export const platformCouponFace = (c: Pick<PlatformCouponType, Terms | 'platformcoupon_name'>): CouponFace => ({
  name: c.platformcoupon_name,
  type: 'reward',
  money: c.money,
  discount: '0',
  discountLimit: '0.00',
  atLeast: c.at_least,
  validityType: c.validity_type,
  fixedTerm: c.fixed_term,
  endTime: c.end_time,
  siteName: '',
});

/** "1,000 Ks" without the cents when there are none: coupon values are round. */
export const shortKs = (amount: string) => formatPrice(amount).replace(/\.00 Ks$/, ' Ks');

/** The big value: "1,000 Ks" or "15% off" / "8.5折". */
export function couponValue(t: I18n['t'], c: CouponFace): string {
  if (c.type !== 'discount') return shortKs(c.money);
  const discount = Number(c.discount);
  return t('coupons.discount', { discount, percent: Math.round((10 - discount) * 10) });
}

/** The terms under the value: threshold, cap, validity and where it is used. */
export function couponTerms(t: I18n['t'], c: CouponFace): string[] {
  const lines = [
    Number(c.atLeast) > 0 ? t('coupons.atLeast', { at_least: shortKs(c.atLeast) }) : t('coupons.noThreshold'),
  ];
  if (c.type === 'discount' && Number(c.discountLimit) > 0)
    lines.push(t('coupons.discountLimit', { limit: shortKs(c.discountLimit) }));
  lines.push(
    c.validityType
      ? t('coupons.validDays', { days: c.fixedTerm, count: c.fixedTerm })
      : t('coupons.validUntil', { date: marketDay(c.endTime) }),
  );
  lines.push(c.siteName ? t('coupons.shop', { site_name: c.siteName }) : t('coupons.allShops'));
  return lines;
}
