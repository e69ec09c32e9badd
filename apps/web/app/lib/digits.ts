/**
 * Myanmar digits (၀–၉) as ASCII digits: a quantity typed "၂" is 2 (ADR 066). The API reads them
 * too; inputs that keep only digits convert first, so a Burmese keyboard's digits are not dropped.
 */
export const asciiDigits = (text: string) => text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));

/** Only the digits of a typed quantity, Myanmar ones read as their values, at most `max` of them. */
export const quantityDigits = (text: string, max = 5) => asciiDigits(text).replace(/\D/g, '').slice(0, max);
