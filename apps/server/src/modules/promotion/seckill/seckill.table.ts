import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** The platform's daily time slots; times are seconds after the market's midnight (ADR 064). */
export interface SeckillTimeTable {
  id: Generated<number>;
  name: D<string>;
  seckill_start_time: D<number>;
  seckill_end_time: D<number>; // up to 86400 (midnight)
  status: D<number>; // 1 on, 0 switched off by the platform (migration 029)
  create_time: D<number>;
}

/**
 * A seckill: one SKU of a shop sold at `seckill_price` in the listed slots of each day from
 * `start_time` to `end_time`; `stock` is the seckill's own quantity left and `sale_num` what it
 * sold, so stock + sale_num stays the quantity signed up.
 */
export interface SeckillTable {
  id: Generated<number>;
  site_id: D<number>;
  seckill_name: D<string>;
  goods_id: D<number>;
  sku_id: D<number>;
  seckill_time_id: D<string>; // ",1,2,"
  seckill_price: D<number>; // minor units
  stock: D<number>;
  sale_num: D<number>;
  max_buy: D<number>; // per member per day; 0 = no limit
  status: D<number>; // 1 on, -1 closed by hand (not started / ended follow from the times)
  start_time: D<number>;
  end_time: D<number>;
  remark: D<string>;
  create_time: D<number>;
}

/** What a member bought of a seckill on a market day (YYYY-MM-DD), in open or paid orders. */
export interface SeckillBuyTable {
  seckill_id: number;
  member_id: number;
  day: string;
  num: D<number>;
}

/** The seckill an order was created from (ADR 064: seckill order data kept apart from orders). */
export interface SeckillOrderTable {
  out_trade_no: string;
  seckill_id: number;
  member_id: number;
  day: string;
  num: number;
  create_time: D<number>;
}

/** The tables the seckill module owns, by name. */
export interface SeckillTables {
  seckill_time: SeckillTimeTable;
  seckill: SeckillTable;
  seckill_buy: SeckillBuyTable;
  seckill_order: SeckillOrderTable;
}
