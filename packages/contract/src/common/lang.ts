import { z } from 'zod';

export const LANGS = ['md-mm', 'zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'md-mm';
export const LANG_COOKIE = 'zay_lang';
export const langSchema = z.enum(LANGS);

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The language of a page: the shopper's explicit choice (the `zay_lang` cookie or stored choice),
 * else Burmese (SPEC §1, §9; ADR 030). The browser's Accept-Language is not a choice: a first visit
 * is in Burmese whatever the browser's own language.
 */
export function chosenLang(choice: unknown): Lang {
  return isLang(choice) ? choice : DEFAULT_LANG;
}

/**
 * Maps an Accept-Language header to one of our languages, or undefined. Preference follows the
 * q-values (ties keep header order); `q=0` means "not acceptable" and is skipped. Only API callers
 * that state no language get this; pages never do (ADR 030).
 */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === 'my' || primary === 'md') return 'md-mm';
    if (primary === 'zh') return 'zh-cn';
    if (primary === 'en') return 'en-us';
  }
  return undefined;
}
