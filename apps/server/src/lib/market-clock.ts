import { MARKET_TIME_ZONE } from '@zay/contract';

const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A Unix time on the marketplace's clock (ADR 032): its day `YYYY-MM-DD` and time `HH:mm:ss`. */
export function marketMoment(unixSeconds: number): { day: string; time: string } {
  const p: Record<string, string> = {};
  for (const { type, value } of CLOCK.formatToParts(new Date(unixSeconds * 1000))) p[type] = value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** `YYYY-MM-DD HH:mm:ss` on the marketplace's clock, as the family's answers show times. */
export function marketDateTime(unixSeconds: number): string {
  const { day, time } = marketMoment(unixSeconds);
  return `${day} ${time}`;
}

/**
 * How far the market's clock is ahead of UTC at `unixSeconds`, in seconds (Asia/Yangon: +6:30,
 * no daylight saving). Adding it to a Unix time and dividing by 86 400 numbers the market day, in
 * integer arithmetic both databases do alike (ADR 107).
 */
export function marketOffsetSeconds(unixSeconds: number): number {
  const { day, time } = marketMoment(unixSeconds);
  return Date.parse(`${day}T${time}Z`) / 1000 - unixSeconds;
}
