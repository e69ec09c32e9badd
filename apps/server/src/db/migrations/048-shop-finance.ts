import { sql, type Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * The shop's money (issue 30, ADR 102):
 * - `shop.balance_money`: the shop's withdrawable balance in minor units, never below zero; it is
 *   the sum of the shop's `shop_settlement_log` rows (settled orders, refunds, commission,
 *   withdrawals and their refusals), kept beside them so a withdrawal takes it by a conditional update;
 * - `orders.is_settled`: 1 once the completed order's money was booked to its shop (set by a
 *   conditional update, so an order settles once); orders booked before this migration are marked;
 * - `member_bank_account.site_id` and `member_withdraw.site_id`: a shop's bank accounts and
 *   withdrawals live beside the members' (member_id 0, site_id the shop), so the platform's review
 *   is the one flow for both.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  const add = (table: string, col: string) =>
    db.schema
      .alterTable(table)
      .addColumn(col, int, (c) => c.notNull().defaultTo(0))
      .execute();
  await add('shop', 'balance_money');
  await add('orders', 'is_settled');
  await add('member_bank_account', 'site_id');
  await add('member_withdraw', 'site_id');
  if (dialect === 'postgres')
    await sql`alter table shop add constraint shop_balance_nonneg check (balance_money >= 0)`.execute(db);
  else
    await sql`create trigger shop_balance_nonneg before update of balance_money on shop
      when new.balance_money < 0
      begin select raise(abort, 'shop balance below zero'); end`.execute(db);

  await sql`update orders set is_settled = 1 where order_id in
    (select order_id from shop_settlement_log where type = 'order_income')`.execute(db);
  await sql`update shop set balance_money =
    (select coalesce(sum(l.amount), 0) from shop_settlement_log l where l.site_id = shop.site_id)`.execute(db);

  await db.schema.createIndex('member_bank_account_site').on('member_bank_account').column('site_id').execute();
  await db.schema.createIndex('member_withdraw_site').on('member_withdraw').columns(['site_id', 'id']).execute();
}
