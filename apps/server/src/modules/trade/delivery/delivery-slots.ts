import { parseJsonArray } from '../../../lib/json-array';

/** Myanmar keeps UTC+06:30 all year (no daylight saving). */
const MYANMAR_OFFSET_MS = 6.5 * 3600_000;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TimeWindow {
  start: string; // "09:00"
  end: string; // "12:00"
}

export interface DeliverySlot {
  value: string; // "2026-05-01 09:00-12:00"
  date: string;
  start: string;
  end: string;
}

/** The windows a shop stored (JSON); malformed ones are skipped. */
export function parseWindows(json: string): TimeWindow[] {
  return (parseJsonArray(json) as (TimeWindow | null)[]).filter(
    (w): w is TimeWindow => !!w && HHMM.test(w.start) && HHMM.test(w.end) && w.start < w.end,
  );
}

/**
 * Slots for today and the next `days − 1` days in Myanmar time; today's slots only while their
 * window has not ended.
 */
export function deliverySlots(windows: TimeWindow[], days: number, nowMs: number): DeliverySlot[] {
  const local = new Date(nowMs + MYANMAR_OFFSET_MS);
  const clock = local.toISOString().slice(11, 16);
  const slots: DeliverySlot[] = [];
  for (let d = 0; d < Math.max(days, 1); d++) {
    const date = new Date(local.getTime() + d * 86_400_000).toISOString().slice(0, 10);
    for (const w of windows) {
      if (d === 0 && w.end <= clock) continue;
      slots.push({ value: `${date} ${w.start}-${w.end}`, date, start: w.start, end: w.end });
    }
  }
  return slots;
}
