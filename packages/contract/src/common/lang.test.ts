import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, chosenLang, isLang, langFromAcceptLanguage, langSchema } from './lang';

describe('langFromAcceptLanguage', () => {
  it.each([
    ['my-MM', 'md-mm'],
    ['my', 'md-mm'],
    ['md-mm', 'md-mm'],
    ['zh-CN,zh;q=0.9', 'zh-cn'],
    ['zh-TW', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['en-US,en;q=0.9', 'en-us'],
    ['EN-gb', 'en-us'],
    ['fr-FR,fr;q=0.9,zh-CN;q=0.8,en;q=0.7', 'zh-cn'],
    ['de, my;q=0.5', 'md-mm'],
  ] as const)('maps %j to %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it('follows q-values rather than header order', () => {
    expect(langFromAcceptLanguage('en;q=0.3, zh-CN;q=0.8, my;q=0.5')).toBe('zh-cn');
    expect(langFromAcceptLanguage('en-US;q=0.5,my-MM')).toBe('md-mm');
  });

  it('keeps header order between equal q-values', () => {
    expect(langFromAcceptLanguage('zh;q=0.8, en;q=0.8')).toBe('zh-cn');
  });

  it('skips languages marked not acceptable (q=0)', () => {
    expect(langFromAcceptLanguage('en;q=0, zh;q=0.1')).toBe('zh-cn');
    expect(langFromAcceptLanguage('en;q=0')).toBeUndefined();
  });

  it('does not take other languages that merely share a prefix', () => {
    expect(langFromAcceptLanguage('myv')).toBeUndefined();
    expect(langFromAcceptLanguage('zha')).toBeUndefined();
  });

  it('treats a malformed q-value as the default 1', () => {
    expect(langFromAcceptLanguage('zh;q=0.5, en;q=abc')).toBe('en-us');
  });

  it.each([undefined, '', '*', 'fr-FR, de;q=0.8', ';;;', ',,'])('gives undefined for %j', (header) => {
    expect(langFromAcceptLanguage(header)).toBeUndefined();
  });
});

describe('lang values', () => {
  it('defaults to Burmese', () => {
    expect(DEFAULT_LANG).toBe('md-mm');
  });

  it('knows exactly the three languages', () => {
    expect(['md-mm', 'zh-cn', 'en-us'].every(isLang)).toBe(true);
    expect([undefined, 'en', 'EN-US', 'my-mm', 3].some(isLang)).toBe(false);
    expect(langSchema.safeParse('zh-cn').success).toBe(true);
    expect(langSchema.safeParse('zh-tw').success).toBe(false);
  });
});

describe('chosenLang', () => {
  it('is the explicit choice, else Burmese', () => {
    expect(chosenLang('en-us')).toBe('en-us');
    expect(chosenLang('zh-cn')).toBe('zh-cn');
    expect(chosenLang(undefined)).toBe(DEFAULT_LANG);
    expect(chosenLang('en')).toBe('md-mm');
  });
});
