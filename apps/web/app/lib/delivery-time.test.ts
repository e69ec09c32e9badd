import { describe, expect, it } from 'vitest';
import { deliveryTimeText } from './delivery-time';

describe('deliveryTimeText', () => {
  it('joins the slot range with an en dash', () => {
    expect(deliveryTimeText('2026-11-22 18:00-21:00')).toBe('2026-11-22 18:00–21:00');
  });

  it('shows any other text as it came', () => {
    expect(deliveryTimeText('')).toBe('');
    expect(deliveryTimeText('18:00-21:00')).toBe('18:00-21:00');
    expect(deliveryTimeText('2026-11-22 18:00–21:00')).toBe('2026-11-22 18:00–21:00');
  });
});
