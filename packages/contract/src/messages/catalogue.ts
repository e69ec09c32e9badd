import { errorSpec, type ErrorKey } from '../common/errors';
import { DEFAULT_LANG, type Lang } from '../common/lang';
import { enUs, type MessageKey } from './en-us';
import { mdMm } from './md-mm';
import { zhCn } from './zh-cn';

export type { MessageKey } from './en-us';
export type MessageParams = Record<string, string | number>;

export const MESSAGES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = {
  'en-us': enUs,
  'zh-cn': zhCn,
  'md-mm': mdMm,
};

export const MESSAGE_KEYS = Object.keys(enUs) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(enUs, value);
}

/** Fills `{name}` placeholders; a placeholder without a param stays visible so the gap is noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The text of `key` in `lang` (unknown languages fall back to the default language). */
export function message(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const table = MESSAGES[lang] ?? MESSAGES[DEFAULT_LANG];
  return interpolate(table[key] ?? enUs[key] ?? key, params);
}

/** The text of the failure `key` in `lang`: its own, or the one the error table names for it. */
export function errorMessage(lang: Lang, key: ErrorKey, params?: MessageParams): string {
  return message(lang, errorSpec(key).message, params);
}
