import { describe, expect, it } from 'vitest';
import { quantityDigits } from './digits';

describe('Myanmar digits in typed numbers', () => {
  it.each([
    ['၂', '2'],
    ['၁၀', '10'],
    ['1၀a', '10'],
    ['၁၂၃၄၅၆၇', '12345'],
    ['', ''],
  ])('a quantity typed %s is %s', (typed, kept) => {
    expect(quantityDigits(typed)).toBe(kept);
  });

  it('reads every Myanmar digit', () => {
    expect(quantityDigits('၀၁၂၃၄၅၆၇၈၉', 10)).toBe('0123456789');
  });
});
