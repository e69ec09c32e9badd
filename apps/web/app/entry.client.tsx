import { isLang, LANG_COOKIE, type Lang } from '@zay/contract';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from './lib/i18n';
import { loadMessages } from './lib/i18n.client';
import { I18nProvider } from './lib/translation';
import { langFromHtmlTag, readCookie, storeLang } from './lib/lang';

/** A shopper whose cookie is gone but whose stored choice (SPEC: local storage) differs gets it back. */
function restoreStoredLang(current: Lang): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_COOKIE);
  } catch {
    return false;
  }
  if (readCookie(document.cookie, LANG_COOKIE) || !isLang(stored) || stored === current) return false;
  storeLang(stored);
  return readCookie(document.cookie, LANG_COOKIE) === stored;
}

async function hydrate() {
  const tag = document.documentElement.dataset.lang;
  const lang = isLang(tag) ? tag : langFromHtmlTag(document.documentElement.lang);
  if (restoreStoredLang(lang)) {
    window.location.reload();
    return;
  }
  const i18n = createI18n(lang, await loadMessages(lang));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
      {
        // Production React reports a hydration mismatch only here; the browser suite fails on console errors.
        onRecoverableError(error, info) {
          console.error('Recoverable error while hydrating:', error, info.componentStack ?? '');
        },
      },
    );
  });
}

void hydrate();
