// A CommonJS package: Node's ESM loader offers only its default export.
import myanmarTools from 'myanmar-tools';
import { toAsciiDigits } from '@zay/contract';

const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();

/**
 * How sure the detector must be before a text is converted (ADR 066). Google's own advice is
 * ≥ 0.95; Zay asks more, because converting Unicode text as if it were Zawgyi garbles it, while
 * leaving a rare, short, ambiguous Zawgyi text as typed only costs a search hit.
 */
export const ZAWGYI_THRESHOLD = 0.999;

const MYANMAR = /[\u1000-\u109f]/;
/** A text that is a number, a phone number or a quantity: digits, signs, separators, brackets. */
const NUMERIC_TEXT = /^[\s0-9\u1040-\u1049+\-.,()]*[\u1040-\u1049][\s0-9\u1040-\u1049+\-.,()]*$/;

/** Spellings no Unicode Burmese has; see `spelledAsZawgyi`. */
// The classes are ranges of Myanmar code points, combining signs among them on purpose.
/* eslint-disable no-misleading-character-class */
const NOT_UNICODE = new RegExp(
  [
    // a vowel sign or medial starting a word: Zawgyi types ေ and ြ before their consonant
    '(?:^|[^\\u1000-\\u109f])[\\u102b-\\u103e]',
    // ေ after anything but a consonant or a medial
    '[^\\u1000-\\u102a\\u103b-\\u103f\\u104e\\u1050-\\u1059]\\u1031',
    // ္ not followed by a consonant: Zawgyi's asat (Unicode's ္ only stacks consonants)
    '\\u1039(?![\\u1000-\\u1021])',
    // the code points Zawgyi uses for its ready-made stacks and glyph variants
    '[\\u1060-\\u1097]',
  ].join('|'),
);
/* eslint-enable no-misleading-character-class */

/** The five rows (vargas) of stacking consonants; Unicode stacks a consonant on one of its own row. */
const ROWS = ['ကခဂဃင', 'စဆဇဈဉည', 'ဋဌဍဎဏ', 'တထဒဓန', 'ပဖဗဘမ'];
const rowOf = (c: string) => ROWS.findIndex((row) => row.includes(c));

/** ္ between two consonants that Pali and Burmese never stack (Zawgyi's asat before the next syllable). */
function oddStack(text: string): boolean {
  for (let i = text.indexOf('\u1039'); i > 0; i = text.indexOf('\u1039', i + 1)) {
    const upper = text[i - 1] ?? '';
    const lower = text[i + 1] ?? '';
    if (upper === '\u103a') continue; // kinzi: င်္
    const row = rowOf(upper);
    if (row === -1 ? upper !== lower : row !== rowOf(lower)) return true;
  }
  return false;
}

/**
 * True when `text` is spelled in a way Unicode Burmese cannot be, so converting it can only mend
 * it. The detector alone is not enough: it takes Unicode Pali stacks (မိတ္ထီလာ) for Zawgyi.
 */
function spelledAsZawgyi(text: string): boolean {
  return NOT_UNICODE.test(text) || oddStack(text);
}

/**
 * `text` in Unicode: converted when the detector is sure it is Zawgyi and it is spelled in a
 * way Unicode cannot be; else as it is (ADR 066).
 */
export function toUnicode(text: string): string {
  if (!MYANMAR.test(text) || !spelledAsZawgyi(text)) return text;
  return detector.getZawgyiProbability(text) >= ZAWGYI_THRESHOLD ? converter.zawgyiToUnicode(text) : text;
}

/** "၀၉၁၂၃" → "09123" when the whole text is a number; any other text as it is. */
export function asciiDigits(text: string): string {
  if (!NUMERIC_TEXT.test(text)) return text;
  return toAsciiDigits(text);
}

/** Fields that are secrets or machine codes: compared byte for byte, never rewritten. */
const KEPT = /password|token|captcha|secret|sign$|^key$|_key$/i;

/**
 * A request body with every string as Zay stores text: Zawgyi converted to Unicode, and Myanmar
 * digits in a number-only string as ASCII digits, so `"၂"` is the quantity 2. Objects and arrays
 * are walked; secrets are left alone. Returns the same object when nothing changed.
 */
export function normaliseBody(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return KEPT.test(key) ? value : asciiDigits(toUnicode(value));
  if (Array.isArray(value)) {
    const out = value.map((item) => normaliseBody(item, key));
    return out.some((item, i) => item !== value[i]) ? out : value;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = normaliseBody(v, k);
      if (out[k] !== v) changed = true;
    }
    return changed ? out : value;
  }
  return value;
}
