import { DEFAULT_LANG, LANG_COOKIE, chosenLang, isLang, type Lang } from '@zay/contract';

/** BCP 47 tags for `<html lang>`: screen readers and fonts key off these, not our API codes. */
export const HTML_LANG: Record<Lang, string> = { 'md-mm': 'my', 'zh-cn': 'zh-CN', 'en-us': 'en' };

export const LANG_LABELS: Record<Lang, string> = { 'md-mm': 'မြန်မာ', 'zh-cn': '简体中文', 'en-us': 'English' };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The shopper's choice (the `zay_lang` cookie), else Burmese; the browser's language is not a choice (ADR 030). */
export function resolveLang(request: Request): Lang {
  return chosenLang(readCookie(request.headers.get('cookie'), LANG_COOKIE));
}

export function langFromHtmlTag(tag: string | null | undefined): Lang {
  const entry = Object.entries(HTML_LANG).find(([, html]) => html === tag);
  return entry && isLang(entry[0]) ? entry[0] : DEFAULT_LANG;
}

/** Remembers the choice where the server (cookie) and SPEC (localStorage) both look. */
export function storeLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_COOKIE, lang);
  } catch {
    // Storage can be disabled; the cookie alone keeps SSR and client in step.
  }
}

/** Category names per language: md-mm → category_name2, en-us → category_name1, zh-cn → category_name. */
export function categoryName(
  c: { category_name: string; category_name1: string; category_name2: string },
  lang: Lang,
): string {
  const localized = lang === 'md-mm' ? c.category_name2 : lang === 'en-us' ? c.category_name1 : c.category_name;
  return localized || c.category_name;
}
