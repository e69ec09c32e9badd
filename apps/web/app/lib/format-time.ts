import { MARKET_TIME_ZONE } from '@zay/contract';

/**
 * Times as the marketplace's clock shows them (MARKET_TIME_ZONE, ADR 032), never the browser's or
 * the server's own zone: the order list and the chat show the same clock, and the server's text
 * matches the browser's when the page hydrates. Numeric parts of an `en-US` formatter only: Node
 * and browsers carry different locale data for Burmese, but the same digits and zone rules.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface MarketParts {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  clock: string;
}

export function marketParts(unixSeconds: number, zone = MARKET_TIME_ZONE): MarketParts {
  const p: Record<string, string> = {};
  for (const { type, value } of formatter(zone).formatToParts(new Date(unixSeconds * 1000))) p[type] = value;
  return { day: `${p.year}-${p.month}-${p.day}`, clock: `${p.hour}:${p.minute}` };
}

/** "2026-04-26 14:05" on the marketplace's clock; '' for 0 (not happened). */
export function formatDateTime(unixSeconds: number, zone = MARKET_TIME_ZONE): string {
  if (!unixSeconds) return '';
  const { day, clock } = marketParts(unixSeconds, zone);
  return `${day} ${clock}`;
}

/** The marketplace's calendar day of a moment, YYYY-MM-DD. */
export function marketDay(unixSeconds: number, zone = MARKET_TIME_ZONE): string {
  return marketParts(unixSeconds, zone).day;
}

/** "14:05" on the marketplace's clock. */
export function marketClock(unixSeconds: number, zone = MARKET_TIME_ZONE): string {
  return marketParts(unixSeconds, zone).clock;
}

/** A moment as a date-time input's value, "2026-11-24T09:30" on the marketplace's clock; '' for 0. */
export function inputMoment(unixSeconds: number, zone = MARKET_TIME_ZONE): string {
  if (!unixSeconds) return '';
  const { day, clock } = marketParts(unixSeconds, zone);
  return `${day}T${clock}`;
}

const MOMENT_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/**
 * A moment written on the marketplace's clock — a day "2026-11-24" (its first minute) or a
 * date-time input's "2026-11-24T09:30" — as Unix seconds; 0 for anything else.
 */
export function marketMoment(text: string, zone = MARKET_TIME_ZONE): number {
  const m = MOMENT_RE.exec(text);
  if (!m) return 0;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)) / 1000;
  if (!Number.isFinite(asUtc) || asUtc < 0) return 0;
  // The zone's offset at that moment: what its clock shows then, minus the UTC time.
  const shown = marketParts(asUtc, zone);
  const [y, mo, d] = shown.day.split('-').map(Number);
  const [h, min] = shown.clock.split(':').map(Number);
  return asUtc - (Date.UTC(y!, mo! - 1, d!, h!, min!) / 1000 - asUtc);
}

/** Seconds after midnight as "HH:MM" — a seckill slot's hours (the last slot ends at 24:00). */
export function clockOfDay(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;
}
