export type DayLabel = { kind: 'today' | 'yesterday' | 'tomorrow' } | { kind: 'date'; date: string };

const DAY_MS = 86_400_000;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

function isoDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** SPEC §9: today, yesterday or tomorrow within a one-day window, else the date (local time). */
export function dayLabel(unixSeconds: number, nowMs = Date.now()): DayLabel {
  const ms = unixSeconds * 1000;
  const diff = Math.round((startOfDay(ms) - startOfDay(nowMs)) / DAY_MS);
  if (diff === 0) return { kind: 'today' };
  if (diff === -1) return { kind: 'yesterday' };
  if (diff === 1) return { kind: 'tomorrow' };
  return { kind: 'date', date: isoDay(ms) };
}

/** The day a message belongs to, for deciding where a date label goes. */
export function dayKey(unixSeconds: number): string {
  return isoDay(unixSeconds * 1000);
}

/** "14:05" */
export function clockTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** A conversation's time: the clock today, else the date. */
export function listTime(unixSeconds: number, nowMs = Date.now()): string {
  if (!unixSeconds) return '';
  return dayLabel(unixSeconds, nowMs).kind === 'today' ? clockTime(unixSeconds) : dayKey(unixSeconds);
}
