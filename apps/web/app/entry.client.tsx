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

/**
 * React Router decodes its server state asynchronously and suspends its first render until that is
 * done; Preact cannot suspend the root while hydrating (ADR 018). Its first call starts the decoding
 * and throws the promise, which is awaited here, so the hydrating render finds the state ready.
 * Anything else it throws outside a render is left for the hydrating render to meet in its place.
 */
async function decodeRouterState() {
  try {
    HydratedRouter({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

async function hydrate() {
  const tag = document.documentElement.dataset.lang;
  const lang = isLang(tag) ? tag : langFromHtmlTag(document.documentElement.lang);
  if (restoreStoredLang(lang)) {
    window.location.reload();
    return;
  }
  const [messages] = await Promise.all([loadMessages(lang), decodeRouterState()]);
  const i18n = createI18n(lang, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
