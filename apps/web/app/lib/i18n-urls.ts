import type { Lang } from '@zay/contract';
import enUs from '../locales/en-us.json?url';
import mdMm from '../locales/md-mm.json?url';
import zhCn from '../locales/zh-cn.json?url';

/**
 * Each language's strings are a plain JSON file with a content hash in its name: the browser
 * downloads only the language it reads, caches it for good, and the page asks for it in <head>
 * while the scripts load rather than after them. JSON also parses faster than the same data as
 * a script.
 */
export const LOCALE_URLS: Record<Lang, string> = { 'md-mm': mdMm, 'zh-cn': zhCn, 'en-us': enUs };
