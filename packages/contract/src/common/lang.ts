import { z } from 'zod';

export const LANGS = ['md-mm', 'zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'md-mm';
export const LANG_COOKIE = 'zay_lang';
export const langSchema = z.enum(LANGS);

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Maps an Accept-Language header to one of our languages, or undefined. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('my') || tag.startsWith('md')) return 'md-mm';
    if (tag.startsWith('zh')) return 'zh-cn';
    if (tag.startsWith('en')) return 'en-us';
  }
  return undefined;
}
