import { describe, expect, it } from 'vitest';
import { rateText } from './invoice-input';

describe('rateText', () => {
  it('drops zero decimals and keeps the ones that count', () => {
    expect(rateText('3.00')).toBe('3');
    expect(rateText('2.50')).toBe('2.5');
    expect(rateText('0.25')).toBe('0.25');
    expect(rateText('12.05')).toBe('12.05');
  });

  it('leaves whole numbers whole', () => {
    expect(rateText('10')).toBe('10');
    expect(rateText('10.0')).toBe('10');
    expect(rateText('0')).toBe('0');
    expect(rateText('0.00')).toBe('0');
  });
});
