import { describe, expect, it } from 'vitest';
import { expressFreight, freightUnits, parseRules, type FreightLine, type FreightTemplate } from './freight';

/** Freight by template (ADR 101): Yangon 1, Mandalay 2, Naypyidaw 3; fees in minor units. */
const YGN = 1;
const MDY = 2;
const NPT = 3;

const piece: FreightTemplate = {
  templateId: 10,
  feeType: 1,
  rules: [
    { region_ids: [YGN], first_fee: 2000_00, extra_fee: 500_00 },
    { region_ids: [MDY], first_fee: 3500_00, extra_fee: 1000_00 },
  ],
  freeMoney: 0,
};
const weight: FreightTemplate = {
  templateId: 20,
  feeType: 2,
  rules: [{ region_ids: [YGN, MDY], first_fee: 3000_00, extra_fee: 1200_00 }],
  freeMoney: 100_000_00,
};
const templates = new Map([
  [10, piece],
  [20, weight],
]);
const line = (templateId: number, num: number, more: Partial<FreightLine> = {}): FreightLine => ({
  templateId,
  num,
  weight: 0,
  money: 10_000_00 * num,
  ...more,
});

describe('express freight', () => {
  it('by piece: the first unit, then each extra unit, at the region’s fees', () => {
    expect(expressFreight(templates, [line(10, 1)], YGN)).toBe(2000_00);
    expect(expressFreight(templates, [line(10, 3)], YGN)).toBe(2000_00 + 2 * 500_00);
    expect(expressFreight(templates, [line(10, 2), line(10, 1)], MDY)).toBe(3500_00 + 2 * 1000_00);
  });

  it('by weight: each started kilogram after the first is an extra unit', () => {
    expect(freightUnits(2, [line(20, 1, { weight: 300 })])).toBe(1);
    expect(freightUnits(2, [line(20, 2, { weight: 1200 })])).toBe(3);
    expect(freightUnits(2, [line(20, 1, { weight: 0 })])).toBe(1);
    expect(expressFreight(templates, [line(20, 2, { weight: 1200, money: 5000_00 })], MDY)).toBe(3000_00 + 2 * 1200_00);
  });

  it('free when the template’s goods reach its free amount; other templates still charge', () => {
    const big = line(20, 1, { weight: 5000, money: 100_000_00 });
    expect(expressFreight(templates, [big], YGN)).toBe(0);
    expect(expressFreight(templates, [big, line(10, 1)], YGN)).toBe(2000_00);
    expect(expressFreight(templates, [line(20, 1, { weight: 5000, money: 99_999_99 })], YGN)).toBe(
      3000_00 + 4 * 1200_00,
    );
  });

  it('a region no rule covers, or a line without a template, is not deliverable', () => {
    expect(expressFreight(templates, [line(10, 1)], NPT)).toBeNull();
    expect(expressFreight(templates, [line(20, 1), line(10, 1)], NPT)).toBeNull();
    expect(expressFreight(templates, [line(99, 1)], YGN)).toBeNull();
  });

  it('before an address is chosen, each template’s first rule; no lines cost nothing', () => {
    expect(expressFreight(templates, [line(10, 2)], null)).toBe(2000_00 + 500_00);
    expect(expressFreight(templates, [], YGN)).toBe(0);
  });

  it('skips malformed stored rules', () => {
    expect(parseRules('not json')).toEqual([]);
    expect(
      parseRules('[{"region_ids":[1],"first_fee":1.5,"extra_fee":0},{"region_ids":[2],"first_fee":100,"extra_fee":0}]'),
    ).toEqual([{ region_ids: [2], first_fee: 100, extra_fee: 0 }]);
  });
});
