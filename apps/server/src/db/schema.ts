import type { ColumnType, Generated } from 'kysely';
import type { OrderTables } from './schema-orders';

/** A NOT NULL column with a default: optional on insert. */
type D<T> = ColumnType<T, T | undefined, T>;

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
  site_area_id: D<number>; // region id of the city
  site_area_name: D<string>;
  title: D<string>;
  logo: D<string>;
  status: D<number>;
  sort: D<number>;
}

export interface RegionTable {
  id: Generated<number>;
  pid: D<number>;
  name: D<string>; // English
  name_zh: D<string>;
  name_mm: D<string>;
  level: D<number>; // 1 state/region, 2 district, 3 township
  sort: D<number>;
}

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

export interface GoodsCategoryTable {
  category_id: Generated<number>;
  pid: D<number>;
  level: D<number>;
  category_name: D<string>; // Chinese
  category_name1: D<string>; // English
  category_name2: D<string>; // Burmese
  short_name: D<string>;
  image: D<string>;
  image_adv: D<string>;
  category_id_1: D<number>;
  category_id_2: D<number>;
  category_id_3: D<number>;
  sort: D<number>;
  is_show: D<number>;
}

export interface GoodsBrandTable {
  brand_id: Generated<number>;
  brand_name: D<string>;
  brand_initial: D<string>;
  image_url: D<string>;
  banner: D<string>;
  brand_desc: D<string>;
  is_recommend: D<number>;
  sort: D<number>;
}

export interface GoodsTable {
  goods_id: Generated<number>;
  goods_name: D<string>;
  site_id: D<number>;
  website_id: D<number>;
  sku_id: D<number>; // the default SKU shown in lists
  category_id: D<number>;
  category_id_1: D<number>;
  category_id_2: D<number>;
  category_id_3: D<number>;
  shop_category_id: D<number>;
  brand_id: D<number>;
  goods_image: D<string>; // comma-separated paths
  goods_content: D<string>; // HTML
  goods_state: D<number>; // 1 on sale
  verify_state: D<number>; // 1 approved
  is_delete: D<number>;
  price: D<number>;
  market_price: D<number>;
  goods_stock: D<number>;
  sale_num: D<number>;
  click_num: D<number>;
  collect_num: D<number>;
  evaluate: D<number>;
  is_free_shipping: D<number>;
  is_own: D<number>;
  is_virtual: D<number>;
  unit: D<string>;
  introduction: D<string>;
  keywords: D<string>; // synonyms, other languages
  goods_spec_format: D<string>; // JSON
  goods_attr_format: D<string>; // JSON
  video_url: D<string>;
  max_buy: D<number>;
  min_buy: D<number>;
  sort: D<number>;
  create_time: D<number>;
  modify_time: D<number>;
  search_text: D<string>; // name + keywords + shop name, kept in step by triggers (migration 003)
}

export interface GoodsSkuTable {
  sku_id: Generated<number>;
  goods_id: D<number>;
  site_id: D<number>;
  sku_name: D<string>;
  sku_no: D<string>;
  sku_spec_format: D<string>; // JSON
  price: D<number>;
  market_price: D<number>;
  discount_price: D<number>;
  promotion_type: D<number>;
  start_time: D<number>;
  end_time: D<number>;
  stock: D<number>;
  sale_num: D<number>;
  sku_image: D<string>;
  sku_images: D<string>; // comma-separated
  weight: D<number>; // grams
  click_num: D<number>;
}

/** SQLite only: the FTS5 trigram index of `goods.search_text` (rowid = goods_id). */
export interface GoodsFtsTable {
  rowid: number;
  search_text: string;
  rank: number;
}

export interface GoodsCollectTable {
  collect_id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  site_id: number;
  create_time: number;
}

export interface ShopMemberTable {
  id: Generated<number>;
  member_id: number;
  site_id: number;
  create_time: number;
}

/** A footprint: one row per member and goods, its time refreshed on every visit. */
export interface GoodsBrowseTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  site_id: number;
  browse_time: number;
}

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
  create_time: D<number>;
}

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

export interface ImageTable {
  id: Generated<number>;
  path: D<string>;
  width: D<number>;
  height: D<number>;
  kind: D<string>; // goods, shop-logo, shop-banner, adv, brand, category, ...
  site_id: D<number>;
  create_time: D<number>;
}

export interface AdvPositionTable {
  ap_id: Generated<number>;
  keyword: D<string>;
  ap_name: D<string>;
  ap_width: D<number>;
  ap_height: D<number>;
  background: D<string>;
  is_use: D<number>;
}

export interface AdvTable {
  adv_id: Generated<number>;
  ap_id: D<number>;
  adv_title: D<string>;
  adv_url: D<string>; // JSON {url}
  adv_image: D<string>;
  slide_sort: D<number>;
  background: D<string>;
  state: D<number>;
}

