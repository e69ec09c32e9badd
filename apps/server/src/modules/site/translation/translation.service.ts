import { DEFAULT_LANG, type Lang } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { listTranslations, upsertTranslation } from './translation.repository';

/**
 * Platform content stored in Burmese with translations beside it (ADR 057). Every kind names the
 * fields a translation may replace; ids, links, order and flags always come from the Burmese row.
 */
export const TRANSLATED_FIELDS = {
  help_class: ['class_name'],
  help: ['title', 'content'],
  notice: ['title', 'content'],
  nav: ['nav_title'],
  // An advert's picture may be drawn per language (ADR 104); without one the stored picture serves all.
  adv: ['adv_title', 'adv_image'],
  friendly_link: ['link_title'],
  floor: ['title', 'texts'],
  topic: ['topic_name', 'remark'],
  // Catalogue and promotion text the seed writes in Burmese (ADR 097); a shop's own goods keep
  // their text where no translation exists.
  goods: ['goods_name', 'introduction', 'goods_content', 'unit'],
  sku: ['sku_name'],
  shop: ['category_name', 'level_name'],
  manjian: ['manjian_name'],
  coupon_type: ['coupon_name'],
  live: ['name'],
  /** A glossary keyed by the Burmese text itself: spec and attribute names and values. */
  term: ['text'],
  // Settings are keyed by their config key; each lists the parts of its value in Burmese.
  config: ['words', 'list', 'desc', 'keywords', 'title', 'agreement_title', 'agreement_content'],
} as const;
export type ContentKind = keyof typeof TRANSLATED_FIELDS;

type Fields = Record<string, unknown>;

function parseFields(text: string): Fields {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
  } catch {
    return {};
  }
}

/** The translations of `refs` in the request's language, by ref; none for Burmese. */
export async function translationsOf(
  ctx: RequestContext,
  kind: ContentKind,
  refs: (string | number)[],
): Promise<Map<string, Fields>> {
  if (ctx.lang === DEFAULT_LANG || refs.length === 0) return new Map();
  const unique = [...new Set(refs.map(String))];
  const rows = await listTranslations(ctx.db, kind, unique, ctx.lang);
  return new Map(rows.map((r) => [r.ref, parseFields(r.fields)]));
}

/** The stored translations of `refs` in `lang`, by ref (a console's editor shows them as they are). */
export async function storedTranslations(
  ctx: RequestContext,
  kind: ContentKind,
  refs: (string | number)[],
  lang: Exclude<Lang, 'md-mm'>,
): Promise<Map<string, Fields>> {
  const rows = await listTranslations(ctx.db, kind, [...new Set(refs.map(String))], lang);
  return new Map(rows.map((r) => [r.ref, parseFields(r.fields)]));
}

/** A translated value replaces the Burmese one only when it has the same type and is not empty. */
function usable(original: unknown, translated: unknown): boolean {
  if (translated === undefined || translated === null || typeof translated !== typeof original) return false;
  if (typeof translated === 'string') return translated.trim() !== '';
  if (Array.isArray(original)) return Array.isArray(translated) && translated.length > 0;
  return typeof translated === 'object';
}

/** `row` with the translatable fields of `kind` taken from `fields` where it has them. */
export function applyTranslation<T extends object>(kind: ContentKind, row: T, fields: Fields | undefined): T {
  if (!fields) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const name of TRANSLATED_FIELDS[kind] as readonly string[])
    if (name in out && usable(out[name], fields[name])) out[name] = fields[name];
  return out as T;
}

/** `rows` in the request's language, Burmese where a translation or one of its fields is missing. */
export async function translateRows<T extends object>(
  ctx: RequestContext,
  kind: ContentKind,
  rows: T[],
  refOf: (row: T) => string | number,
): Promise<T[]> {
  const found = await translationsOf(ctx, kind, rows.map(refOf));
  if (found.size === 0) return rows;
  return rows.map((row) => applyTranslation(kind, row, found.get(String(refOf(row)))));
}

/**
 * The glossary's words for `texts` (kind `term`, keyed by the Burmese text): a function giving
 * each text in the request's language, the text itself where the glossary has none.
 */
export async function termsOf(ctx: RequestContext, texts: string[]): Promise<(text: string) => string> {
  const found = await translationsOf(
    ctx,
    'term',
    texts.filter((t) => t !== ''),
  );
  if (found.size === 0) return (text) => text;
  return (text) => applyTranslation('term', { text }, found.get(text)).text;
}

/**
 * Stores the translation of one piece of content in one language (the seam for the platform
 * console's editor and for the seed). Burmese is the content itself, never a translation.
 */
export async function saveTranslation(
  ctx: RequestContext,
  kind: ContentKind,
  ref: string | number,
  lang: Exclude<Lang, 'md-mm'>,
  fields: Fields,
): Promise<void> {
  await upsertTranslation(ctx.db, {
    kind,
    ref: String(ref),
    lang,
    fields: JSON.stringify(fields),
    update_time: ctx.now(),
  });
}
