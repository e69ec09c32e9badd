import { describe, expect, it } from 'vitest';
import { asciiDigits, quantityDigits } from './digits';

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

  it('reads every Myanmar digit and leaves other text', () => {
    expect(asciiDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789');
    expect(asciiDigits('အမှတ် 12')).toBe('အမှတ် 12');
  });
});
