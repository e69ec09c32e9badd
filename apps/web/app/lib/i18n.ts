import type { Lang } from '@zay/contract';
import type messages from '../locales/en-us.json';

/** The shape every locale file shares (en-us is the reference; the others have the same keys). */
export type Messages = typeof messages;

type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`;
/**
 * A locale file: Messages, except that plural forms other than `_other` are there only in the
 * languages that have them (Burmese and Chinese have `_other` alone).
 */
export type LocaleFile<T = Messages> = {
  [K in keyof T as K extends PluralForm ? never : K]: T[K] extends string ? string : LocaleFile<T[K]>;
} & { [K in keyof T as K extends PluralForm ? K : never]?: string };

/** Every dotted path to a string in the locale files: `t('goodsDetail.addToCart')`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A key with plural forms (`orders.count_one`, `orders.count_other`) is also called by its base. */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
export type TranslationKey = Leaves<Messages> | PluralBase<Leaves<Messages>>;

export type TranslationVars = Record<string, string | number | null | undefined>;

export interface I18n {
  readonly language: Lang;
  /**
   * The string at `key` with `{{name}}` replaced by `vars.name`; the key itself when there is none.
   * With a numeric `vars.count`, `key_one`, `key_few`, … `key_other` is chosen by the language's
   * plural rules (Intl.PluralRules): "1 order", "2 orders"; Burmese and Chinese have `_other` only.
   */
  t(key: TranslationKey, vars?: TranslationVars): string;
  /** Whether `key` names a string (for keys built at run time, e.g. from an API error code). */
  exists(key: string): key is TranslationKey;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The language tags Intl knows the app's languages by. */
const INTL_TAG: Record<Lang, string> = { 'md-mm': 'my', 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

function flatten(tree: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (value && typeof value === 'object') flatten(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

/**
 * Strings for one language: a flat lookup built once, and `{{var}}` interpolation (values are
 * inserted as text; React escapes them when rendering), and plural forms by `count` as i18next
 * names them (issue 35 §11). Nothing else of i18next was used: no nesting references or formatters.
 */
export function createI18n(language: Lang, tree: LocaleFile): I18n {
  const strings = flatten(tree, '', new Map());
  const plural = new Intl.PluralRules(INTL_TAG[language]);
  const lookup = (key: string, count: unknown) => {
    if (typeof count !== 'number') return strings.get(key);
    return strings.get(`${key}_${plural.select(count)}`) ?? strings.get(`${key}_other`) ?? strings.get(key);
  };
  const i18n: I18n = {
    language,
    t(key, vars) {
      const text = lookup(key, vars?.count);
      if (text === undefined) return key;
      if (!vars || !text.includes('{{')) return text;
      // As i18next did: a name not passed at all stays visible, one passed as null/undefined is blank.
      return text.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name] ?? '') : whole));
    },
    exists: (key): key is TranslationKey => strings.has(key) || strings.has(`${key}_other`),
  };
  return i18n;
}
