import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** A buyer's review of one order line; the catalogue's goods pages read it. */
export interface GoodsEvaluateTable {
  evaluate_id: Generated<number>;
  order_id: D<number>;
  order_goods_id: D<number>;
  goods_id: number;
  sku_id: D<number>;
  sku_name: D<string>;
  site_id: D<number>;
  member_id: D<number>;
  member_name: D<string>;
  member_headimg: D<string>;
  content: D<string>;
  images: D<string>; // comma-separated paths
  scores: D<number>; // 1–5
  explain_first: D<string>; // the shop's reply
  again_content: D<string>;
  again_images: D<string>;
  again_explain: D<string>; // the shop's reply to the follow-up
  again_time: D<number>;
  is_anonymous: D<number>;
  is_audit: D<number>; // 1 approved and shown
  explain_type: D<number>; // 1 good (4–5 stars), 2 middle (2–3), 3 bad (1)
  create_time: D<number>;
}

/** The three scores a reviewed order gave its shop; each adds to the shop's score history (migration 045). */
export interface ShopEvaluateTable {
  id: Generated<number>;
  order_id: number;
  site_id: number;
  member_id: number;
  shop_desccredit: number;
  shop_servicecredit: number;
  shop_deliverycredit: number;
  create_time: number;
}

/** Who uploaded a review image: a review may carry only its author's own. */
export interface EvaluateUploadTable {
  id: Generated<number>;
  pic_path: string;
  member_id: number;
  create_time: number;
}

/** The tables the evaluate module owns, by name. */
export interface EvaluateTables {
  goods_evaluate: GoodsEvaluateTable;
  shop_evaluate: ShopEvaluateTable;
  evaluate_upload: EvaluateUploadTable;
}
