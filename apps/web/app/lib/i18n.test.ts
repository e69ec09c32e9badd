import { describe, expect, it } from 'vitest';
import enUs from '../locales/en-us.json';
import mdMm from '../locales/md-mm.json';
import zhCn from '../locales/zh-cn.json';
import { createI18n, type Messages } from './i18n';

const sample = {
  ...enUs,
  test: { hello: 'Hello {{name}}, {{ count }} new', plain: 'Plain {{text}}', deep: { leaf: 'Leaf' } },
} as unknown as Messages;
const i18n = createI18n('en-us', sample);
const t = i18n.t as (key: string, vars?: Record<string, unknown>) => string;

describe('createI18n', () => {
  it('looks up nested keys and fills {{placeholders}}', () => {
    expect(t('test.deep.leaf')).toBe('Leaf');
    expect(t('test.hello', { name: 'Ma Ma', count: 3 })).toBe('Hello Ma Ma, 3 new');
  });

  it('treats placeholders as i18next did: unpassed stays, null or undefined is blank, no vars means as written', () => {
    expect(t('test.hello', { name: 'A' })).toBe('Hello A, {{ count }} new');
    expect(t('test.hello', { name: null, count: undefined })).toBe('Hello ,  new');
    expect(t('test.plain')).toBe('Plain {{text}}');
    // Values are text: no second round of interpolation, no HTML meaning here (React escapes it).
    expect(t('test.plain', { text: '{{name}} <b>' })).toBe('Plain {{name}} <b>');
  });

  it('answers a missing key with the key, and says which keys exist', () => {
    expect(t('test.nope')).toBe('test.nope');
    expect(i18n.exists('test.deep.leaf')).toBe(true);
    expect(i18n.exists('test.deep')).toBe(false);
    expect(i18n.exists('test.nope')).toBe(false);
    expect(i18n.language).toBe('en-us');
  });

  it('picks the plural form by count and the language’s rules (issue 35 §11)', () => {
    const en = createI18n('en-us', enUs);
    expect(en.t('money.streak', { days: 1, count: 1 })).toBe('Signed in 1 day in a row');
    expect(en.t('money.streak', { days: 2, count: 2 })).toBe('Signed in 2 days in a row');
    expect(en.t('seller.count', { count: 1 })).toBe('1 order');
    expect(en.t('seller.count', { count: 0 })).toBe('0 orders');
    expect(en.t('order.goodsCount', { count: 1 })).toBe('1 item');
    expect(en.t('order.goodsCount', { count: 3 })).toBe('3 items');
    expect(en.exists('seller.count')).toBe(true);
    const my = createI18n('md-mm', mdMm as Messages);
    expect(my.t('money.streak', { days: 1, count: 1 })).toBe('ဆက်တိုက် 1 ရက် စာရင်းသွင်းထားသည်');
    expect(createI18n('zh-cn', zhCn as Messages).t('seller.count', { count: 1 })).toBe(
      zhCn.seller.count_other.replace('{{count}}', '1'),
    );
  });

  it('shows no count with an English plural noun where the count may be 1', () => {
    const all = (tree: object, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [[prefix + k, v] as [string, string]] : all(v as object, `${prefix}${k}.`),
      );
    // "{{count}} orders", "{{days}} days": a key with such a text needs its `_one` form.
    const countNoun =
      /\{\{(count|days|point|hours)\}\} (more )?(items|orders|days|reviews|points|hours|shops|brands|members|actions|changes|withdrawals|footprints|pictures)\b|\(s\)/;
    const single = all(enUs).filter(([key, text]) => countNoun.test(text) && !key.endsWith('_other'));
    expect(single.map(([key]) => key)).toEqual([]);
  });

  it('finds every string of every language under the same keys', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`),
      );
    const reference = keys(enUs).sort();
    for (const [lang, messages] of [
      ['md-mm', mdMm],
      ['zh-cn', zhCn],
    ] as const) {
      const strings = createI18n(lang, messages as Messages);
      // A plural form the language does not have (Burmese and Chinese: `other` only) is not missing.
      const forms = new Intl.PluralRules(lang === 'md-mm' ? 'my' : 'zh-CN').resolvedOptions().pluralCategories;
      const needed = (key: string) => {
        const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        return !form || (forms as string[]).includes(form);
      };
      const own = keys(messages);
      const missing = reference.filter((key) => needed(key) && !own.includes(key));
      expect(missing, lang).toEqual([]);
      expect(
        reference.filter((key) => !strings.exists(key.replace(/_(one|other)$/, ''))),
        lang,
      ).toEqual([]);
    }
  });
});
