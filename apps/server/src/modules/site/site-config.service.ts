import { z } from 'zod';
import * as s from '@zay/contract';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { applyTranslation, translationsOf } from './translation/translation.service';
import { getConfig } from './config/config.service';

/** Stored settings with the defaults a fresh site answers with. */
const DEFAULTS = {
  site_info: s.DEFAULT_SITE_INFO,
  copyright: {
    copyright_desc: '',
    icp: '',
    gov_record: '',
    gov_url: '',
    company_name: '',
    copyright_link: '',
    logo: '',
  } satisfies s.Copyright,
  default_img: Object.fromEntries(s.DEFAULT_IMAGE_KEYS.map((k) => [k, ''])) as s.DefaultImages,
  /** `enabled` unset: the environment's CAPTCHA_ENABLED decides (captchaOn). */
  captcha_config: { login: 1, register: 1, find_password: 1 } as s.CaptchaConfig & { enabled?: 0 | 1 },
  servicer: { type: 'none', third: '' } satisfies s.ServicerConfig,
  hot_search_words: { words: '' },
  default_search_words: { words: '' },
  float_layer: { is_show: 0, title: '', url: { url: '' }, img_url: '', number: '' } satisfies s.FloatLayerConfig,
  category_config: { category: 1, img: 1 } satisfies s.CategoryConfig,
  shop_service: { list: [] as s.ShopService[] },
  // Whether the platform reviews shops' goods (ADR 090): new goods, and changes to approved ones. Off by default.
  goods_review: { new_goods: 0, edits: 0 },
};

const SCHEMAS = {
  site_info: s.siteInfoSchema,
  copyright: s.copyrightSchema,
  default_img: s.defaultImagesSchema,
  captcha_config: s.captchaConfigSchema.extend({ enabled: z.union([z.literal(0), z.literal(1)]).optional() }),
  servicer: s.servicerConfigSchema,
  hot_search_words: s.wordsSchema,
  default_search_words: s.wordsSchema,
  float_layer: s.floatLayerConfigSchema,
  category_config: s.categoryConfigSchema,
  shop_service: z.object({ list: z.array(s.shopServiceSchema) }),
  goods_review: z.object({
    new_goods: z.union([z.literal(0), z.literal(1)]),
    edits: z.union([z.literal(0), z.literal(1)]),
  }),
};

export type SiteConfigKey = keyof typeof DEFAULTS;

export function siteConfig<K extends SiteConfigKey>(db: Db, key: K): Promise<(typeof DEFAULTS)[K]> {
  return getConfig(db, key, SCHEMAS[key], DEFAULTS[key]) as Promise<(typeof DEFAULTS)[K]>;
}

/** The settings that hold platform text, stored in Burmese and translated (ADR 057). */
type TextKey = 'site_info' | 'float_layer' | 'hot_search_words' | 'default_search_words' | 'shop_service';

/** A text setting in the request's language; Burmese where its translation is missing or malformed. */
export async function siteText<K extends TextKey>(ctx: RequestContext, key: K): Promise<(typeof DEFAULTS)[K]> {
  const [value, found] = await Promise.all([siteConfig(ctx.db, key), translationsOf(ctx, 'config', [key])]);
  const parsed = SCHEMAS[key].safeParse(applyTranslation('config', value, found.get(key)));
  return parsed.success ? (parsed.data as (typeof DEFAULTS)[K]) : value;
}

/** The site's one shipping promise, in hours after payment (issue 35 §7): its setting, else SPEC's. */
export async function shipWithinHours(db: Db): Promise<number> {
  return (await siteConfig(db, 'site_info')).ship_within_hours ?? s.SHIP_WITHIN_HOURS;
}

/**
 * The footer's service promises in the request's language, `{hours}` in their texts being the
 * shipping promise, so the footer cannot promise other than the rest of the site.
 */
export async function shopServices(ctx: RequestContext): Promise<s.ShopService[]> {
  const [{ list }, hours] = await Promise.all([siteText(ctx, 'shop_service'), shipWithinHours(ctx.db)]);
  const fill = (text: string) => text.replaceAll('{hours}', String(hours));
  return list.map((x) => ({ ...x, service_name: fill(x.service_name), desc: fill(x.desc) }));
}

/**
 * Whether captchas are asked for: the platform's switch (issue 31, ADR 091), else the
 * environment's CAPTCHA_ENABLED (`envDefault`).
 */
export async function captchaOn(db: Db, envDefault: boolean): Promise<boolean> {
  const { enabled } = await siteConfig(db, 'captcha_config');
  return enabled === undefined ? envDefault : enabled === 1;
}
