/**
 * Only the digits of a typed quantity, Myanmar digits (၀–၉) read as their values (ADR 066), at
 * most `max` of them: inputs that keep only digits convert first, so a Burmese keyboard's digits
 * are not dropped. (The contract's `toAsciiDigits` does the same for the server; this one stays
 * here so the goods page loads no contract module for it.)
 */
export const quantityDigits = (text: string, max = 5) =>
  text
    .replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(/\D/g, '')
    .slice(0, max);
