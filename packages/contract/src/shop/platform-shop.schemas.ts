import { z } from 'zod';
import { idSchema } from '../common/fields';
import { maxChars, minChars, requiredText } from '../validation/rule-helpers';
import { platformShopRowSchema } from './shop-apply.schemas';

/*
 * The platform runs its shops (issue 31, ADR 103): every shop with search and filters, one shop's
 * detail, freezing and unfreezing with a reason the owner reads.
 */

/** `shop_status`: 1 open, 0 closed by its owner, −1 frozen by the platform. */
export const SHOP_FROZEN = -1;

/** The shop list's filter by state. */
export const PLATFORM_SHOP_STATES = ['all', 'open', 'closed', 'frozen'] as const;
export type PlatformShopState = (typeof PLATFORM_SHOP_STATES)[number];

export const SHOP_FREEZE_REASON_MAX = 200;

export const platformShopIdBodySchema = z.object({ site_id: idSchema });

export const platformShopFreezeBodySchema = z.object({
  site_id: idSchema,
  reason: requiredText('SHOP_FREEZE_REASON_REQUIRED').check(
    minChars(1, 'SHOP_FREEZE_REASON_REQUIRED'),
    maxChars(SHOP_FREEZE_REASON_MAX, 'FIELD_TOO_LONG'),
  ),
});

/** One shop for the platform: its row, owner, what it holds and sells, the freeze. */
export const platformShopDetailSchema = platformShopRowSchema.extend({
  full_address: z.string(),
  freeze_reason: z.string(),
  freeze_time: z.number().int(),
  owner_username: z.string(),
  owner_mobile: z.string(),
  staff_count: z.number().int(),
  goods_count: z.number().int(),
  order_count: z.number().int(),
  /** Orders neither completed nor closed: they go on through a freeze. */
  open_order_count: z.number().int(),
  completed_order_count: z.number().int(),
  /** What completed orders were paid, in Ks. */
  sales: z.string(),
});
export type PlatformShopDetail = z.infer<typeof platformShopDetailSchema>;
