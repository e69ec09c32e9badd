import { describe, expect, it } from 'vitest';
import { dayLabel, listTime } from './chat-dates';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const secs = (ms: number) => Math.floor(ms / 1000);

describe('chat date labels (SPEC §9)', () => {
  const now = at(2026, 3, 10, 9);
  it('names today, yesterday and tomorrow by calendar day', () => {
    expect(dayLabel(secs(at(2026, 3, 10, 0, 1)), now)).toEqual({ kind: 'today' });
    expect(dayLabel(secs(at(2026, 3, 9, 23, 59)), now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel(secs(at(2026, 3, 11, 0, 0)), now)).toEqual({ kind: 'tomorrow' });
  });
  it('gives the date outside the one-day window', () => {
    expect(dayLabel(secs(at(2026, 3, 8, 12)), now)).toEqual({ kind: 'date', date: '2026-03-08' });
    expect(dayLabel(secs(at(2025, 12, 31, 12)), now)).toEqual({ kind: 'date', date: '2025-12-31' });
  });
  it('shows the clock for today and the date otherwise in the conversation list', () => {
    expect(listTime(secs(at(2026, 3, 10, 8, 5)), now)).toBe('08:05');
    expect(listTime(secs(at(2026, 3, 1, 8, 5)), now)).toBe('2026-03-01');
    expect(listTime(0, now)).toBe('');
  });
});
