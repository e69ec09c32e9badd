/**
 * Money arithmetic of the checkout, on integer minor units only (ADR 012). Pure functions, so
 * the property tests can hammer them.
 */

export { splitProportionally } from '../../../lib/proportional';

/** `value × numerator / denominator`, rounded half up, for non-negative integers. */
export function mulDivRound(value: number, numerator: number, denominator: number): number {
  const d = BigInt(denominator) * 2n;
  return Number((BigInt(value) * BigInt(numerator) * 2n + BigInt(denominator)) / d);
}

export interface CouponTerms {
  type: string; // reward | discount
  money: number;
  discount_rate: number; // share paid, 1/10000
  discount_limit: number; // 0 = no cap
  at_least: number;
}

/** What a coupon takes off `base`; 0 when the base is below its threshold. Never more than the base. */
export function couponMoney(c: CouponTerms, base: number): number {
  if (base <= 0 || base < c.at_least) return 0;
  let off: number;
  if (c.type === 'discount') {
    const rate = Math.min(Math.max(c.discount_rate, 0), 10_000);
    off = base - mulDivRound(base, rate, 10_000);
    if (c.discount_limit > 0) off = Math.min(off, c.discount_limit);
  } else {
    off = c.money;
  }
  return Math.max(0, Math.min(off, base));
}

export interface ManjianTier {
  money: number;
  discount_money: number;
  free_shipping: number;
}

/** The highest tier whose threshold `covered` reaches, or null. */
export function reachedTier(tiers: ManjianTier[], covered: number): ManjianTier | null {
  let best: ManjianTier | null = null;
  for (const t of tiers) if (covered >= t.money && (!best || t.money > best.money)) best = t;
  return best;
}

/** Invoice charge: `rateBp` basis points of the taxable amount, rounded half up, plus postage. */
export function invoiceMoney(taxable: number, rateBp: number, postage: number): number {
  return mulDivRound(Math.max(taxable, 0), rateBp, 10_000) + postage;
}
