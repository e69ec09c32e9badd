import { toAsciiDigits } from '@zay/contract';

/**
 * Only the digits of a typed quantity, Myanmar digits (၀–၉) read as their values (ADR 066), at
 * most `max` of them: inputs that keep only digits convert first, so a Burmese keyboard's digits
 * are not dropped.
 */
export const quantityDigits = (text: string, max = 5) => toAsciiDigits(text).replace(/\D/g, '').slice(0, max);
