import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/**
 * A topic activity of the platform (ADR 072): banner, page colour, dates. `status` is 1 on or −1
 * closed by the platform; not started, running and ended follow from the dates.
 */
export interface TopicTable {
  topic_id: Generated<number>;
  topic_name: D<string>; // Burmese; zh-cn / en-us in content_translation (kind 'topic')
  topic_adv: D<string>;
  bg_color: D<string>;
  status: D<number>;
  remark: D<string>;
  start_time: D<number>;
  end_time: D<number>;
  create_time: D<number>;
}

/** A SKU of any shop in a topic at `topic_price`; `stock` is the topic quota left, `sale_num` what it sold. */
export interface TopicGoodsTable {
  id: Generated<number>;
  topic_id: D<number>;
  site_id: D<number>;
  goods_id: D<number>;
  sku_id: D<number>;
  topic_price: D<number>; // minor units
  stock: D<number>;
  sale_num: D<number>;
  create_time: D<number>;
}

/** The topic goods an order of this payment was created from (ADR 073). */
export interface TopicOrderTable {
  out_trade_no: string;
  topic_goods_id: number;
  member_id: number;
  num: number;
  create_time: D<number>;
}

export interface TopicTables {
  topic: TopicTable;
  topic_goods: TopicGoodsTable;
  topic_order: TopicOrderTable;
}
