import { describe, expect, it } from 'vitest';
import { shouldShowFloatLayer } from './float-layer-rule';

const fresh = { seenVersion: null, shownDay: null };

describe('the home pop-up (issue 20 §7)', () => {
  it('opens on a first visit', () => {
    expect(shouldShowFloatLayer(fresh, '1', '2026-04-26', false)).toBe(true);
  });
  it('opens at most once a day, counted when it opened', () => {
    const shownToday = { seenVersion: null, shownDay: '2026-04-26' };
    expect(shouldShowFloatLayer(shownToday, '1', '2026-04-26', false)).toBe(false);
    expect(shouldShowFloatLayer(shownToday, '1', '2026-04-27', false)).toBe(true);
  });
  it('never opens right after signing in or registering', () => {
    expect(shouldShowFloatLayer(fresh, '1', '2026-04-26', true)).toBe(false);
  });
  it('stays closed for a version the shopper closed; a new version may open', () => {
    const closed = { seenVersion: '1', shownDay: '2026-04-20' };
    expect(shouldShowFloatLayer(closed, '1', '2026-04-26', false)).toBe(false);
    expect(shouldShowFloatLayer(closed, '2', '2026-04-26', false)).toBe(true);
  });
});
