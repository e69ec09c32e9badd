import { z } from 'zod';
import { consoleIdsSchema, idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { skuDetailAnswerSchema, skuIdBodySchema } from '../../catalog/goods.schemas';
import { promotionOrderBodySchema } from '../../trade/checkout/checkout.schemas';

const int = z.number().int();

/** Seckill status (API-SHAPES-MORE §5.2): 0 not started, 1 running, 2 ended, -1 closed by hand. */
export const SECKILL_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: -1 } as const;

/** A time slot of today: `seckill_start_time`/`seckill_end_time` are seconds after the market's midnight. */
export const seckillSlotSchema = z.object({
  id: int,
  /** The slot's id again: the family's home block asks seckillgoods/page with it (issue 32 §6). */
  seckill_id: int,
  name: z.string(),
  seckill_start_time: int,
  seckill_end_time: int,
  seckill_start_time_show: z.string(), // "HH:MM:SS"
  seckill_end_time_show: z.string(),
  /** Zay: 2 ended, 1 running, 0 coming — on the market clock at the time of the answer. */
  status: int,
  /** Zay: the slot's start and end today as Unix times (for countdowns). */
  start_time: int,
  end_time: int,
});
export type SeckillSlot = z.infer<typeof seckillSlotSchema>;

/** seckill/lists: today's slots that hold a seckill on sale, ended ones too (ADR 064); `time` is the server's now. */
export const seckillSlotListSchema = z.object({ list: z.array(seckillSlotSchema), time: int });

export const seckillSlotBodySchema = z.object({ site_id: z.unknown().optional() });

export const seckillGoodsPageBodySchema = pageQuerySchema.extend({ seckill_id: idSchema });

/** A goods card of a slot. `stock` and `sale_num` are the seckill's own (left, sold); `goods_stock` the SKU's. */
export const seckillGoodsSchema = z.object({
  id: int,
  site_id: int,
  seckill_name: z.string(),
  status: int,
  remark: z.string(),
  start_time: int,
  end_time: int,
  goods_id: int,
  sku_id: int,
  seckill_time_id: z.string(), // ",1,2,"
  seckill_price: moneySchema,
  goods_name: z.string(),
  goods_image: z.string(),
  goods_stock: int,
  price: moneySchema,
  stock: int,
  sale_num: int,
  max_buy: int,
  recommend_way: int,
  discount_rate: int, // floor(seckill_price / price × 100)
});
export type SeckillGoods = z.infer<typeof seckillGoodsSchema>;
export const seckillGoodsPageSchema = pageOf(seckillGoodsSchema);

export const seckillDetailBodySchema = z.object({ seckill_id: idSchema });

export const seckillSkuDetailSchema = seckillGoodsSchema.extend({
  seckill_id: int,
  sku_name: z.string(),
  sku_image: z.string(),
  sku_images: z.string(), // comma-separated gallery
  goods_spec_format: z.string(), // JSON text
  unit: z.string(),
  /**
   * The running slot's start and end in seconds after the market's midnight, as seckill/lists
   * gives them (the family's clients compare them with the time of day); 0 when none runs now.
   */
  seckill_start_time: int,
  seckill_end_time: int,
  /** Zay: the running slot's start and end as Unix times (for countdowns); 0 when none runs now. */
  slot_start_time: int,
  slot_end_time: int,
  /** Zay: the slots this seckill runs in today, and the server's now. */
  slots: z.array(seckillSlotSchema),
  time: int,
});
export type SeckillSkuDetail = z.infer<typeof seckillSkuDetailSchema>;
export const seckillDetailSchema = skuDetailAnswerSchema(seckillSkuDetailSchema);
export type SeckillDetail = z.infer<typeof seckillDetailSchema>;

/** The running seckill of a SKU (goods page): its id, price and when its slot ends; null when none runs. */
export const seckillOfSkuBodySchema = skuIdBodySchema;
export const seckillOfSkuSchema = z
  .object({ id: int, seckill_price: moneySchema, price: moneySchema, stock: int, end_time: int, time: int })
  .nullable();

/**
 * seckill/api/ordercreate/*: the normal checkout's input with the seckill; `sku_id` and `num`
 * name the seckill's SKU and quantity. Cart lines are not read.
 */
export const seckillOrderBodySchema = promotionOrderBodySchema.extend({ seckill_id: idSchema.optional() });
export type SeckillOrderBody = z.input<typeof seckillOrderBodySchema>;
export type SeckillOrderInput = z.output<typeof seckillOrderBodySchema>;

// ---- The shop console's sign-ups (`/seller/api/seckill/*`) ----

/** A platform slot as the console offers it. */
export const sellerSlotSchema = seckillSlotSchema.pick({
  id: true,
  name: true,
  seckill_start_time: true,
  seckill_end_time: true,
  seckill_start_time_show: true,
  seckill_end_time_show: true,
});

/** One of the shop's seckills. */
export const sellerSeckillSchema = z.object({
  id: int,
  goods_id: int,
  sku_id: int,
  goods_name: z.string(),
  sku_name: z.string(),
  seckill_price: moneySchema,
  price: moneySchema,
  stock: int,
  sale_num: int,
  max_buy: int,
  seckill_time_id: z.string(),
  status: int,
  start_time: int,
  end_time: int,
});
export type SellerSeckill = z.infer<typeof sellerSeckillSchema>;
export const sellerSeckillPageSchema = pageOf(sellerSeckillSchema);

const slotIdsSchema = consoleIdsSchema(48).pipe(
  z.array(z.number().int().min(1)).min(1, 'SECKILL_SLOT_REQUIRED').max(48),
);

/**
 * A sign-up: the shop's SKU at `seckill_price` (below its price), `stock` of it (at most the
 * SKU's stock), `max_buy` per member a day (0 = no limit), in the chosen slots for `days` days
 * from today.
 */
export const sellerSeckillAddBodySchema = z.object({
  sku_id: idSchema,
  seckill_price: moneyInputSchema,
  stock: intSchema.pipe(z.number().int().min(1, 'SECKILL_STOCK_INVALID').max(1_000_000, 'SECKILL_STOCK_INVALID')),
  max_buy: intSchema.pipe(z.number().int().min(0).max(1000)).default(0),
  seckill_time_ids: slotIdsSchema,
  days: intSchema.pipe(z.number().int().min(1).max(30)).default(7),
});
export type SellerSeckillAddBody = z.input<typeof sellerSeckillAddBodySchema>;

export const sellerSeckillIdBodySchema = z.object({ id: idSchema });
