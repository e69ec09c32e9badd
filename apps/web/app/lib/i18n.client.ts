import type { Lang } from '@zay/contract';
import type { Messages } from './i18n';
import { LOCALE_URLS } from './i18n-urls';

/** The language's strings (requested early by the <head> preload, so usually already on the way). */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const res = await fetch(LOCALE_URLS[lang], { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`strings for ${lang}: HTTP ${res.status}`);
  return (await res.json()) as Messages;
}
