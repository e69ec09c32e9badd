import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { commissionSchema } from '../../catalog/catalog-console.schemas';
import { platformShopDetailSchema } from '../../shop/platform-shop.schemas';

/*
 * A shop's commission and settlement for the platform (issue 31, ADR 103). Rates are in hundredths
 * of a percent; null: none set at that level.
 */

export const shopCommissionSchema = z.object({
  /** The rate the platform set for this shop. */
  own: z.number().int().nullable(),
  /** The rate of the shop's main business category (a top category), when it has one. */
  category: z.number().int().nullable(),
  /** The platform's default rate. */
  platform: z.number().int(),
  /** What the next order pays: own, else category, else platform. */
  effective: z.number().int(),
});
export type ShopCommission = z.infer<typeof shopCommissionSchema>;

export const shopSettlementTotalsSchema = z.object({
  income: z.string(),
  refunded: z.string(),
  commission: z.string(),
  balance: z.string(),
});

export const platformShopFullSchema = platformShopDetailSchema.extend({
  commission: shopCommissionSchema,
  settlement: shopSettlementTotalsSchema,
});
export type PlatformShopFull = z.infer<typeof platformShopFullSchema>;

export const shopCommissionBodySchema = z.object({ site_id: idSchema, commission_rate: commissionSchema });
