import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** Full reduction: spend `money` in the shop (or on the chosen goods), get the tier's rewards. */
export interface PromotionManjianTable {
  manjian_id: Generated<number>;
  site_id: D<number>;
  manjian_name: D<string>;
  manjian_type: D<number>; // 1 all goods of the shop, 2 the goods in goods_ids
  goods_ids: D<string>; // comma-separated goods ids
  rule_json: D<string>; // JSON [{money, discount_money, free_shipping, point, coupon_id}], money in minor units
  start_time: D<number>;
  end_time: D<number>;
  status: D<number>; // 0 not started, 1 running, 2 ended, 3 closed by the shop
  create_time: D<number>;
}

/** The tables the promotion module owns, by name. */
export interface PromotionTables {
  promotion_manjian: PromotionManjianTable;
}
