import { randomInt } from 'node:crypto';

const MYANMAR_OFFSET_MS = 6.5 * 3600_000;

/**
 * A 20-digit number: Myanmar local time to the second (`now`, Unix seconds) and 6 random digits.
 * Unique indexes catch the rare clash and the creating transaction is retried with fresh numbers.
 */
export function newOrderNumber(now: number): string {
  const stamp = new Date(now * 1000 + MYANMAR_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
