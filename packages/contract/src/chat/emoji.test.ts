import { describe, expect, it } from 'vitest';
import { EMOJI_COUNT } from '../common/constants';
import {
  EMOJI_CHARS,
  EMOJI_CODE_RE,
  EMOJI_CODES,
  emojiCodesToText,
  emojiImagePath,
  isEmojiCode,
  splitEmojiText,
} from './emoji';

describe('emoji codes', () => {
  it('are [emjoy_01] … [emjoy_47], in order, spelled as the API family spells them', () => {
    expect(EMOJI_CODES).toHaveLength(EMOJI_COUNT);
    expect(EMOJI_CODES[0]).toBe('[emjoy_01]');
    expect(EMOJI_CODES[8]).toBe('[emjoy_09]');
    expect(EMOJI_CODES[46]).toBe('[emjoy_47]');
  });

  it('each map to a distinct single-code-point character', () => {
    const chars = EMOJI_CODES.map((code) => EMOJI_CHARS[code]);
    expect(new Set(chars).size).toBe(EMOJI_COUNT);
    for (const char of chars) {
      expect([...char!]).toHaveLength(1);
      expect(char).toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('have image paths under /emoji', () => {
    expect(emojiImagePath('[emjoy_01]')).toBe('/emoji/emjoy_01.gif');
    expect(emojiImagePath('[emjoy_47]')).toBe('/emoji/emjoy_47.gif');
  });

  it('are recognised only from 01 to 47', () => {
    expect(EMOJI_CODES.every(isEmojiCode)).toBe(true);
    for (const bad of ['[emjoy_00]', '[emjoy_48]', '[emjoy_1]', '[emoji_01]', 'emjoy_01', '[EMJOY_01]', 'toString']) {
      expect(isEmojiCode(bad)).toBe(false);
    }
    expect('a[emjoy_00][emjoy_48][emjoy_01]b[emjoy_47]'.match(EMOJI_CODE_RE)).toEqual(['[emjoy_01]', '[emjoy_47]']);
  });

  it('keeps the shared regex usable after use (no lastIndex leak)', () => {
    expect('[emjoy_02]'.replace(EMOJI_CODE_RE, 'x')).toBe('x');
    expect(splitEmojiText('[emjoy_02]')).toEqual([{ type: 'emoji', code: '[emjoy_02]' }]);
    expect(splitEmojiText('[emjoy_02]')).toEqual([{ type: 'emoji', code: '[emjoy_02]' }]);
  });
});

describe('splitEmojiText', () => {
  it('splits text and codes in order', () => {
    expect(splitEmojiText('hi [emjoy_01][emjoy_12] there [emjoy_99]')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoji', code: '[emjoy_01]' },
      { type: 'emoji', code: '[emjoy_12]' },
      { type: 'text', text: ' there [emjoy_99]' },
    ]);
  });

  it('gives nothing for empty text and one segment for plain text', () => {
    expect(splitEmojiText('')).toEqual([]);
    expect(splitEmojiText('မင်္ဂလာပါ')).toEqual([{ type: 'text', text: 'မင်္ဂလာပါ' }]);
  });
});

describe('emojiCodesToText', () => {
  it('replaces codes by their characters', () => {
    expect(emojiCodesToText('ok [emjoy_01]!')).toBe(`ok ${EMOJI_CHARS['[emjoy_01]']}!`);
    expect(emojiCodesToText('[emjoy_48]')).toBe('[emjoy_48]');
  });
});
