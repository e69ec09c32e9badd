import { z } from 'zod';
import { consoleIdsSchema, idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf } from '../../common/paging';
import { promotionOrderBodySchema } from '../../trade/checkout/checkout.schemas';
import { skuIdBodySchema } from '../../catalog/goods.schemas';
import { purchaseQuantitySchema } from '../../validation/order.rules';

const int = z.number().int();

/** A package holds 2 … BUNDLING_GOODS_MAX SKUs of one shop (ADR 071). */
export const BUNDLING_GOODS_MAX = 10;

/** shipping_fee_type (API-SHAPES-MORE §5.4): 1 the shop pays delivery (free for the buyer), 2 the buyer pays. */
export const BUNDLING_SHIPPING = { SELLER: 1, BUYER: 2 } as const;

/** One SKU of a package, one unit of it per package; `stock` is the SKU's. */
export const bundlingGoodsSchema = z.object({
  sku_id: int,
  goods_id: int,
  sku_name: z.string(),
  price: moneySchema,
  sku_image: z.string(),
  /** Zay: this SKU's share of the package price (the discount spread over the goods, ADR 071). */
  promotion_price: moneySchema,
  stock: int,
  unit: z.string(),
  goods_state: int,
  verify_state: int,
});
export type BundlingGoods = z.infer<typeof bundlingGoodsSchema>;

/**
 * A package (bundling/detail, one item of bundling/lists): `goods_money` is what its SKUs cost
 * bought separately; status 0 off, 1 on.
 */
export const bundlingSchema = z.object({
  bl_id: int,
  bl_name: z.string(),
  site_id: int,
  site_name: z.string(),
  bl_price: moneySchema,
  goods_money: moneySchema,
  shipping_fee_type: int,
  status: int,
  bundling_goods: z.array(bundlingGoodsSchema),
});
export type Bundling = z.infer<typeof bundlingSchema>;

export const bundlingListBodySchema = skuIdBodySchema;
export const bundlingDetailBodySchema = z.object({ bl_id: idSchema });

/**
 * bundling/api/ordercreate/*: the normal checkout's choices with the package (`bl_id`) and how
 * many packages (`num`). Cart lines, SKUs and any price sent are not read.
 */
export const bundlingOrderBodySchema = promotionOrderBodySchema
  .omit({ sku_id: true, num: true })
  .extend({ bl_id: idSchema.optional(), num: purchaseQuantitySchema.optional() });
export type BundlingOrderBody = z.input<typeof bundlingOrderBodySchema>;
export type BundlingOrderInput = z.output<typeof bundlingOrderBodySchema>;

// ---- The shop console (`/seller/api/bundling/*`) ----

export const sellerBundlingPageSchema = pageOf(bundlingSchema);

const skuIdsSchema = consoleIdsSchema(20)
  .transform((ids) => [...new Set(ids)])
  .pipe(
    z.array(z.number().int().min(1)).min(2, 'BUNDLING_GOODS_INVALID').max(BUNDLING_GOODS_MAX, 'BUNDLING_GOODS_INVALID'),
  );

/**
 * Creates (no `bl_id`) or edits one of the shop's packages: 2 … 10 distinct SKUs of the shop,
 * a price above 0 and below their prices together, who pays delivery.
 */
export const sellerBundlingSaveBodySchema = z.object({
  bl_id: idSchema.optional(),
  bl_name: z.string().trim().min(1, 'BUNDLING_NAME_REQUIRED').max(60, 'BUNDLING_NAME_REQUIRED'),
  bl_price: moneyInputSchema,
  shipping_fee_type: intSchema.pipe(z.union([z.literal(1), z.literal(2)])).default(2),
  sku_ids: skuIdsSchema,
});
export type SellerBundlingSaveBody = z.input<typeof sellerBundlingSaveBodySchema>;

/** Switches one of the shop's packages on (1) or off (0). */
export const sellerBundlingStatusBodySchema = z.object({
  bl_id: idSchema,
  status: intSchema.pipe(z.union([z.literal(0), z.literal(1)])),
});
