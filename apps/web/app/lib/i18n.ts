import { createInstance, type i18n } from 'i18next';
import type { Lang } from '@zay/contract';
import type messages from '../locales/en-us.json';

export type Messages = typeof messages;

/** Once per language on the server (read-only there) and once in the browser. */
export function createI18n(lang: Lang, translation: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    // Our codes (md-mm) are not BCP 47; without this i18next rewrites them to md-MM and finds no strings.
    lowerCaseLng: true,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
