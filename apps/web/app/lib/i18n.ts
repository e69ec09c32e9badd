import { createInstance, type i18n } from 'i18next';
import type { Lang } from '@zay/contract';
import type messages from '../locales/en-us.json';

export type Messages = typeof messages;

/** A fresh instance per request on the server and once in the browser: nothing is shared between shoppers. */
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
