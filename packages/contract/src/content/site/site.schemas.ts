import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import {
  advDetailSchema,
  categoryNodeSchema,
  friendlyLinkSchema,
  helpClassSchema,
  navItemSchema,
  shopServiceSchema,
} from './chrome.schemas';

const flag = z.number().int();

export const siteInfoSchema = z.object({
  title: z.string(),
  logo: z.string(),
  desc: z.string(),
  keywords: z.string(),
  web_status: flag,
  close_reason: z.string(),
  web_qrcode: z.string(),
  web_phone: z.string(),
  web_email: z.string(),
  /** 1 while wallet payments go to the bundled sandbox (anyone can confirm their own): pages say so. */
  demo_payments: flag.optional(),
  /**
   * The site's one shipping promise (issue 35 §7): orders ship within this many hours of payment.
   * Unset: SHIP_WITHIN_HOURS, SPEC's "within 2 hours". Not a field of the API family.
   */
  ship_within_hours: z.number().int().positive().optional(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The site's settings before an admin fills them in; pages also show them when the call fails. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  title: 'Zay',
  logo: '',
  desc: '',
  keywords: '',
  web_status: 1,
  close_reason: '',
  web_qrcode: '',
  web_phone: '',
  web_email: '',
};

export const copyrightSchema = z.object({
  copyright_desc: z.string(),
  icp: z.string(),
  gov_record: z.string(),
  gov_url: z.string(),
  company_name: z.string(),
  copyright_link: z.string(),
  logo: z.string(),
});
export type Copyright = z.infer<typeof copyrightSchema>;

export const DEFAULT_IMAGE_KEYS = [
  'default_goods_img',
  'default_headimg',
  'default_shop_img',
  'default_city_img',
  'default_supply_img',
  'default_store_img',
  'default_category_img',
  'default_brand_img',
] as const;
export type DefaultImageKey = (typeof DEFAULT_IMAGE_KEYS)[number];
export const defaultImagesSchema = z.object(
  Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k) => [k, z.string()])) as Record<DefaultImageKey, z.ZodString>,
);
export type DefaultImages = z.infer<typeof defaultImagesSchema>;

/**
 * A page's QR code: `url` the page, `img` the absolute URL of a PNG of it that Zay serves
 * (cacheable, usable from other origins; issue 32 §2); `path.h5` repeats them where this
 * family's clients read them.
 */
const qrcodeImageSchema = z.object({ url: z.string(), img: z.string() });
export const qrcodeSchema = qrcodeImageSchema.extend({ path: z.object({ h5: qrcodeImageSchema }) });
export type Qrcode = z.infer<typeof qrcodeSchema>;
export const wapQrcodeSchema = qrcodeSchema;

export const websiteSchema = z.object({
  site_id: z.number().int(),
  site_area_id: z.number().int(),
  site_area_name: z.string(),
  title: z.string(),
  logo: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const captchaConfigSchema = z.object({ login: flag, register: flag, find_password: flag });
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

export const SERVICER_TYPES = ['none', 'third', 'system'] as const;
export const servicerConfigSchema = z.object({ type: z.enum(SERVICER_TYPES), third: z.string() });
export type ServicerConfig = z.infer<typeof servicerConfigSchema>;

export const wordsSchema = z.object({ words: z.string() });

/** The float layer as stored in the settings; its link is `{url}`. */
export const floatLayerConfigSchema = z.object({
  is_show: flag,
  title: z.string(),
  url: z.object({ url: z.string() }),
  img_url: z.string(),
  number: z.string(),
});
export type FloatLayerConfig = z.infer<typeof floatLayerConfigSchema>;
/** `pc/floatLayer`: the link travels as a JSON string holding `url`, like `nav_url` and `adv_url`. */
export const floatLayerSchema = floatLayerConfigSchema.extend({ url: z.string() });
export type FloatLayer = z.infer<typeof floatLayerSchema>;

export const categoryConfigSchema = z.object({ category: z.number().int().min(1).max(3), img: flag });
export type CategoryConfig = z.infer<typeof categoryConfigSchema>;

/** Installed plugins: addon name → 1 installed, 0 absent. */
export const ADDON_NAMES = [
  'seckill',
  'groupbuy',
  'bundling',
  'topic',
  'coupon',
  'platformcoupon',
  'manjian',
  'live',
  'memberrecharge',
  'memberwithdraw',
  'city',
] as const;
export type AddonName = (typeof ADDON_NAMES)[number];
export const addonsSchema = z.record(z.string(), flag);

export const regionSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  level: z.number().int(),
});
export type Region = z.infer<typeof regionSchema>;
/** A city (a level-2 region) as the city picker of this family reads it: `title` is its name. */
export const citySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Zay's addition: the state or region the city belongs to (the picker groups by it). */
  pid: z.number().int(),
});
/** A city site (`website`), its area named in the request's language. */
export const citySiteSchema = z.object({
  site_id: z.number().int(),
  site_area_id: z.number().int(),
  site_area_name: z.string(),
  title: z.string(),
});
export type CitySite = z.infer<typeof citySiteSchema>;
export type City = z.infer<typeof citySchema>;

export const siteIdBodySchema = z.object({ site_id: intSchema.optional() });
export const advBodySchema = z.object({ keyword: z.string().trim().min(1).max(50) });
export const regionBodySchema = z.object({ pid: intSchema.pipe(z.number().int().min(0)).default(0) });
export const categoryTreeBodySchema = z.object({ level: intSchema.pipe(z.number().int().min(1).max(3)).default(3) });
export const websiteByAddressBodySchema = z.object({
  province: z.string().max(50).optional(),
  city: z.string().max(50).optional(),
  district: z.string().max(50).optional(),
  region_id: idSchema.optional(),
});

/**
 * Zay's own call: everything the storefront's header, menus, sidebar and footer show, in one
 * answer. While the site is closed only `site` is filled (the rest is null or empty).
 */
export const layoutSchema = z.object({
  site: siteInfoSchema,
  copyright: copyrightSchema.nullable(),
  default_images: defaultImagesSchema.nullable(),
  /** The mobile site's QR code, without the `path` copy (every page carries this answer). */
  wap_qrcode: qrcodeImageSchema.nullable(),
  servicer: servicerConfigSchema.nullable(),
  category_config: categoryConfigSchema.nullable(),
  category_tree: z.array(categoryNodeSchema),
  nav: z.array(navItemSchema),
  hot_search_words: z.string(),
  default_search_words: z.string(),
  friendly_links: z.array(friendlyLinkSchema),
  help_classes: z.array(helpClassSchema),
  shop_services: z.array(shopServiceSchema),
  top_banner: advDetailSchema.nullable(),
});
export type Layout = z.infer<typeof layoutSchema>;

/** The chrome of a closed site (or of a failed layout call): nothing but the site itself. */
export const EMPTY_CHROME: Omit<Layout, 'site'> = {
  copyright: null,
  default_images: null,
  wap_qrcode: null,
  servicer: null,
  category_config: null,
  category_tree: [],
  nav: [],
  hot_search_words: '',
  default_search_words: '',
  friendly_links: [],
  help_classes: [],
  shop_services: [],
  top_banner: null,
};
