import { z } from 'zod';
import { PASSWORD_MAX } from '../common/constants';
import { idSchema } from '../common/fields';
import { ADDON_NAMES, DEFAULT_IMAGE_KEYS, SERVICER_TYPES, type DefaultImageKey } from '../content/site/site.schemas';
import { WITHDRAW_TYPES } from '../money/withdrawal/withdrawal.schemas';
import { PASSWORD_COMPLEXITIES } from '../validation/account.rules';
import { maxChars, singleLine } from '../validation/rule-helpers';

/*
 * The platform's site settings (issue 31, ADR 091): one group a form, each saved whole or not
 * at all (`/platform/api/settings/save` with `{group, value}`), each value checked here like any
 * input. The console reads every group it may change with `/platform/api/settings/get`.
 */

export const SETTINGS_GROUPS = [
  'site',
  'images',
  'status',
  'addons',
  'register',
  'service',
  'payment',
  'withdrawal',
  'points',
  'levels',
  'goods_review',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** One line of text, trimmed, at most `max` characters (code points). */
const line = (max: number) => z.string().trim().check(maxChars(max, 'FIELD_TOO_LONG'), singleLine());
/** Text that may break lines (a description, a benefit). */
const para = (max: number) => z.string().trim().check(maxChars(max, 'FIELD_TOO_LONG'));
const flag = z.union([z.literal(0), z.literal(1)]);
/** A whole number in [min, max]; a digit string is not taken, the console sends numbers. */
const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** The longest shipping promise the settings take: a week. */
export const SHIP_WITHIN_HOURS_MAX = 168;

/**
 * An image the platform shows: '' (none), an uploaded file (`upload/…`) or an http(s) address;
 * nothing that could leave an attribute or run (no quotes, brackets, spaces or other schemes).
 */
export const imagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^(|(https?:\/\/|\/?upload\/)[^\s"'<>`\\]+)$/, 'SETTINGS_IMAGE_INVALID');

/** A link opened from the storefront: http(s) only. */
const webLinkSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^(|https?:\/\/[^\s"'<>`\\]+)$/, 'SETTINGS_LINK_INVALID');

const siteTextsSchema = z.object({ title: line(60), desc: para(300), keywords: line(200) });

/** Title, logo, description, keywords, contacts and the QR code; the texts in Chinese and English too. */
export const siteGroupSchema = z.object({
  title: line(60).min(1, 'SETTINGS_TITLE_REQUIRED'),
  logo: imagePathSchema,
  desc: para(300),
  keywords: line(200),
  web_phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\d\s+()-]*$/, 'SETTINGS_PHONE_INVALID'),
  web_email: z.union([z.literal(''), z.email('EMAIL_INVALID').max(100)]),
  web_qrcode: imagePathSchema,
  /** The shipping promise every page shows: within this many hours of payment (1 to a week). */
  ship_within_hours: int(1, SHIP_WITHIN_HOURS_MAX),
  /** The storefront's texts in the other languages; '' falls back to the Burmese. */
  translations: z.object({ 'zh-cn': siteTextsSchema, 'en-us': siteTextsSchema }),
});
export type SiteGroup = z.infer<typeof siteGroupSchema>;

/** The images shown where a goods, member, shop… has none of its own. */
export const imagesGroupSchema = z.object(
  Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k) => [k, imagePathSchema])) as Record<
    DefaultImageKey,
    typeof imagePathSchema
  >,
);
export type ImagesGroup = z.infer<typeof imagesGroupSchema>;

/** Open (1) or closed (0): closed, every storefront page goes to /closed and the API answers SITE_CLOSE. */
export const statusGroupSchema = z.object({ web_status: flag, close_reason: para(200) });
export type StatusGroup = z.infer<typeof statusGroupSchema>;

/** The plugins installed; one left out answers "plugin not installed" (SPEC §1, §8). */
export const addonsGroupSchema = z.object({
  installed: z.array(z.enum(ADDON_NAMES)).max(ADDON_NAMES.length),
});
export type AddonsGroup = z.infer<typeof addonsGroupSchema>;

