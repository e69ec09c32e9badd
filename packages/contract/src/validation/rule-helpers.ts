import { z } from 'zod';
import type { MessageKey } from '../messages/en-us';

/**
 * Building blocks of the rules. Every issue message is a catalogue key; limits travel in the
 * issue's `params` so `translateIssue` can fill `{min}`/`{max}`.
 */

/** Lengths users see: code points, so an astral character (e.g. an emoji) is one, not two. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** A string field: missing → `requiredKey`, not a string → FIELD_INVALID; trimmed. */
export function requiredText(requiredKey: MessageKey) {
  return z.string({ error: (iss) => (iss.input == null ? requiredKey : 'FIELD_INVALID') }).trim();
}

/**
 * Empty → `key`. It does not abort: in zod 4 an explicit abort inside a field also skips the
 * object's cross-field checks (password confirmation, invoice requirements).
 */
export function notBlank(key: MessageKey) {
  return z.refine<string>((s) => s.length > 0, { message: key });
}

/** Runs a check only on a non-empty string, so an empty field shows just its "required" message. */
export const whenFilled = (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '';

export function maxChars(max: number, key: MessageKey) {
  return z.refine<string>((s) => codePointLength(s) <= max, { message: key, params: { max } });
}

export function minChars(min: number, key: MessageKey) {
  return z.refine<string>((s) => codePointLength(s) >= min, { message: key, params: { min } });
}

/** No control characters (line breaks included) in single-line fields such as names. */
export function singleLine(key: MessageKey = 'FIELD_INVALID') {
  return z.refine<string>((s) => !/\p{Cc}/u.test(s), { message: key });
}

/** An optional text: absent, null or blank all become undefined. */
export function optionalText(max: number, tooLongKey: MessageKey = 'FIELD_TOO_LONG', multiline = false) {
  const checks = multiline ? [maxChars(max, tooLongKey)] : [maxChars(max, tooLongKey), singleLine()];
  return z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .check(...checks)
    .nullish()
    .transform((s) => (s ? s : undefined));
}

// Kept free of zod so the web's quantity inputs can use it without loading the schemas.
export { toAsciiDigits } from '../common/digits';

/** A positive integer id, as a number or a digit string; missing, 0 or malformed → `key`. */
export function requiredId(key: MessageKey) {
  return z.union([z.number(), z.string()], { error: key }).transform((value, ctx): number => {
    const n = typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 1) return n;
    ctx.addIssue({ code: 'custom', message: key, input: value });
    return z.NEVER;
  });
}
