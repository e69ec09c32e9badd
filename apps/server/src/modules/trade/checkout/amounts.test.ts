import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponMoney, invoiceMoney, mulDivRound, reachedTier, splitProportionally } from './amounts';

describe('splitProportionally', () => {
  it('adds up exactly and never gives a share to a zero weight when others are positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_00 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
          if (weights.some((w) => w > 0)) weights.forEach((w, i) => w === 0 && expect(parts[i]).toBe(0));
        },
      ),
    );
  });

  it('splits 100 over 1:1:1 as 34, 33, 33', () => {
    expect(splitProportionally(100, [5, 5, 5])).toEqual([34, 33, 33]);
    expect(splitProportionally(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('couponMoney', () => {
  const reward = { type: 'reward', money: 500_00, discount_rate: 0, discount_limit: 0, at_least: 3000_00 };
  const discount = { type: 'discount', money: 0, discount_rate: 8500, discount_limit: 2000_00, at_least: 0 };

  it('takes a reward off from the threshold, never beyond the base', () => {
    expect(couponMoney(reward, 2999_99)).toBe(0);
    expect(couponMoney(reward, 3000_00)).toBe(500_00);
    expect(couponMoney({ ...reward, at_least: 0 }, 300_00)).toBe(300_00);
  });

  it('takes a rate off with a cap, rounded to the minor unit', () => {
    expect(couponMoney(discount, 1000_00)).toBe(150_00);
    expect(couponMoney(discount, 100_000_00)).toBe(2000_00);
    expect(couponMoney(discount, 3)).toBe(0); // 3 × 0.85 = 2.55 → pays 3
  });

  it('is always between 0 and the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 10_000 }), (base, rate) => {
        const off = couponMoney({ ...discount, discount_rate: rate, discount_limit: 0 }, base);
        expect(off >= 0 && off <= base).toBe(true);
      }),
    );
  });
});

describe('tiers and invoices', () => {
  it('picks the highest tier reached', () => {
    const tiers = [
      { money: 100, discount_money: 10, free_shipping: 0 },
      { money: 300, discount_money: 50, free_shipping: 1 },
    ];
    expect(reachedTier(tiers, 99)).toBeNull();
    expect(reachedTier(tiers, 299)?.money).toBe(100);
    expect(reachedTier(tiers, 300)?.discount_money).toBe(50);
  });

  it('rounds half up', () => {
    expect(mulDivRound(150, 300, 10_000)).toBe(5); // 4.5 → 5
    expect(mulDivRound(149, 300, 10_000)).toBe(4); // 4.47 → 4
    expect(invoiceMoney(1000_00, 300, 20_00)).toBe(50_00);
  });
});
