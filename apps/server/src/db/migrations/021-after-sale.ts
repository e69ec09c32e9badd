import { type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Refunds, returns and platform complaints (issue 15, ADR 058) and the shops' settlement ledger
 * (ADR 059):
 * - `order_refund`: one row per order goods that ever had an application (the buyer may apply
 *   again after a revoke or a refusal: the row is reused, its log keeps the history);
 *   `refund_status` mirrors `order_goods.refund_status`, both changed in one transaction;
 * - `order_refund_log`: the negotiation record (buyer 1, shop 2, platform 3, system 4);
 * - `order_refund_part`: how a finished refund goes back — balance, wallet or offline — each
 *   with its state (a wallet part waits for the wallet's signed refund notify, an offline part
 *   for the shop's transfer and its proof);
 * - `order_complain`: the buyer's complaint to the platform after a refusal, one row per goods;
 * - `shop_settlement_log` and `shop_settlement_rate`: each shop's ledger and commission rate.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'order_refund', {
    refund_id: 'id',
    order_goods_id: 'int',
    order_id: 'int',
    member_id: 'int',
    site_id: 'int',
    refund_no: 'text',
    refund_status: 'int',
    refund_type: 'int',
    refund_apply_money: 'money',
    refund_delivery_money: 'money',
    refund_real_money: 'money',
    refund_reason: 'text', // a REFUND_REASON key
    refund_remark: 'text',
    refund_refuse_reason: 'text',
    refund_delivery_name: 'text',
    refund_delivery_no: 'text',
    refund_delivery_remark: 'text',
    refund_address: 'text',
    refund_money_type: 'int', // 1 back the way it was paid, 2 partly offline
    refund_action_time: 'int', // when the buyer applied
    refund_time: 'int', // when the refund was paid
    status_time: 'int', // when the status last changed: the timers count from it
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('order_refund_goods').unique().on('order_refund').column('order_goods_id').execute();
  await db.schema.createIndex('order_refund_no').unique().on('order_refund').column('refund_no').execute();
  await db.schema
    .createIndex('order_refund_member')
    .on('order_refund')
    .columns(['member_id', 'refund_action_time'])
    .execute();
  await db.schema.createIndex('order_refund_site').on('order_refund').columns(['site_id', 'refund_status']).execute();
  await db.schema.createIndex('order_refund_due').on('order_refund').columns(['refund_status', 'status_time']).execute();
  await db.schema.createIndex('order_refund_order').on('order_refund').column('order_id').execute();

  await createTable(db, dialect, 'order_refund_log', {
    id: 'id',
    order_goods_id: 'int',
    action_way: 'int', // 1 buyer, 2 shop, 3 platform, 4 system (timer)
    action: 'text', // a key: apply, cancel, agree, refuse, deliver, receive, refuse_receive, refunded…
    detail: 'text',
    action_time: 'int',
  }).execute();
  await db.schema.createIndex('order_refund_log_goods').on('order_refund_log').columns(['order_goods_id', 'id']).execute();

  await createTable(db, dialect, 'order_refund_part', {
    id: 'id',
    refund_no: 'text',
    order_goods_id: 'int',
    order_id: 'int',
    site_id: 'int',
    member_id: 'int',
    out_trade_no: 'text',
    route: 'text', // balance | wallet | offline
    notify_id: 'text', // wallet: the refund notify that confirmed it
    amount: 'money',
    status: 'int', // 0 waiting (wallet notify or shop transfer), 1 done
    proof: 'text', // offline: the shop's transfer reference
    create_time: 'int',
    done_time: 'int',
  }).execute();
  await db.schema.createIndex('order_refund_part_once').unique().on('order_refund_part').columns(['refund_no', 'route']).execute();
  await db.schema.createIndex('order_refund_part_site').on('order_refund_part').columns(['site_id', 'status']).execute();

  await createTable(db, dialect, 'order_complain', {
    complain_id: 'id',
    order_goods_id: 'int',
    order_id: 'int',
    member_id: 'int',
    site_id: 'int',
    complain_no: 'text',
    complain_status: 'int', // 1 applied, 2 ended (decided for the buyer), -1 refused, 0 cancelled
    complain_apply_money: 'money',
    complain_real_money: 'money',
    complain_reason: 'text',
    complain_remark: 'text',
    complain_refuse_reason: 'text',
    complain_apply_time: 'int',
    complain_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('order_complain_goods').unique().on('order_complain').column('order_goods_id').execute();
  await db.schema.createIndex('order_complain_status').on('order_complain').columns(['complain_status', 'complain_id']).execute();

  await createTable(db, dialect, 'shop_settlement_log', {
    id: 'id',
    site_id: 'int',
    order_id: 'int',
    type: 'text', // order_income | refund | commission
    amount: 'money', // signed
    ref: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_settlement_log_site').on('shop_settlement_log').columns(['site_id', 'id']).execute();
  // One booking of each kind per order and reference: completing twice books once.
  await db.schema
    .createIndex('shop_settlement_log_once')
    .unique()
    .on('shop_settlement_log')
    .columns(['order_id', 'type', 'ref'])
    .execute();

  await createTable(db, dialect, 'shop_settlement_rate', {
    site_id: 'int',
    rate: 'int', // commission in hundredths of a percent (500 = 5%)
  }).execute();
  await db.schema.createIndex('shop_settlement_rate_site').unique().on('shop_settlement_rate').column('site_id').execute();
}