export const ACCOUNT_WAYS = ['username', 'mobile'] as const;
export const PASSWORD_LENGTH_MIN = 6;
export const PASSWORD_LENGTH_MAX = 32;

/** Who may register and log in how, the captcha, and the password rules of SPEC §5. */
export const registerGroupSchema = z.object({
  /** Ways to register; none = registration off ("register not enabled by platform"). */
  register: z.array(z.enum(ACCOUNT_WAYS)).max(2),
  /** Ways to log in; at least one. */
  login: z.array(z.enum(ACCOUNT_WAYS)).min(1, 'SETTINGS_LOGIN_REQUIRED').max(2),
  pwd_len: int(PASSWORD_LENGTH_MIN, Math.min(PASSWORD_LENGTH_MAX, PASSWORD_MAX)),
  pwd_complexity: z.array(z.enum(PASSWORD_COMPLEXITIES)).max(PASSWORD_COMPLEXITIES.length),
  /** Captchas on registration, SMS codes and (with `captcha_login`) password login. */
  captcha: flag,
  captcha_login: flag,
});
export type RegisterGroup = z.infer<typeof registerGroupSchema>;

/** Customer service: none, a third party's page, or Zay's own chat. */
export const serviceGroupSchema = z
  .object({ type: z.enum(SERVICER_TYPES), third: webLinkSchema })
  .refine((v) => v.type !== 'third' || v.third !== '', { message: 'SETTINGS_SERVICE_LINK', path: ['third'] });
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;

const walletSchema = z.object({ enabled: flag, name: line(40).min(1, 'FIELD_REQUIRED'), logo: imagePathSchema });

/** The payment methods offered and the bank account shown for transfers. */
export const paymentGroupSchema = z
  .object({
    balance: z.object({ enabled: flag }),
    offlinepay: z.object({
      enabled: flag,
      bank_name: line(60),
      account_bank: line(100),
      account_number: z
        .string()
        .trim()
        .max(40)
        .regex(/^[\d\s-]*$/, 'SETTINGS_ACCOUNT_NUMBER'),
      account_name: line(60),
      proof_hours: int(1, 24 * 30),
      reopen_minutes: int(1, 24 * 60),
      max_awaiting: int(1, 100),
    }),
    wechatpay: walletSchema,
    alipay: walletSchema,
  })
  .refine((v) => v.balance.enabled || v.offlinepay.enabled || v.wechatpay.enabled || v.alipay.enabled, {
    message: 'SETTINGS_PAY_NONE',
    path: ['balance'],
  })
  .refine((v) => !v.offlinepay.enabled || (v.offlinepay.account_number !== '' && v.offlinepay.account_name !== ''), {
    message: 'SETTINGS_BANK_REQUIRED',
    path: ['offlinepay', 'account_number'],
  });
export type PaymentGroup = z.infer<typeof paymentGroupSchema>;

/** Ten million Ks in minor units: a withdrawal minimum above it is a typo. */
export const WITHDRAW_MIN_MAX = 10_000_000_00;

/** Members' withdrawals: on or off, the minimum (minor units), the fee (hundredths of a percent), the ways. */
export const withdrawalGroupSchema = z.object({
  is_use: flag,
  min: int(1, WITHDRAW_MIN_MAX),
  rate: int(0, 10_000),
  is_auto_audit: flag,
  transfer_type: z.array(z.enum(WITHDRAW_TYPES)).min(1, 'SETTINGS_TRANSFER_REQUIRED').max(WITHDRAW_TYPES.length),
});
export type WithdrawalGroup = z.infer<typeof withdrawalGroupSchema>;

const rewardSchema = z.object({ day: int(1, 365), point: int(0, 100_000), growth: int(0, 100_000) });

