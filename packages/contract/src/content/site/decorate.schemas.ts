import { z } from 'zod';
import { maxChars, singleLine } from '../../validation/rule-helpers';
import { advSchema, friendlyLinkSchema, navItemSchema } from './chrome.schemas';
import { FLOOR_STYLES, floorSchema } from './floor.schemas';

/*
 * The platform's decoration of the home page and the chrome (issue 31, ADR 104): adverts by
 * position, navigation, friendly links, search words and home floors, edited as one draft and
 * published at once. Texts shoppers read come in the three languages (`_mm` is the stored
 * Burmese, `_zh` and `_en` translations, '' = Burmese); a text is kept as typed and shown as
 * text, never as markup.
 */

export const DECORATE_TITLE_MAX = 60;
export const DECORATE_WORDS_MAX = 300;
export const DECORATE_MAX_ADVERTS = 60;
export const DECORATE_MAX_NAV = 20;
export const DECORATE_MAX_LINKS = 40;
export const DECORATE_MAX_FLOORS = 12;
export const DECORATE_MAX_FLOOR_IDS = 20;
/** How long a preview link opens the draft, in seconds. */
export const DECORATE_PREVIEW_SEC = 3600;
/** The latest time an advert's window may name: the year 2100 (epoch seconds). */
const TIME_MAX = 4_102_444_800;

const text = (max: number) =>
  z
    .string({ error: 'DECORATE_TEXT_INVALID' })
    .trim()
    .check(maxChars(max, 'DECORATE_TEXT_INVALID'), singleLine('DECORATE_TEXT_INVALID'));
const flag = z.union([z.literal(0), z.literal(1)], { error: 'FIELD_INVALID' });
const id = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/**
 * Where a shopper goes: '' (nowhere), a path of this site (`/list?…`, not `//host`) or an
 * http(s) address; no other scheme (`javascript:`, `data:`), no quotes, spaces or markup.
 */
export const decorateLinkSchema = z
  .string({ error: 'DECORATE_LINK_INVALID' })
  .trim()
  .max(300, 'DECORATE_LINK_INVALID')
  .regex(/^(|\/(?![/\\])[^\s"'<>`\\]*|https?:\/\/[^\s"'<>`\\/]+[^\s"'<>`\\]*)$/i, 'DECORATE_LINK_INVALID');

/** A picture: '' (none), an uploaded file (`upload/…`), a site path or an http(s) address. */
export const decorateImageSchema = z
  .string({ error: 'DECORATE_IMAGE_INVALID' })
  .trim()
  .max(300, 'DECORATE_IMAGE_INVALID')
  .regex(/^(|(https?:\/\/|\/(?![/\\])|upload\/)[^\s"'<>`\\]*)$/, 'DECORATE_IMAGE_INVALID');

