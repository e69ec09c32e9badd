import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { skuDetailAnswerSchema, skuIdBodySchema } from '../../catalog/goods.schemas';
import { promotionOrderBodySchema } from '../../trade/checkout/checkout.schemas';

const int = z.number().int();

/** Group-buy status (API-SHAPES-MORE §5.3): 1 not started, 2 running, 3 ended (by its time or by the shop). */
export const GROUPBUY_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;

/** goods/page: running group buys; `goods_id_arr` ("1,2,3") keeps those of the listed goods. */
export const groupbuyPageBodySchema = pageQuerySchema.extend({
  site_id: intSchema.optional(),
  website_id: intSchema.optional(),
  goods_id_arr: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** A group-buy card. `stock` and `sell_num` are the group buy's own quota left and taken; `goods_stock` the SKU's. */
export const groupbuyGoodsSchema = z.object({
  groupbuy_id: int,
  groupbuy_price: moneySchema,
  sell_num: int,
  site_id: int,
  buy_num: int,
  sku_id: int,
  price: moneySchema,
  sku_name: z.string(),
  sku_image: z.string(),
  goods_id: int,
  goods_name: z.string(),
  goods_image: z.string(),
  goods_stock: int,
  recommend_way: int,
  /** Zay: the quota left, the answered status and the group buy's times. */
  stock: int,
  status: int,
  start_time: int,
  end_time: int,
});
export type GroupbuyGoods = z.infer<typeof groupbuyGoodsSchema>;
export const groupbuyPageSchema = pageOf(groupbuyGoodsSchema);

export const groupbuyDetailBodySchema = z.object({ groupbuy_id: idSchema });
export const groupbuyInfoBodySchema = z.object({ groupbuy_id: idSchema, sku_id: idSchema });

export const groupbuySkuDetailSchema = groupbuyGoodsSchema.extend({
  sku_images: z.string(), // comma-separated gallery
  goods_spec_format: z.string(), // JSON text
  unit: z.string(),
  /** The goods' own state, as goodssku/detail gives it: the family's buy button reads them (issue 32 §7). */
  goods_state: int,
  verify_state: int,
  is_virtual: int,
  /** Zay: the server's now, for the countdown. */
  time: int,
});
export type GroupbuySkuDetail = z.infer<typeof groupbuySkuDetailSchema>;
export const groupbuyDetailSchema = skuDetailAnswerSchema(groupbuySkuDetailSchema);
export type GroupbuyDetail = z.infer<typeof groupbuyDetailSchema>;

/** Zay: the running group buy of a SKU (goods page strip): its id, price, minimum and end; null when none. */
export const groupbuyOfSkuBodySchema = skuIdBodySchema;
export const groupbuyOfSkuSchema = z
  .object({ id: int, groupbuy_price: moneySchema, price: moneySchema, buy_num: int, end_time: int, time: int })
  .nullable();

/**
 * groupbuy/api/ordercreate/*: the normal checkout's input with the group buy; `sku_id` and
 * `num` name its SKU and quantity. Cart lines are not read.
 */
export const groupbuyOrderBodySchema = promotionOrderBodySchema.extend({ groupbuy_id: idSchema.optional() });
export type GroupbuyOrderBody = z.input<typeof groupbuyOrderBodySchema>;
export type GroupbuyOrderInput = z.output<typeof groupbuyOrderBodySchema>;

// ---- The shop console (`/seller/api/groupbuy/*`) ----

export const sellerGroupbuySchema = z.object({
  groupbuy_id: int,
  goods_id: int,
  sku_id: int,
  goods_name: z.string(),
  sku_name: z.string(),
  groupbuy_price: moneySchema,
  price: moneySchema,
  buy_num: int,
  stock: int,
  sell_num: int,
  status: int,
  start_time: int,
  end_time: int,
});
export type SellerGroupbuy = z.infer<typeof sellerGroupbuySchema>;
export const sellerGroupbuyPageSchema = pageOf(sellerGroupbuySchema);

/** Longest a group buy may run (ADR 070). */
export const GROUPBUY_MAX_DAYS = 90;

const termsShape = {
  groupbuy_price: moneyInputSchema,
  buy_num: intSchema.pipe(z.number().int().min(1, 'GROUPBUY_BUY_NUM_INVALID').max(999, 'GROUPBUY_BUY_NUM_INVALID')),
  /** The quota: units on sale in the group buy, those already taken included. */
  quota: intSchema.pipe(z.number().int().min(1, 'GROUPBUY_QUOTA_INVALID').max(1_000_000, 'GROUPBUY_QUOTA_INVALID')),
  start_time: intSchema.pipe(z.number().int().min(1, 'GROUPBUY_TIME_INVALID')),
  end_time: intSchema.pipe(z.number().int().min(1, 'GROUPBUY_TIME_INVALID')),
};

/** A new group buy of one of the shop's SKUs. */
export const sellerGroupbuyAddBodySchema = z.object({ sku_id: idSchema, ...termsShape });
export type SellerGroupbuyAddBody = z.input<typeof sellerGroupbuyAddBodySchema>;

/** New terms for one of the shop's group buys that has not ended. */
export const sellerGroupbuyEditBodySchema = z.object({ groupbuy_id: idSchema, ...termsShape });
export type SellerGroupbuyEditBody = z.input<typeof sellerGroupbuyEditBodySchema>;

export const sellerGroupbuyIdBodySchema = z.object({ groupbuy_id: idSchema });
