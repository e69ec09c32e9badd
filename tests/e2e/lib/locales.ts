import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/app/locales');
export const LANGS = ['md-mm', 'zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];

const cache = new Map<Lang, Record<string, unknown>>();

/** A string of the web app's locale file, so the specs follow the real wording in each language. */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  if (!cache.has(lang)) cache.set(lang, JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], cache.get(lang));
  if (typeof value !== 'string') throw new Error(`no ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
