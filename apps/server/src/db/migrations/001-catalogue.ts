import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** Site configuration, city sites, regions, shops, catalogue, layout content, help, members. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string, cols: Parameters<typeof createTable>[3]) => createTable(db, dialect, name, cols);

  await db.schema
    .createTable('config')
    .addColumn('config_key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('update_time', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('website', {
    site_id: 'id',
    site_area_id: 'int',
    site_area_name: 'text',
    title: 'text',
    logo: 'text',
    status: 'int',
    sort: 'int',
  }).execute();

  await table('region', {
    id: 'id',
    pid: 'int',
    name: 'text',
    name_zh: 'text',
    name_mm: 'text',
    level: 'int',
    sort: 'int',
  }).execute();
  await db.schema.createIndex('region_pid').on('region').columns(['pid', 'sort']).execute();

  await table('shop', {
    site_id: 'id',
    site_name: 'text',
    website_id: 'int',
    is_own: 'int',
    shop_status: 'int',
    logo: 'text',
    avatar: 'text',
    banner: 'text',
    seo_keywords: 'text',
    seo_description: 'text',
    telephone: 'text',
    shop_desccredit: 'real',
    shop_servicecredit: 'real',
    shop_deliverycredit: 'real',
    shop_credit: 'int',
    shop_sales: 'int',
    sub_num: 'int',
    workingtime: 'text',
    province_id: 'int',
    city_id: 'int',
    district_id: 'int',
    address: 'text',
    full_address: 'text',
    longitude: 'text',
    latitude: 'text',
    category_name: 'text',
    level_name: 'text',
    sort: 'int',
    create_time: 'int',
  }).execute();

  await table('shop_goods_category', {
    category_id: 'id',
    site_id: 'int',
    pid: 'int',
    level: 'int',
    category_name: 'text',
    sort: 'int',
    is_show: 'int',
  }).execute();
  await db.schema
    .createIndex('shop_goods_category_site')
    .on('shop_goods_category')
    .columns(['site_id', 'pid'])
    .execute();

  await table('goods_category', {
    category_id: 'id',
    pid: 'int',
    level: 'int',
    category_name: 'text',
    category_name1: 'text',
    category_name2: 'text',
    short_name: 'text',
    image: 'text',
    image_adv: 'text',
    category_id_1: 'int',
    category_id_2: 'int',
    category_id_3: 'int',
    sort: 'int',
    is_show: 'int',
  }).execute();
  await db.schema.createIndex('goods_category_pid').on('goods_category').columns(['pid', 'sort']).execute();

  await table('goods_brand', {
    brand_id: 'id',
    brand_name: 'text',
    brand_initial: 'text',
    image_url: 'text',
    banner: 'text',
    brand_desc: 'text',
    is_recommend: 'int',
    sort: 'int',
  }).execute();

  await table('goods', {
    goods_id: 'id',
    goods_name: 'text',
    site_id: 'int',
    website_id: 'int',
    sku_id: 'int',
    category_id: 'int',
    category_id_1: 'int',
    category_id_2: 'int',
    category_id_3: 'int',
    shop_category_id: 'int',
    brand_id: 'int',
    goods_image: 'text',
    goods_content: 'text',
    goods_state: 'int',
    verify_state: 'int',
    is_delete: 'int',
    price: 'money',
    market_price: 'money',
    goods_stock: 'int',
    sale_num: 'int',
    click_num: 'int',
    collect_num: 'int',
    evaluate: 'int',
    is_free_shipping: 'int',
    is_own: 'int',
    is_virtual: 'int',
    unit: 'text',
    introduction: 'text',
    keywords: 'text',
    goods_spec_format: 'text',
    goods_attr_format: 'text',
    video_url: 'text',
    max_buy: 'int',
    min_buy: 'int',
    sort: 'int',
    create_time: 'int',
    modify_time: 'int',
  }).execute();
  for (const [name, cols] of [
    ['goods_site', ['site_id', 'goods_state']],
    ['goods_category_1', ['category_id_1']],
    ['goods_category_2', ['category_id_2']],
    ['goods_category_3', ['category_id_3']],
    ['goods_brand_id', ['brand_id']],
    ['goods_sale_num', ['sale_num']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('goods')
      .columns([...cols])
      .execute();
  }

  await table('goods_sku', {
    sku_id: 'id',
    goods_id: 'int',
    site_id: 'int',
    sku_name: 'text',
    sku_no: 'text',
    sku_spec_format: 'text',
    price: 'money',
    market_price: 'money',
    discount_price: 'money',
    promotion_type: 'int',
    start_time: 'int',
    end_time: 'int',
    stock: 'int',
    sale_num: 'int',
    sku_image: 'text',
    sku_images: 'text',
    weight: 'int',
  }).execute();
  await db.schema.createIndex('goods_sku_goods').on('goods_sku').column('goods_id').execute();

  await table('image', {
    id: 'id',
    path: 'text',
    width: 'int',
    height: 'int',
    kind: 'text',
    site_id: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('image_path').on('image').column('path').execute();

  await table('adv_position', {
    ap_id: 'id',
    keyword: 'text',
    ap_name: 'text',
    ap_width: 'int',
    ap_height: 'int',
    background: 'text',
    is_use: 'int',
  }).execute();
  await db.schema.createIndex('adv_position_keyword').unique().on('adv_position').column('keyword').execute();
  await table('adv', {
    adv_id: 'id',
    ap_id: 'int',
    adv_title: 'text',
    adv_url: 'text',
    adv_image: 'text',
    slide_sort: 'int',
    background: 'text',
    state: 'int',
  }).execute();
  await db.schema.createIndex('adv_ap').on('adv').columns(['ap_id', 'slide_sort']).execute();

  await table('nav', {
    id: 'id',
    nav_title: 'text',
    nav_url: 'text',
    sort: 'int',
    is_blank: 'int',
    nav_icon: 'text',
    is_show: 'int',
    create_time: 'int',
  }).execute();
  await table('friendly_link', {
    id: 'id',
    link_title: 'text',
    link_url: 'text',
    link_pic: 'text',
    link_sort: 'int',
    is_blank: 'int',
    is_show: 'int',
  }).execute();
  await table('floor', {
    id: 'id',
    title: 'text',
    block_name: 'text',
    block_title: 'text',
    value: 'text',
    state: 'int',
    sort: 'int',
  }).execute();
  await table('help_class', { class_id: 'id', class_name: 'text', sort: 'int' }).execute();
  await table('help', {
    id: 'id',
    class_id: 'int',
    title: 'text',
    content: 'text',
    link_address: 'text',
    sort: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('help_class_id').on('help').columns(['class_id', 'sort']).execute();
  await table('notice', {
    id: 'id',
    title: 'text',
    content: 'text',
    is_top: 'int',
    sort: 'int',
    create_time: 'int',
  }).execute();

  await table('member', {
    member_id: 'id',
    username: 'text',
    nickname: 'text',
    mobile: 'text',
    email: 'text',
    password: 'text',
    headimg: 'text',
    status: 'int',
    point: 'int',
    growth: 'int',
    balance: 'money',
    reg_time: 'int',
    last_login_time: 'int',
  }).execute();
  await db.schema.createIndex('member_username').on('member').column('username').execute();
  await db.schema.createIndex('member_mobile').on('member').column('mobile').execute();
}
