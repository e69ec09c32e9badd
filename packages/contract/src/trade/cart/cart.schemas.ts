import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { skuSpecText } from '../../catalog/goods-text';
import { moneySchema } from '../../common/money';
import { purchaseQuantitySchema } from '../../validation/order.rules';

export const cartAddBodySchema = z.object({ sku_id: idSchema, num: purchaseQuantitySchema });
export const cartEditBodySchema = z.object({ cart_id: idSchema, num: purchaseQuantitySchema });
/** One id or a comma list of ids ("3,5,8"), at most 200. */
export const cartIdsSchema = z
  .union([z.number().int().min(1), z.string().regex(/^\d{1,15}(,\d{1,15}){0,199}$/)])
  .transform((v) => (typeof v === 'number' ? [v] : [...new Set(v.split(',').map(Number))]));
export const cartDeleteBodySchema = z.object({ cart_id: cartIdsSchema });

export const cartLineSchema = z.object({
  cart_id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  num: z.number().int(),
  sku_name: z.string(),
  sku_spec_format: skuSpecText.wire,
  price: moneySchema,
  market_price: moneySchema,
  discount_price: moneySchema,
  promotion_type: z.number().int(),
  stock: z.number().int(),
  sku_image: z.string(),
  goods_name: z.string(),
  goods_state: z.number().int(),
  verify_state: z.number().int(),
  shop_status: z.number().int(),
  unit: z.string(),
  max_buy: z.number().int(),
  min_buy: z.number().int(),
  is_virtual: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
