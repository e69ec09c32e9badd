import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/**
 * A group buy (ADR 070): one SKU of a shop at `groupbuy_price` from `start_time` to `end_time`,
 * bought `buy_num` or more at a time; `stock` is the quota left and `sell_num` what open and paid
 * orders took, so stock + sell_num stays the quota.
 */
export interface GroupbuyTable {
  id: Generated<number>;
  site_id: D<number>;
  groupbuy_name: D<string>;
  goods_id: D<number>;
  sku_id: D<number>;
  groupbuy_price: D<number>; // minor units
  buy_num: D<number>; // the least a buyer orders at once
  stock: D<number>;
  sell_num: D<number>;
  status: D<number>; // 1 on, -1 ended by the shop (not started / running / ended follow from the times)
  start_time: D<number>;
  end_time: D<number>;
  create_time: D<number>;
  modify_time: D<number>;
}

/** What a group-buy payment took of its group buy, given back once when it closes or is refunded. */
export interface GroupbuyOrderTable {
  out_trade_no: string;
  groupbuy_id: number;
  member_id: number;
  num: number;
  create_time: D<number>;
}

export interface GroupbuyTables {
  groupbuy: GroupbuyTable;
  groupbuy_order: GroupbuyOrderTable;
}
