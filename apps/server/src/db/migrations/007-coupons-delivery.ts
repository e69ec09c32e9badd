import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** Coupon types (site_id 0 = platform) and members' coupons; shops' delivery settings and pickup stores. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const coupon = {
    coupon_name: 'text',
    type: 'text', // reward: money off; discount: pay discount_rate / 10000 of the price
    money: 'money',
    discount_rate: 'int',
    discount_limit: 'money', // 0 = no cap
    at_least: 'money', // 0 = any amount
  } as const;
  await createTable(db, dialect, 'coupon_type', {
    coupon_type_id: 'id',
    site_id: 'int',
    ...coupon,
    validity_type: 'int', // 0 until end_time, 1 fixed_term days from receipt
    start_time: 'int',
    end_time: 'int',
    fixed_term: 'int',
    count: 'int',
    lead_count: 'int',
    max_fetch: 'int',
    status: 'int', // 1 on offer
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('coupon_type_site').on('coupon_type').columns(['site_id', 'status']).execute();

  await createTable(db, dialect, 'coupon', {
    coupon_id: 'id',
    coupon_type_id: 'int',
    site_id: 'int',
    member_id: 'int',
    ...coupon,
    state: 'int', // 1 unused, 2 used, 3 expired
    start_time: 'int',
    end_time: 'int',
    fetch_time: 'int',
    use_time: 'int',
    use_order_id: 'int',
  }).execute();
  await db.schema.createIndex('coupon_member').on('coupon').columns(['member_id', 'state', 'site_id']).execute();

  await createTable(db, dialect, 'shop_delivery', {
    id: 'id',
    site_id: 'int',
    express_enabled: 'int',
    express_fee: 'money',
    express_free_money: 'money', // goods money from which express is free; 0 = never
    store_enabled: 'int',
    local_enabled: 'int',
    local_fee: 'money',
    local_times: 'text', // JSON [{start: "09:00", end: "12:00"}] in Myanmar time
    local_days: 'int', // how many days ahead slots are offered
    update_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_delivery_site').unique().on('shop_delivery').column('site_id').execute();

  await createTable(db, dialect, 'shop_store', {
    store_id: 'id',
    site_id: 'int',
    store_name: 'text',
    telephone: 'text',
    full_address: 'text',
    open_date: 'text',
    longitude: 'text',
    latitude: 'text',
    status: 'int', // 1 open
    sort: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_store_site').on('shop_store').columns(['site_id', 'status', 'sort']).execute();
}
