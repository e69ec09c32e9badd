import { describe, expect, it } from 'vitest';
import { chatTextLength, chatTextSchema, keywordSchema, stripChatMarkup } from './text.rules';
import { messages } from './rules-test-kit';

describe('stripChatMarkup', () => {
  it.each([
    ['<div>hello</div>', 'hello'],
    ['a<br>b<br/>c<br />d<BR>e<Br/>', 'abcde'],
    ['<DIV>x</DIV><div class="line">y</div>', 'xy'],
    ['<b>bold</b> <divx>', '<b>bold</b> <divx>'],
    ['1 < 2 > 0', '1 < 2 > 0'],
  ])('turns %j into %j', (input, output) => {
    expect(stripChatMarkup(input)).toBe(output);
  });
});

describe('chatTextLength', () => {
  it('counts code points, each emoji code as one', () => {
    expect(chatTextLength('')).toBe(0);
    expect(chatTextLength('abc')).toBe(3);
    expect(chatTextLength('[emjoy_01]')).toBe(1);
    expect(chatTextLength('hi[emjoy_01][emjoy_47]')).toBe(4);
    expect(chatTextLength('😀😀')).toBe(2);
    expect(chatTextLength('你好')).toBe(2);
    expect(chatTextLength('မင်္ဂလာပါ')).toBe(9);
  });

  it('counts invalid codes as plain text', () => {
    expect(chatTextLength('[emjoy_48]')).toBe(10);
    expect(chatTextLength('[emjoy_00]')).toBe(10);
  });
});

describe('chatTextSchema', () => {
  it('strips markup and trims', () => {
    expect(chatTextSchema.parse('<div> hello <br></div>')).toBe('hello');
  });

  it.each(['', '   ', '<div></div>', '<br><br/>', '<div> <br> </div>', '\n\t', undefined])(
    'refuses blank %j',
    (input) => {
      expect(messages(chatTextSchema, input)).toEqual(['CHAT_BLANK']);
    },
  );

  it('accepts 150 characters and refuses 151', () => {
    expect(chatTextSchema.safeParse('x'.repeat(150)).success).toBe(true);
    expect(messages(chatTextSchema, 'x'.repeat(151))).toEqual(['CHAT_TOO_LONG']);
  });

  it('counts emoji codes as one character each', () => {
    expect(chatTextSchema.safeParse('[emjoy_01]'.repeat(150)).success).toBe(true);
    expect(messages(chatTextSchema, '[emjoy_01]'.repeat(151))).toEqual(['CHAT_TOO_LONG']);
    expect(chatTextSchema.safeParse(`${'x'.repeat(149)}[emjoy_12]`).success).toBe(true);
    expect(messages(chatTextSchema, `${'x'.repeat(150)}[emjoy_12]`)).toEqual(['CHAT_TOO_LONG']);
  });

  it('counts after stripping markup', () => {
    expect(chatTextSchema.safeParse(`<div>${'x'.repeat(150)}</div><br>`).success).toBe(true);
  });

  it('counts astral characters, Chinese and Burmese by code point', () => {
    expect(chatTextSchema.safeParse('😀'.repeat(150)).success).toBe(true);
    expect(messages(chatTextSchema, '😀'.repeat(151))).toEqual(['CHAT_TOO_LONG']);
    expect(chatTextSchema.safeParse('好'.repeat(150)).success).toBe(true);
    expect(messages(chatTextSchema, 'က'.repeat(151))).toEqual(['CHAT_TOO_LONG']);
  });

  it('carries the limit in the issue', () => {
    expect(chatTextSchema.safeParse('x'.repeat(151)).error?.issues[0]).toMatchObject({ params: { max: 150 } });
  });
});

describe('keywordSchema', () => {
  it('trims and allows empty', () => {
    expect(keywordSchema.parse('  phone  ')).toBe('phone');
    expect(keywordSchema.parse('')).toBe('');
  });

  it.each([
    ['latin', 'x'],
    ['Chinese', '手'],
    ['Burmese', 'ဖ'],
    ['astral', '😀'],
  ])('allows 50 %s characters and refuses 51', (_name, char) => {
    expect(keywordSchema.safeParse(char.repeat(50)).success).toBe(true);
    expect(messages(keywordSchema, char.repeat(51))).toEqual(['KEYWORD_TOO_LONG']);
  });

  it('counts Burmese by code points, not by syllables', () => {
    const word = 'ဖုန်း'; // 5 code points, one syllable
    expect([...word]).toHaveLength(5);
    expect(keywordSchema.safeParse(word.repeat(10)).success).toBe(true);
    expect(messages(keywordSchema, `${word.repeat(10)}x`)).toEqual(['KEYWORD_TOO_LONG']);
  });

  it('counts after trimming', () => {
    expect(keywordSchema.safeParse(`  ${'x'.repeat(50)}  `).success).toBe(true);
  });

  it('refuses a non-string', () => {
    expect(messages(keywordSchema, 5)).toEqual(['FIELD_INVALID']);
  });
});
