import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKs, fromMinor, moneyInputSchema, moneySchema, toMinor } from './money';

/** Amounts whose whole part fits the 13 digits the API allows. */
const apiMinor = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });

describe('toMinor', () => {
  it.each([
    ['0.1', 10],
    ['1250', 125000],
    ['1250.00', 125000],
    ['12.5', 1250],
    ['0.05', 5],
    [' 7.30 ', 730],
    ['-12.34', -1234],
    ['9999999999999.99', 999999999999999],
  ])('reads %j as %d', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
  });

  it('reads "-0.00" and "-0" as a plain zero, not -0', () => {
    expect(Object.is(toMinor('-0.00'), 0)).toBe(true);
    expect(Object.is(toMinor('-0'), 0)).toBe(true);
  });

  it.each(['1.234', 'abc', '', ' ', '1,250.00', '+1', '.5', '5.', '1e3', '0x10', '12345678901234', '١٢'])(
    'rejects %j',
    (text) => {
      expect(() => toMinor(text)).toThrow(RangeError);
    },
  );

  it('reads numbers with at most two decimals', () => {
    expect(toMinor(0.1)).toBe(10);
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(-3)).toBe(-300);
  });

  it.each([1e20, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.234, 0.001])(
    'rejects the number %d',
    (n) => {
      expect(() => toMinor(n)).toThrow(RangeError);
    },
  );

  it('round-trips every API amount through fromMinor', () => {
    fc.assert(fc.property(apiMinor, (minor) => toMinor(fromMinor(minor)) === minor));
  });

  it('agrees with exact decimal arithmetic for any whole and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        return toMinor(text) === whole * 100 + cents && toMinor(`-${text}`) === -(whole * 100 + cents) + 0;
      }),
    );
  });
});

describe('fromMinor', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [125000, '1250.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
  ])('writes %d as %j', (minor, text) => {
    expect(fromMinor(minor)).toBe(text);
  });

  it('writes -0 as "0.00"', () => {
    expect(fromMinor(-0)).toBe('0.00');
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %d', (n) => {
    expect(() => fromMinor(n)).toThrow(RangeError);
  });

  it('always writes what moneySchema accepts and round-trips from text', () => {
    fc.assert(
      fc.property(apiMinor, (minor) => {
        const text = fromMinor(minor);
        return moneySchema.safeParse(text).success && fromMinor(toMinor(text)) === text;
      }),
    );
  });
});

describe('moneyInputSchema', () => {
  it('turns strings and numbers into minor units', () => {
    expect(moneyInputSchema.parse('12')).toBe(1200);
    expect(moneyInputSchema.parse('12.5')).toBe(1250);
    expect(moneyInputSchema.parse(12.5)).toBe(1250);
  });

  it.each(['1.234', 'abc', '', 1.234, Number.NaN, 1e20, null])('refuses %j', (value) => {
    expect(moneyInputSchema.safeParse(value).success).toBe(false);
  });
});

describe('formatKs', () => {
  it.each([
    [0, '0.00 Ks'],
    [99, '0.99 Ks'],
    [100000, '1,000.00 Ks'],
    [125000, '1,250.00 Ks'],
    [123456789, '1,234,567.89 Ks'],
    [-123456, '-1,234.56 Ks'],
    ['1250', '1,250.00 Ks'],
    ['999.5', '999.50 Ks'],
  ])('formats %j as %j', (value, text) => {
    expect(formatKs(value)).toBe(text);
  });

  it('groups every three digits of the whole part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), (minor) => {
        const [whole, rest] = formatKs(minor).split('.');
        return /^\d{1,3}(,\d{3})*$/.test(whole!) && rest === `${fromMinor(minor).split('.')[1]} Ks`;
      }),
    );
  });
});
