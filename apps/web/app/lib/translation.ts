// The one place components get their strings from (ADR 010: a typed t() instead of i18next).
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { I18n } from './i18n';

export type { I18n, TranslationKey, TranslationVars } from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Each entry (server per request, browser once) wraps the app in the language's strings. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * `const { t, i18n } = useTranslation()`: one context read, and the same `t` for every
 * component of a language (stable across renders, safe in dependency lists).
 */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  return { t: i18n.t, i18n };
}