const colourSchema = z
  .string({ error: 'FIELD_INVALID' })
  .trim()
  .regex(/^(|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$/, 'FIELD_INVALID');
const timeSchema = z.number({ error: 'FIELD_INVALID' }).int().min(0).max(TIME_MAX);

/**
 * An advert. `image` is the picture every language shows — a wordless one (ADR 097) — and
 * `image_zh` / `image_en` replace it in that language when set. Order is the list's order within
 * its position. `start_time` / `end_time`: its window (epoch seconds, 0 = unbounded).
 */
export const decorateAdvertSchema = z
  .object({
    adv_id: id,
    ap_id: id,
    title_mm: text(DECORATE_TITLE_MAX),
    title_zh: text(DECORATE_TITLE_MAX),
    title_en: text(DECORATE_TITLE_MAX),
    image: decorateImageSchema.refine((s) => s !== '', { message: 'DECORATE_IMAGE_REQUIRED' }),
    image_zh: decorateImageSchema,
    image_en: decorateImageSchema,
    url: decorateLinkSchema,
    background: colourSchema,
    state: flag,
    start_time: timeSchema,
    end_time: timeSchema,
  })
  .refine((a) => a.end_time === 0 || a.end_time > a.start_time, {
    message: 'DECORATE_WINDOW_INVALID',
    path: ['end_time'],
  });
export type DecorateAdvert = z.infer<typeof decorateAdvertSchema>;

const linkItem = {
  id,
  title_mm: text(DECORATE_TITLE_MAX).min(1, 'DECORATE_TITLE_REQUIRED'),
  title_zh: text(DECORATE_TITLE_MAX),
  title_en: text(DECORATE_TITLE_MAX),
  url: decorateLinkSchema.min(1, 'DECORATE_LINK_INVALID'),
  is_blank: flag,
  is_show: flag,
};
export const decorateNavSchema = z.object(linkItem);
export type DecorateNav = z.infer<typeof decorateNavSchema>;
export const decorateLinkItemSchema = z.object(linkItem);
export type DecorateLink = z.infer<typeof decorateLinkItemSchema>;

/** Comma-separated search words in each language; the first default word fills the search box. */
export const decorateWordsSchema = z.object({
  hot_mm: text(DECORATE_WORDS_MAX),
  hot_zh: text(DECORATE_WORDS_MAX),
  hot_en: text(DECORATE_WORDS_MAX),
  default_mm: text(DECORATE_WORDS_MAX),
  default_zh: text(DECORATE_WORDS_MAX),
  default_en: text(DECORATE_WORDS_MAX),
});
export type DecorateWords = z.infer<typeof decorateWordsSchema>;

const ids = z.array(id.min(1), { error: 'FIELD_INVALID' }).max(DECORATE_MAX_FLOOR_IDS, 'DECORATE_TOO_MANY');

/**
 * A home floor: its title in three languages, style, shown or not, and the goods and categories
 * it shows (the style's first goods and category slots; its pictures and brands stay as stored).
 */
export const decorateFloorSchema = z.object({
  id,
  title_mm: text(DECORATE_TITLE_MAX).min(1, 'DECORATE_TITLE_REQUIRED'),
  title_zh: text(DECORATE_TITLE_MAX),
  title_en: text(DECORATE_TITLE_MAX),
  block_name: z.enum(FLOOR_STYLES, { error: 'FIELD_INVALID' }),
  state: flag,
  goods_ids: ids,
  category_ids: ids,
});
export type DecorateFloor = z.infer<typeof decorateFloorSchema>;

/** The whole decoration: what the draft holds and what publishing writes. */
export const decorationSchema = z.object({
  adverts: z.array(decorateAdvertSchema).max(DECORATE_MAX_ADVERTS, 'DECORATE_TOO_MANY'),
  nav: z.array(decorateNavSchema).max(DECORATE_MAX_NAV, 'DECORATE_TOO_MANY'),
  links: z.array(decorateLinkItemSchema).max(DECORATE_MAX_LINKS, 'DECORATE_TOO_MANY'),
  words: decorateWordsSchema,
  floors: z.array(decorateFloorSchema).max(DECORATE_MAX_FLOORS, 'DECORATE_TOO_MANY'),
});
export type Decoration = z.infer<typeof decorationSchema>;

export const decoratePositionSchema = z.object({
  ap_id: z.number().int(),
  keyword: z.string(),
  ap_name: z.string(),
  ap_width: z.number().int(),
  ap_height: z.number().int(),
});
export type DecoratePosition = z.infer<typeof decoratePositionSchema>;

/** The console's view: the draft (the published decoration when none), whether it differs, the positions. */
export const decorateStateSchema = z.object({
  decoration: decorationSchema,
  /** 1 while a saved draft is not yet published. */
  draft: flag,
  positions: z.array(decoratePositionSchema),
  /** Opens the home page on the draft (`/?preview=…`) until `preview_expires`; '' without a draft. */
  preview_token: z.string(),
  preview_expires: z.number().int(),
});
export type DecorateState = z.infer<typeof decorateStateSchema>;

export const decorateSaveBodySchema = z.object({ decoration: decorationSchema });
export const decoratePreviewBodySchema = z.object({ preview: z.string().trim().min(1).max(64) });

/** The storefront's answers built from the draft, for the preview: adverts by position keyword. */
export const decoratePreviewSchema = z.object({
  adverts: z.record(z.string(), z.array(advSchema)),
  nav: z.array(navItemSchema),
  friendly_links: z.array(friendlyLinkSchema),
  hot_search_words: z.string(),
  default_search_words: z.string(),
  floors: z.array(floorSchema),
});
export type DecoratePreview = z.infer<typeof decoratePreviewSchema>;
