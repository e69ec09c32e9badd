import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface ShopTable {
  site_id: Generated<number>;
  site_name: D<string>;
  website_id: D<number>;
  is_own: D<number>;
  shop_status: D<number>; // 1 open, 0 closed, −1 frozen by the platform (ADR 103)
  freeze_reason: D<string>;
  freeze_time: D<number>;
  status_before_freeze: D<number>;
  logo: D<string>;
  avatar: D<string>;
  banner: D<string>;
  seo_keywords: D<string>;
  seo_description: D<string>;
  telephone: D<string>;
  shop_desccredit: D<number>;
  shop_servicecredit: D<number>;
  shop_deliverycredit: D<number>;
  shop_credit: D<number>;
  /** The reviews behind the three scores and the sum of each (migration 045): score = total / count. */
  score_count: D<number>;
  balance_money: D<number>; // withdrawable, minor units = Σ its settlement ledger (ADR 102)
  score_desc_total: D<number>;
  score_service_total: D<number>;
  score_delivery_total: D<number>;
  shop_sales: D<number>;
  sub_num: D<number>;
  workingtime: D<string>;
  province_id: D<number>;
  city_id: D<number>;
  district_id: D<number>;
  address: D<string>;
  full_address: D<string>;
  longitude: D<string>;
  latitude: D<string>;
  category_name: D<string>; // main business
  level_name: D<string>;
  sort: D<number>;
  create_time: D<number>;
}

export interface ShopGoodsCategoryTable {
  category_id: Generated<number>;
  site_id: D<number>;
  pid: D<number>;
  level: D<number>;
  category_name: D<string>;
  sort: D<number>;
  is_show: D<number>;
}

export interface ShopMemberTable {
  id: Generated<number>;
  member_id: number;
  site_id: number;
  create_time: number;
}

/** A member's application to open a shop (ADR 089); its states: application/lifecycle.ts. */
export interface ShopApplyTable {
  apply_id: Generated<number>;
  member_id: number;
  apply_state: string;
  shop_name: D<string>;
  category_id: D<number>;
  category_name: D<string>;
  contact_name: D<string>;
  contact_mobile: D<string>;
  province_id: D<number>;
  city_id: D<number>;
  district_id: D<number>;
  address: D<string>;
  full_address: D<string>;
  description: D<string>;
  logo: D<string>;
  refuse_reason: D<string>;
  site_id: D<number>; // the shop the approval created
  reviewer_id: D<number>; // the platform staff member who decided
  create_time: D<number>;
  update_time: D<number>;
  review_time: D<number>;
}

/** What staff did to a shop or an application: who (staff or member), from where, before and after (JSON). */
export interface ShopActionLogTable {
  id: Generated<number>;
  site_id: D<number>;
  staff_id: D<number>;
  member_id: D<number>;
  action: string;
  target_id: D<number>;
  before_value: D<string>;
  after_value: D<string>;
  ip: D<string>;
  create_time: number;
}

/** The tables the shop module owns, by name. */
export interface ShopTables {
  shop: ShopTable;
  shop_goods_category: ShopGoodsCategoryTable;
  shop_member: ShopMemberTable;
  shop_apply: ShopApplyTable;
  shop_action_log: ShopActionLogTable;
}
