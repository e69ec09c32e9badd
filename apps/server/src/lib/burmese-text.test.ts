import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigits, normaliseBody, toUnicode } from './burmese-text';

/** Every string literal with Burmese in it in the seed's sources: real Unicode Burmese text. */
function seedBurmese(): string[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/seed');
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(
      /'([^'\n]*[\u1000-\u109f][^'\n]*)'|"([^"\n]*[\u1000-\u109f][^"\n]*)"|`([^`]*[\u1000-\u109f][^`]*)`/g,
    )) {
      found.add(m[1] ?? m[2] ?? m[3] ?? '');
    }
  }
  return [...found];
}

describe('toUnicode', () => {
  it.each([
    ['ဖုန္း', 'ဖုန်း'],
    ['စမတ္ဖုန္း', 'စမတ်ဖုန်း'],
    ['ေရႊ', 'ရွှေ'],
    ['ခ်ည္ထဘီ အနီေရာင္', 'ချည်ထဘီ အနီရောင်'],
    ['အမွတ္ ၁၂၊ ဗိုလ္ခ်ဳပ္လမ္း', 'အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း'],
    ['ျမန္မာ iPhone 15', 'မြန်မာ iPhone 15'],
    ['ခ်ည္ထဘီ', 'ချည်ထဘီ'],
    ['ရန္ကုန္', 'ရန်ကုန်'],
  ])('converts the Zawgyi %s to %s', (zawgyi, unicode) => {
    expect(toUnicode(zawgyi)).toBe(unicode);
  });

  it.each([
    'မင်္ဂလာပါ',
    'မိတ္ထီလာ',
    'ဗုဒ္ဓ',
    'ကမ္ဘာ',
    'မန္တလေး',
    'ပစ္စည်း',
    'ကျောင်း',
    'ရွှေ',
    'စမတ်ဖုန်း',
    'hello',
    '',
    '华为 Nova',
    '၁၂၃',
  ])('leaves %s as it is', (text) => {
    expect(toUnicode(text)).toBe(text);
  });

  const burmese = seedBurmese();

  it('finds the seed Burmese to check', () => {
    expect(burmese.length).toBeGreaterThan(300);
  });

  it('never alters a Unicode Burmese string of the seed', () => {
    expect(burmese.filter((s) => toUnicode(s) !== s)).toEqual([]);
  });

  it('never alters words of the seed joined at spaces, as people write them in searches and names', () => {
    const words = [...new Set(burmese.flatMap((s) => s.split(/\s+/)).filter((w) => /[\u1000-\u109f]/.test(w)))];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), (picked) => {
        const text = picked.join(' ');
        expect(toUnicode(text)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('asciiDigits', () => {
  it.each([
    ['၂', '2'],
    ['၀၉ ၄၂၀ ၀၀၀ ၁၁၁', '09 420 000 111'],
    ['+၉၅ ၉-၁၂၃', '+95 9-123'],
    ['၁၂၅၀၀.၅၀', '12500.50'],
    ['12၃', '123'],
  ])('reads %s as %s', (text, value) => {
    expect(asciiDigits(text)).toBe(value);
  });

  it.each(['အမှတ် ၁၂', 'No. ၁၂ road', '12', 'abc', ''])('leaves text that is not a number as it is: %s', (text) => {
    expect(asciiDigits(text)).toBe(text);
  });
});

describe('normaliseBody', () => {
  it('converts strings at any depth, keeps numbers, flags, nulls and secrets', () => {
    const body = {
      keyword: 'ဖုန္း',
      num: '၂',
      page: 1,
      is_default: true,
      remark: null,
      password: 'ေရႊ၁၂၃',
      token: 'ေရႊ',
      list: [{ name: 'ေမာင္ေမာင္', mobile: '၀၉၁၂၃' }, 'ရန္ကုန္'],
    };
    expect(normaliseBody(body)).toEqual({
      keyword: 'ဖုန်း',
      num: '2',
      page: 1,
      is_default: true,
      remark: null,
      password: 'ေရႊ၁၂၃',
      token: 'ေရႊ',
      list: [{ name: 'မောင်မောင်', mobile: '09123' }, 'ရန်ကုန်'],
    });
  });

  it('answers the same object when nothing needs changing', () => {
    const body = { keyword: 'ဖုန်း', list: [{ name: 'Daw Aye' }] };
    expect(normaliseBody(body)).toBe(body);
  });
});