export interface NavTable {
  id: Generated<number>;
  nav_title: D<string>;
  nav_url: D<string>; // JSON {url}
  sort: D<number>;
  is_blank: D<number>;
  nav_icon: D<string>;
  is_show: D<number>;
  create_time: D<number>;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  link_title: D<string>;
  link_url: D<string>;
  link_pic: D<string>;
  link_sort: D<number>;
  is_blank: D<number>;
  is_show: D<number>;
}

export interface FloorTable {
  id: Generated<number>;
  title: D<string>;
  block_name: D<string>; // floor-style-1 | floor-style-2 | floor-style-3
  block_title: D<string>;
  value: D<string>; // JSON slots, goods/brand/category slots hold ids the server expands
  state: D<number>;
  sort: D<number>;
}

export interface HelpClassTable {
  class_id: Generated<number>;
  class_name: D<string>;
  sort: D<number>;
}

export interface HelpTable {
  id: Generated<number>;
  class_id: D<number>;
  title: D<string>;
  content: D<string>; // HTML
  link_address: D<string>;
  sort: D<number>;
  create_time: D<number>;
}

export interface NoticeTable {
  id: Generated<number>;
  title: D<string>;
  content: D<string>;
  is_top: D<number>;
  sort: D<number>;
  create_time: D<number>;
}

export interface MemberTable {
  member_id: Generated<number>;
  username: D<string>;
  nickname: D<string>;
  mobile: D<string>;
  email: D<string>;
  password: D<string>; // scrypt hash
  headimg: D<string>;
  status: D<number>; // 1 active, 0 blocked
  point: D<number>;
  growth: D<number>;
  balance: D<number>;
  pay_password: D<string>; // scrypt hash of the 6-digit payment password; '' = not set
  reg_time: D<number>;
  last_login_time: D<number>;
}

export interface MemberTokenTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string; // SHA-256 of the token, hex
  expire_time: number;
  revoked: D<number>;
  create_time: number;
}

export interface CaptchaTable {
  id: string;
  code: string; // lower case
  expire_time: number;
}

export interface SmsCodeTable {
  id: Generated<number>;
  code_key: string;
  mobile: string;
  purpose: string; // register | login | find_password
  code_hash: string;
  tries: D<number>;
  used: D<number>;
  expire_time: number;
  create_time: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  content: string;
  code: string;
  create_time: number;
}

export interface RateCounterTable {
  counter_key: string;
  window_start: number;
  hits: number;
}

export interface CartTable {
  cart_id: Generated<number>;
  member_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  num: number;
  create_time: number;
  update_time: number;
}

export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  mobile: string;
  telephone: D<string>;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  longitude: D<string>;
  latitude: D<string>;
  is_default: D<number>;
  create_time: number;
  update_time: number;
}

/** A shop's customer-service account (site_id 0 = the platform's). */
export interface ServicerTable {
  servicer_id: Generated<number>;
  site_id: D<number>;
  username: D<string>;
  password: D<string>; // scrypt hash
  nickname: D<string>;
  avatar: D<string>;
  status: D<number>; // 1 enabled
  create_time: D<number>;
}

export interface ServicerTokenTable {
  id: Generated<number>;
  servicer_id: number;
  token_hash: string; // SHA-256 of the token, hex
  expire_time: number;
  revoked: D<number>;
  create_time: number;
}

/** One per member and shop; `servicer_id` is the assigned servicer (0 while none). */
export interface ChatConversationTable {
  id: Generated<number>;
  member_id: number;
  site_id: number;
  servicer_id: D<number>;
  last_message_id: D<number>;
  last_time: D<number>;
  create_time: number;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  member_id: number;
  site_id: number;
  servicer_id: D<number>;
  type: number; // 0 member, 1 servicer
  content_type: number; // 0 text, 1 goods, 2 order, 3 image
  content: D<string>; // text without tags, or the image path
  goods_sku_id: D<number>;
  order_id: D<number>;
  is_read: D<number>;
  delivered: D<number>;
  create_time: number;
}

export interface Database extends OrderTables {
  config: ConfigTable;
  website: WebsiteTable;
  region: RegionTable;
  shop: ShopTable;
  shop_goods_category: ShopGoodsCategoryTable;
  goods_category: GoodsCategoryTable;
  goods_brand: GoodsBrandTable;
  goods: GoodsTable;
  goods_sku: GoodsSkuTable;
  goods_fts: GoodsFtsTable;
  goods_collect: GoodsCollectTable;
  shop_member: ShopMemberTable;
  goods_browse: GoodsBrowseTable;
  goods_evaluate: GoodsEvaluateTable;
  promotion_manjian: PromotionManjianTable;
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
  member_token: MemberTokenTable;
  cart: CartTable;
  member_address: MemberAddressTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  rate_counter: RateCounterTable;
  servicer: ServicerTable;
  servicer_token: ServicerTokenTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
}
