import type { Lang } from '@zay/contract';
import enUs from '../locales/en-us.json';
import mdMm from '../locales/md-mm.json';
import zhCn from '../locales/zh-cn.json';
import { createI18n, type LocaleFile } from './i18n';

const MESSAGES: Record<Lang, LocaleFile> = { 'md-mm': mdMm, 'zh-cn': zhCn, 'en-us': enUs };

const instances = new Map<Lang, ReturnType<typeof createI18n>>();

/**
 * One instance per language for the whole process: the server never changes an instance's
 * language or strings, and creating one costs more than rendering a small page.
 */
export function serverI18n(lang: Lang) {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = createI18n(lang, MESSAGES[lang])));
  return instance;
}
