import { LANGS, type Lang } from '@zay/contract';
import { ARTICLES, PHRASES, SITE_KEYWORDS, type Article } from './content-translations';
import { AGREEMENT, SHOP_SERVICES, SITE_TEXT } from './content-data';
import { insertPlain, type Trx } from './insert';
import { glossary, INTERFACE_TEXT } from './interface-text';
import type { ContentKind } from '../../modules/site';

export type Other = Exclude<Lang, 'md-mm'>;
const OTHERS = LANGS.filter((l): l is Other => l !== 'md-mm');
type Row = { kind: string; ref: string; lang: string; fields: string; update_time: number };

const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');

/** The phrase in `lang`, or undefined when it has no translation (the Burmese then shows). */
function phrase(burmese: string, lang: Other): string | undefined {
  const pair = PHRASES[burmese];
  return pair ? pair[lang === 'zh-cn' ? 0 : 1] : undefined;
}
/** Hot words: Latin brand names are the same in every language. */
const word = (w: string, lang: Other) => phrase(w, lang) ?? w;

function article(burmeseTitle: string, lang: Other): Article | undefined {
  return ARTICLES[burmeseTitle]?.[lang];
}

type Piece = { kind: string; ref: string | number; fields: (lang: Other) => Record<string, unknown> | undefined };

async function contentPieces(trx: Trx): Promise<Piece[]> {
  const [classes, help, notices, nav, adverts, floors] = await Promise.all([
    trx.selectFrom('help_class').select(['class_id', 'class_name']).execute(),
    trx.selectFrom('help').select(['id', 'title']).execute(),
    trx.selectFrom('notice').select(['id', 'title']).execute(),
    trx.selectFrom('nav').select(['id', 'nav_title']).execute(),
    trx.selectFrom('adv').select(['adv_id', 'adv_title']).execute(),
    trx.selectFrom('floor').select(['id', 'title', 'value']).execute(),
  ]);
  const articleFields = (title: string) => (lang: Other) => {
    const found = article(title, lang);
    return found && { title: found.title, content: paragraphs(found.paragraphs) };
  };
  const floorFields = (f: (typeof floors)[number]) => (lang: Other) => {
    const slots = JSON.parse(f.value) as Record<string, { type: string; value: { text?: string } }>;
    const texts = Object.fromEntries(
      Object.entries(slots)
        .filter(([, s]) => s.type === 'text' && s.value.text)
        .map(([name, s]) => [name, phrase(s.value.text!, lang)]),
    );
    return { title: phrase(f.title, lang), texts };
  };
  return [
    ...classes.map((c) => ({
      kind: 'help_class',
      ref: c.class_id,
      fields: (l: Other) => ({ class_name: phrase(c.class_name, l) }),
    })),
    ...help.map((h) => ({ kind: 'help', ref: h.id, fields: articleFields(h.title) })),
    ...notices.map((n) => ({ kind: 'notice', ref: n.id, fields: articleFields(n.title) })),
    ...nav.map((n) => ({ kind: 'nav', ref: n.id, fields: (l: Other) => ({ nav_title: phrase(n.nav_title, l) }) })),
    ...adverts.map((ad) => ({
      kind: 'adv',
      ref: ad.adv_id,
      fields: (l: Other) => ({ adv_title: phrase(ad.adv_title, l) }),
    })),
    ...floors.map((f) => ({ kind: 'floor', ref: f.id, fields: floorFields(f) })),
  ];
}

function configPieces(): Piece[] {
  const config = (ref: string, fields: Piece['fields']): Piece => ({ kind: 'config', ref, fields });
  return [
    config('site_info', (l) => ({ desc: phrase(SITE_TEXT.desc, l), keywords: SITE_KEYWORDS[l] })),
    config('float_layer', (l) => ({ title: phrase(SITE_TEXT.floatTitle, l) })),
    config('hot_search_words', (l) => ({ words: SITE_TEXT.hotWords.map((w) => word(w, l)).join(',') })),
    config('default_search_words', (l) => ({ words: word(SITE_TEXT.defaultWord, l) })),
    config('shop_service', (l) => ({
      list: SHOP_SERVICES.map((s, i) => ({
        id: i + 1,
        service_name: phrase(s.service_name, l) ?? s.service_name,
        desc: phrase(s.desc, l) ?? s.desc,
        icon: '',
      })),
    })),
    config('register_config', (l) => {
      const found = article(AGREEMENT.title, l);
      return found && { agreement_title: found.title, agreement_content: paragraphs(found.paragraphs) };
    }),
  ];
}

