import { LANGS, type Lang } from '@zay/contract';
import { ARTICLES, PHRASES, SITE_KEYWORDS, type Article } from './content-translations';
import { AGREEMENT, SHOP_SERVICES, SITE_TEXT } from './content-data';
import { insertPlain, type Trx } from './insert';

type Other = Exclude<Lang, 'md-mm'>;
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
