import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** Orders (one per shop), their goods, payments (one out_trade_no may pay several orders) and wallet notifies. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'orders', {
    order_id: 'id',
    order_no: 'text',
    out_trade_no: 'text',
    site_id: 'int',
    site_name: 'text',
    member_id: 'int',
    order_type: 'int',
    promotion_type: 'text', // the order kind: '' normal; groupbuy, seckill, combo later
    order_status: 'int',
    pay_status: 'int',
    pay_type: 'text',
    delivery_type: 'text',
    order_name: 'text',
    goods_num: 'int',
    name: 'text',
    mobile: 'text',
    telephone: 'text',
    province_id: 'int',
    city_id: 'int',
    district_id: 'int',
    address: 'text',
    full_address: 'text',
    longitude: 'text',
    latitude: 'text',
    buyer_message: 'text',
    goods_money: 'money',
    delivery_money: 'money',
    promotion_money: 'money',
    manjian_id: 'int',
    coupon_id: 'int',
    coupon_money: 'money',
    platform_coupon_id: 'int',
    platform_coupon_money: 'money',
    adjust_money: 'money',
    invoice_money: 'money',
    order_money: 'money',
    balance_money: 'money',
    pay_money: 'money',
    is_invoice: 'int',
    invoice_type: 'text',
    invoice_title_type: 'text',
    invoice_title: 'text',
    taxpayer_number: 'text',
    invoice_content: 'text',
    invoice_full_address: 'text',
    invoice_email: 'text',
    delivery_store_id: 'int',
    delivery_store_name: 'text',
    delivery_store_info: 'text',
    buyer_ask_delivery_time: 'text',
    create_time: 'int',
    auto_close_time: 'int',
    pay_time: 'int',
    close_time: 'int',
    close_cause: 'text',
    delivery_time: 'int',
    sign_time: 'int',
    finish_time: 'int',
    is_evaluate: 'int',
    evaluate_status: 'int',
  }).execute();
  await db.schema.createIndex('orders_no').unique().on('orders').column('order_no').execute();
  await db.schema
    .createIndex('orders_member')
    .on('orders')
    .columns(['member_id', 'order_status', 'order_id'])
    .execute();
  await db.schema.createIndex('orders_trade').on('orders').column('out_trade_no').execute();
  await db.schema.createIndex('orders_site').on('orders').columns(['site_id', 'order_id']).execute();
  await db.schema
    .createIndex('orders_due')
    .on('orders')
    .columns(['order_status', 'pay_status', 'auto_close_time'])
    .execute();

  await createTable(db, dialect, 'order_goods', {
    order_goods_id: 'id',
    order_id: 'int',
    member_id: 'int',
    site_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    sku_name: 'text',
    goods_name: 'text',
    sku_image: 'text',
    sku_spec_format: 'text',
    sku_no: 'text',
    price: 'money',
    num: 'int',
    goods_money: 'money',
    real_goods_money: 'money',
    delivery_status: 'int',
    refund_status: 'int',
    is_evaluate: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('order_goods_order').on('order_goods').column('order_id').execute();
  await db.schema.createIndex('order_goods_sku').on('order_goods').column('sku_id').execute();

  await createTable(db, dialect, 'pay', {
    id: 'id',
    out_trade_no: 'text',
    member_id: 'int',
    pay_money: 'money',
    pay_status: 'int',
    pay_type: 'text',
    pay_detail: 'text',
    trade_no: 'text',
    create_time: 'int',
    pay_time: 'int',
    close_time: 'int',
    offline_imgs: 'text', // comma-separated proof paths
    offline_desc: 'text',
    offline_time: 'int',
  }).execute();
  await db.schema.createIndex('pay_trade').unique().on('pay').column('out_trade_no').execute();
  await db.schema.createIndex('pay_member').on('pay').column('member_id').execute();

  await createTable(db, dialect, 'pay_notify', {
    id: 'id',
    provider: 'text',
    notify_id: 'text',
    out_trade_no: 'text',
    trade_no: 'text',
    amount: 'money',
    result: 'text', // paid | credited (paid twice or after closing: to the balance)
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('pay_notify_once').unique().on('pay_notify').columns(['provider', 'notify_id']).execute();
  // A last line of defence: stock never goes below zero, whatever the code does.
  if (dialect === 'postgres')
    await sql`alter table goods_sku add constraint goods_sku_stock_nonneg check (stock >= 0)`.execute(db);
  else
    await sql`create trigger goods_sku_stock_nonneg before update of stock on goods_sku
      when new.stock < 0 begin select raise(abort, 'stock below zero'); end`.execute(db);
}