/** One piece of seeded text in Chinese and English, for `writeTranslations`. */
export interface SeedTranslation {
  kind: ContentKind;
  ref: string | number;
  fields: Record<Other, Record<string, unknown>>;
}

/**
 * Writes translations the way `saveTranslation` does (ADR 057, 097), in batches: the seed writes
 * thousands of goods and SKUs.
 */
export async function writeTranslations(trx: Trx, pieces: SeedTranslation[], now: number): Promise<void> {
  const rows: Row[] = pieces.flatMap((p) =>
    OTHERS.map((lang) => ({
      kind: p.kind,
      ref: String(p.ref),
      lang,
      fields: JSON.stringify(p.fields[lang]),
      update_time: now,
    })),
  );
  await insertPlain(rows, (b) => trx.insertInto('content_translation').values(b).execute());
}

/**
 * Writes the Chinese and English translation of every platform text the seed wrote in Burmese
 * (ADR 057); run after the content and settings are inserted.
 */
export async function insertTranslations(trx: Trx, now: number): Promise<void> {
  const pieces = [...(await contentPieces(trx)), ...configPieces()];
  const rows: Row[] = [];
  for (const piece of pieces)
    for (const lang of OTHERS) {
      const fields = piece.fields(lang);
      if (fields)
        rows.push({ kind: piece.kind, ref: String(piece.ref), lang, fields: JSON.stringify(fields), update_time: now });
    }
  await insertPlain(rows, (b) => trx.insertInto('content_translation').values(b).execute());
}

/** The Chinese and English of a Burmese interface text, or undefined when it has none. */
function interfaceFields(mm: string, field: string): Record<Other, Record<string, unknown>> | undefined {
  const found = INTERFACE_TEXT.get(mm);
  return found && { 'zh-cn': { [field]: found.zh }, 'en-us': { [field]: found.en } };
}

/**
 * Writes the Chinese and English of the interface text the seed wrote in Burmese into shops,
 * spend-and-save promotions, coupon types and live rooms, and the glossary of spec and attribute
 * words (ADR 097); run after all of them are inserted.
 */
export async function insertInterfaceTranslations(trx: Trx, now: number): Promise<void> {
  const [shops, manjian, coupons, rooms] = await Promise.all([
    trx.selectFrom('shop').select(['site_id', 'category_name', 'level_name']).execute(),
    trx.selectFrom('promotion_manjian').select(['manjian_id', 'manjian_name']).execute(),
    trx.selectFrom('coupon_type').select(['coupon_type_id', 'coupon_name']).execute(),
    trx.selectFrom('live_room').select(['id', 'name']).execute(),
  ]);
  const pieces: SeedTranslation[] = [];
  const push = (kind: ContentKind, ref: number | string, fields: SeedTranslation['fields'] | undefined) => {
    if (fields) pieces.push({ kind, ref, fields });
  };
  for (const s of shops) {
    const business = interfaceFields(s.category_name, 'category_name');
    const level = interfaceFields(s.level_name, 'level_name');
    if (business || level)
      push('shop', s.site_id, {
        'zh-cn': { ...business?.['zh-cn'], ...level?.['zh-cn'] },
        'en-us': { ...business?.['en-us'], ...level?.['en-us'] },
      });
  }
  for (const m of manjian) push('manjian', m.manjian_id, interfaceFields(m.manjian_name, 'manjian_name'));
  for (const c of coupons) push('coupon_type', c.coupon_type_id, interfaceFields(c.coupon_name, 'coupon_name'));
  for (const r of rooms) push('live', r.id, interfaceFields(r.name, 'name'));
  for (const [mm, words] of glossary()) push('term', mm, { 'zh-cn': { text: words.zh }, 'en-us': { text: words.en } });
  await writeTranslations(trx, pieces, now);
}
