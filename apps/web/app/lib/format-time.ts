/** Myanmar keeps UTC+06:30 all year; the marketplace shows its own local time. */
const MYANMAR_OFFSET_MS = 6.5 * 3600_000;

/**
 * "2026-04-26 14:05" in Myanmar time; '' for 0 (not happened). Built by hand rather than with
 * Intl: Node and the browser carry different locale data for Burmese, and the server's text must
 * match the browser's when the page hydrates.
 */
export function formatDateTime(unixSeconds: number): string {
  if (!unixSeconds) return '';
  return new Date(unixSeconds * 1000 + MYANMAR_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
