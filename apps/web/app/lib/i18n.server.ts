import type { Lang } from '@zay/contract';
import enUs from '../locales/en-us.json';
import mdMm from '../locales/md-mm.json';
import zhCn from '../locales/zh-cn.json';
import { createI18n, type Messages } from './i18n';

const MESSAGES: Record<Lang, Messages> = { 'md-mm': mdMm, 'zh-cn': zhCn, 'en-us': enUs };

export function serverI18n(lang: Lang) {
  return createI18n(lang, MESSAGES[lang]);
}
