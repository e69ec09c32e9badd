import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

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
  commission_rate: D<number>; // hundredths of a percent; -1: none of its own (ADR 092)
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
  verify_state: D<number>; // 1 approved, 0 waiting for review, -2 refused
  is_delete: D<number>; // 1: in the shop's recycle bin
  price: D<number>;
  market_price: D<number>;
  goods_stock: D<number>;
  sale_num: D<number>;
  click_num: D<number>;
  collect_num: D<number>;
  evaluate: D<number>;
  is_free_shipping: D<number>;
  express_template_id: D<number>; // 0: the shop's default template (ADR 101)
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
  search_text: D<string>; // name + keywords + search_words + shop name, kept in step by triggers (migrations 003, 034)
  search_words: D<string>; // the Chinese and English names (ADR 090)
  verify_state_remark: D<string>; // why the platform refused it
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
  cost_price: D<number>; // the shop's own figure, never shown to shoppers
  is_delete: D<number>; // 1: retired — removed from its goods but kept for the orders that hold it (ADR 090)
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

/** A footprint: one row per member and goods, its time refreshed on every visit. */
export interface GoodsBrowseTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  site_id: number;
  browse_time: number;
}

/** The tables the catalog module owns, by name. */
export interface CatalogTables {
  goods_category: GoodsCategoryTable;
  goods_brand: GoodsBrandTable;
  goods: GoodsTable;
  goods_sku: GoodsSkuTable;
  goods_fts: GoodsFtsTable;
  goods_collect: GoodsCollectTable;
  goods_browse: GoodsBrowseTable;
}
