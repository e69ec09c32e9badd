import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/app/locales');
export const LANGS = ['md-mm', 'zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];

const cache = new Map<Lang, Record<string, unknown>>();

const INTL_TAG: Record<Lang, string> = { 'md-mm': 'my', 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

/**
 * A string of the web app's locale file, so the specs follow the real wording in each language;
 * with a numeric `count`, its plural form as the app picks it (`key_one`, `key_other`).
 */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  if (!cache.has(lang)) cache.set(lang, JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
  const find = (k: string) =>
    k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)?.[part], cache.get(lang));
  const count = params.count;
  const value =
    typeof count === 'number'
      ? (find(`${key}_${new Intl.PluralRules(INTL_TAG[lang]).select(count)}`) ?? find(`${key}_other`) ?? find(key))
      : find(key);
  if (typeof value !== 'string') throw new Error(`no ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
