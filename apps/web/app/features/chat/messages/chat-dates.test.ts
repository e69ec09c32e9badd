import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format-time';
import { clockTime, dayKey, dayLabel, listTime } from './chat-dates';

/** A moment given as Myanmar wall-clock time (UTC+06:30 all year). */
const mm = (y: number, m: number, d: number, h = 12, min = 0) => Date.UTC(y, m - 1, d, h, min) - 6.5 * 3600_000;
const secs = (ms: number) => Math.floor(ms / 1000);

describe('chat date labels (SPEC §9), on the marketplace clock', () => {
  const now = mm(2026, 3, 10, 9);
  it("names today, yesterday and tomorrow by calendar day (a record's create_day)", () => {
    expect(dayLabel('2026-03-10', now)).toEqual({ kind: 'today' });
    expect(dayLabel('2026-03-09', now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel('2026-03-11', now)).toEqual({ kind: 'tomorrow' });
    // 00:10 in Yangon is still 2026-03-09 in UTC: the label follows the marketplace's day.
    expect(dayLabel('2026-03-10', mm(2026, 3, 10, 0, 10))).toEqual({ kind: 'today' });
  });
  it('gives the date outside the one-day window', () => {
    expect(dayLabel('2026-03-08', now)).toEqual({ kind: 'date', date: '2026-03-08' });
    expect(dayLabel('2025-12-31', now)).toEqual({ kind: 'date', date: '2025-12-31' });
  });
  it('shows the clock for today and the date otherwise in the conversation list', () => {
    expect(listTime(secs(mm(2026, 3, 10, 8, 5)), now)).toBe('08:05');
    expect(listTime(secs(mm(2026, 3, 1, 8, 5)), now)).toBe('2026-03-01');
    expect(listTime(0, now)).toBe('');
  });
});

describe('one clock (issue 20 §10)', () => {
  it('chat and order times agree, whatever the browser’s zone', () => {
    const moment = secs(Date.UTC(2026, 3, 26, 18, 0)); // 00:30 the next day in Yangon
    expect(clockTime(moment)).toBe('00:30');
    expect(formatDateTime(moment)).toBe('2026-04-27 00:30');
    expect(formatDateTime(moment).endsWith(clockTime(moment))).toBe(true);
    // 23:40 in Yangon is "yesterday" from 00:10 the next day there, though both are the same UTC day.
    expect(dayLabel(dayKey(secs(Date.UTC(2026, 3, 26, 17, 10))), Date.UTC(2026, 3, 26, 17, 40))).toEqual({
      kind: 'yesterday',
    });
  });
  it('formats 0 as not happened', () => {
    expect(formatDateTime(0)).toBe('');
  });
});
