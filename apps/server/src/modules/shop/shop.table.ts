import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface ShopTable {
  site_id: Generated<number>;
  site_name: D<string>;
  website_id: D<number>;
  is_own: D<number>;
  shop_status: D<number>; // 1 open, 0 closed
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

/** The tables the shop module owns, by name. */
export interface ShopTables {
  shop: ShopTable;
  shop_goods_category: ShopGoodsCategoryTable;
  shop_member: ShopMemberTable;
}
