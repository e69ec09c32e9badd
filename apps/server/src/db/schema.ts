import type { Generated } from 'kysely';

/**
 * Table types. Money columns are integer minor units (1 Ks = 100); times are Unix seconds;
 * flags are 0/1 integers; columns named *_format or holding JSON are JSON text.
 */
export interface ConfigTable {
  config_key: string;
  value: string; // JSON
  update_time: number;
}

export interface WebsiteTable {
  site_id: Generated<number>;
  site_area_id: number; // region id of the city
  site_area_name: string;
  title: string;
  logo: string;
  status: number;
  sort: number;
}

export interface RegionTable {
  id: Generated<number>;
  pid: number;
  name: string; // English
  name_zh: string;
  name_mm: string;
  level: number; // 1 state/region, 2 district, 3 township
  sort: number;
}

export interface ShopTable {
  site_id: Generated<number>;
  site_name: string;
  website_id: number;
  is_own: number;
  shop_status: number; // 1 open, 0 closed
  logo: string;
  avatar: string;
  banner: string;
  seo_keywords: string;
  seo_description: string;
  telephone: string;
  shop_desccredit: number;
  shop_servicecredit: number;
  shop_deliverycredit: number;
  shop_credit: number;
  shop_sales: number;
  sub_num: number;
  workingtime: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  category_name: string; // main business
  level_name: string;
  sort: number;
  create_time: number;
}

export interface ShopGoodsCategoryTable {
  category_id: Generated<number>;
  site_id: number;
  pid: number;
  level: number;
  category_name: string;
  sort: number;
  is_show: number;
}

export interface GoodsCategoryTable {
  category_id: Generated<number>;
  pid: number;
  level: number;
  category_name: string; // Chinese
  category_name1: string; // English
  category_name2: string; // Burmese
  short_name: string;
  image: string;
  image_adv: string;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  sort: number;
  is_show: number;
}

export interface GoodsBrandTable {
  brand_id: Generated<number>;
  brand_name: string;
  brand_initial: string;
  image_url: string;
  banner: string;
  brand_desc: string;
  is_recommend: number;
  sort: number;
}

export interface GoodsTable {
  goods_id: Generated<number>;
  goods_name: string;
  site_id: number;
  website_id: number;
  sku_id: number; // the default SKU shown in lists
  category_id: number;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  shop_category_id: number;
  brand_id: number;
  goods_image: string; // comma-separated paths
  goods_content: string; // HTML
  goods_state: number; // 1 on sale
  verify_state: number; // 1 approved
  is_delete: number;
  price: number;
  market_price: number;
  goods_stock: number;
  sale_num: number;
  click_num: number;
  collect_num: number;
  evaluate: number;
  is_free_shipping: number;
  is_own: number;
  is_virtual: number;
  unit: string;
  introduction: string;
  keywords: string; // synonyms, other languages
  goods_spec_format: string; // JSON
  goods_attr_format: string; // JSON
  video_url: string;
  max_buy: number;
  min_buy: number;
  sort: number;
  create_time: number;
  modify_time: number;
}

export interface GoodsSkuTable {
  sku_id: Generated<number>;
  goods_id: number;
  site_id: number;
  sku_name: string;
  sku_no: string;
  sku_spec_format: string; // JSON
  price: number;
  market_price: number;
  discount_price: number;
  promotion_type: number;
  start_time: number;
  end_time: number;
  stock: number;
  sale_num: number;
  sku_image: string;
  sku_images: string; // comma-separated
  weight: number; // grams
}

export interface ImageTable {
  id: Generated<number>;
  path: string;
  width: number;
  height: number;
  kind: string; // goods, shop-logo, shop-banner, adv, brand, category, ...
  site_id: number;
  create_time: number;
}

export interface AdvPositionTable {
  ap_id: Generated<number>;
  keyword: string;
  ap_name: string;
  ap_width: number;
  ap_height: number;
  background: string;
  is_use: number;
}

export interface AdvTable {
  adv_id: Generated<number>;
  ap_id: number;
  adv_title: string;
  adv_url: string; // JSON {url}
  adv_image: string;
  slide_sort: number;
  background: string;
  state: number;
}

export interface NavTable {
  id: Generated<number>;
  nav_title: string;
  nav_url: string; // JSON {url}
  sort: number;
  is_blank: number;
  nav_icon: string;
  is_show: number;
  create_time: number;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  link_title: string;
  link_url: string;
  link_pic: string;
  link_sort: number;
  is_blank: number;
  is_show: number;
}

export interface FloorTable {
  id: Generated<number>;
  title: string;
  block_name: string; // floor-style-1 | floor-style-2 | floor-style-3
  block_title: string;
  value: string; // JSON slots, goods/brand/category slots hold ids the server expands
  state: number;
  sort: number;
}

export interface HelpClassTable {
  class_id: Generated<number>;
  class_name: string;
  sort: number;
}

export interface HelpTable {
  id: Generated<number>;
  class_id: number;
  title: string;
  content: string; // HTML
  link_address: string;
  sort: number;
  create_time: number;
}

export interface NoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  is_top: number;
  sort: number;
  create_time: number;
}

export interface MemberTable {
  member_id: Generated<number>;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  password: string; // scrypt hash
  headimg: string;
  status: number; // 1 active, 0 blocked
  point: number;
  growth: number;
  balance: number;
  reg_time: number;
  last_login_time: number;
}

export interface Database {
  config: ConfigTable;
  website: WebsiteTable;
  region: RegionTable;
  shop: ShopTable;
  shop_goods_category: ShopGoodsCategoryTable;
  goods_category: GoodsCategoryTable;
  goods_brand: GoodsBrandTable;
  goods: GoodsTable;
  goods_sku: GoodsSkuTable;
  image: ImageTable;
  adv_position: AdvPositionTable;
  adv: AdvTable;
  nav: NavTable;
  friendly_link: FriendlyLinkTable;
  floor: FloorTable;
  help_class: HelpClassTable;
  help: HelpTable;
  notice: NoticeTable;
  member: MemberTable;
}