/** Sign-in rewards (by streak day) and what a completed order earns. */
export const pointsGroupSchema = z.object({
  signin: z
    .object({
      is_use: flag,
      /** Days after which a streak starts again (0 = never). */
      cycle: int(0, 365),
      reward: z.array(rewardSchema).min(1).max(31),
    })
    .refine((s) => s.reward.every((r, i) => i === 0 || r.day > s.reward[i - 1]!.day), {
      message: 'SETTINGS_REWARD_DAYS',
      path: ['reward'],
    }),
  /** Growth per 100 Ks of a completed order, in percent (1 = 1 growth per 100 Ks). */
  return_growth_rate: int(0, 100),
  /** Points per 100 Ks of a completed order, in percent. */
  return_point_rate: int(0, 100),
});
export type PointsGroup = z.infer<typeof pointsGroupSchema>;

const levelSchema = z.object({
  /** A level kept; none for a new one. */
  level_id: idSchema.optional(),
  level_name: line(30).min(1, 'FIELD_REQUIRED'),
  level_name_en: line(30).min(1, 'FIELD_REQUIRED'),
  level_name_mm: line(30).min(1, 'FIELD_REQUIRED'),
  growth: int(0, 100_000_000),
  /** The level's benefits as members read them. */
  remark: para(300),
  remark_en: para(300),
  remark_mm: para(300),
});
export type LevelSetting = z.infer<typeof levelSchema>;
export const LEVELS_MAX = 10;

/** Member levels lowest first: the first needs 0 growth, each next one more than the last. */
export const levelsGroupSchema = z.object({
  levels: z
    .array(levelSchema)
    .min(1)
    .max(LEVELS_MAX)
    .refine((l) => l[0]?.growth === 0 && l.every((x, i) => i === 0 || x.growth > l[i - 1]!.growth), {
      message: 'SETTINGS_LEVELS_ORDER',
    })
    .refine((l) => new Set(l.map((x) => x.level_id).filter(Boolean)).size === l.filter((x) => x.level_id).length, {
      message: 'PARAMETER_ERROR',
    }),
});
export type LevelsGroup = z.infer<typeof levelsGroupSchema>;

/** Whether the platform reviews shops' goods before the storefront shows them (ADR 090, 099). */
export const goodsReviewGroupSchema = z.object({ new_goods: flag, edits: flag });
export type GoodsReviewGroup = z.infer<typeof goodsReviewGroupSchema>;

export const SETTINGS_SCHEMAS = {
  site: siteGroupSchema,
  images: imagesGroupSchema,
  status: statusGroupSchema,
  addons: addonsGroupSchema,
  register: registerGroupSchema,
  service: serviceGroupSchema,
  payment: paymentGroupSchema,
  withdrawal: withdrawalGroupSchema,
  points: pointsGroupSchema,
  levels: levelsGroupSchema,
  goods_review: goodsReviewGroupSchema,
} as const satisfies Record<SettingsGroup, z.ZodType>;

export type SettingsValues = { [G in SettingsGroup]: z.output<(typeof SETTINGS_SCHEMAS)[G]> };

const save = <G extends SettingsGroup>(group: G) =>
  z.object({ group: z.literal(group), value: SETTINGS_SCHEMAS[group] as (typeof SETTINGS_SCHEMAS)[G] });

/** One group and its whole value. */
export const settingsSaveBodySchema = z.discriminatedUnion('group', [
  save('site'),
  save('images'),
  save('status'),
  save('addons'),
  save('register'),
  save('service'),
  save('payment'),
  save('withdrawal'),
  save('points'),
  save('levels'),
  save('goods_review'),
]);
export type SettingsSaveBody = z.output<typeof settingsSaveBodySchema>;

/**
 * Every group the staff member may change (a group they may not is absent), as stored: a value
 * saved before these rules existed is shown as it is (and must be put right to be saved again),
 * so the answer is typed but not re-checked against the input rules.
 */
export const settingsSchema = z.object(
  Object.fromEntries(
    SETTINGS_GROUPS.map((g) => [g, z.custom((v) => typeof v === 'object' && v !== null).optional()]),
  ) as unknown as { [G in SettingsGroup]: z.ZodOptional<z.ZodType<SettingsValues[G]>> },
);
export type Settings = Partial<SettingsValues>;

export const settingsGroupBodySchema = z.object({ group: z.enum(SETTINGS_GROUPS) });
