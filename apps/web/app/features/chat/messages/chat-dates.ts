import { marketClock, marketDay } from '~/lib/format-time';

export type DayLabel = { kind: 'today' | 'yesterday' | 'tomorrow' } | { kind: 'date'; date: string };

const DAY_MS = 86_400_000;

/** Whole days between two calendar days (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * SPEC §9: today, yesterday or tomorrow within a one-day window, else the date — of a calendar
 * day of the marketplace (ADR 032; a record's `create_day`), like every other time on the site.
 */
export function dayLabel(day: string, nowMs = Date.now()): DayLabel {
  const diff = daysBetween(marketDay(Math.floor(nowMs / 1000)), day);
  if (diff === 0) return { kind: 'today' };
  if (diff === -1) return { kind: 'yesterday' };
  if (diff === 1) return { kind: 'tomorrow' };
  return { kind: 'date', date: day };
}

/** The day a message belongs to, for deciding where a date label goes. */
export function dayKey(unixSeconds: number): string {
  return marketDay(unixSeconds);
}

/** "14:05" on the marketplace's clock. */
export function clockTime(unixSeconds: number): string {
  return marketClock(unixSeconds);
}

/** A conversation's time: the clock today, else the date. */
export function listTime(unixSeconds: number, nowMs = Date.now()): string {
  if (!unixSeconds) return '';
  const day = dayKey(unixSeconds);
  return dayLabel(day, nowMs).kind === 'today' ? clockTime(unixSeconds) : day;
}
