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
      const missing = reference.filter((key) => !strings.exists(key));
      expect(missing, lang).toEqual([]);
    }
  });
});
