import type { Lang } from '@zay/contract';
import type { Messages } from './i18n';

// One chunk per language, so a shopper downloads only the strings of the language they read.
const LOADERS: Record<Lang, () => Promise<{ default: Messages }>> = {
  'md-mm': () => import('../locales/md-mm.json'),
  'zh-cn': () => import('../locales/zh-cn.json'),
  'en-us': () => import('../locales/en-us.json'),
};

export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await LOADERS[lang]()).default;
}
