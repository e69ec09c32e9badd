import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Joining the marketplace (issue 30, ADR 089):
 * - `shop_apply`: a member's application to open a shop. At most one open (waiting or refused)
 *   application per member, held by a partial unique index, so two sends at once leave one row.
 * - `servicer.member_id`: the member whose own username and password sign this console account in
 *   (the owner an approval made); 0 for accounts with their own password. One account per member.
 * - `shop_action_log`: what staff did to a shop or an application (who, from where, before and after).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'shop_apply', {
    apply_id: 'id',
    member_id: 'int',
    apply_state: 'text',
    shop_name: 'text',
    category_id: 'int',
    category_name: 'text',
    contact_name: 'text',
    contact_mobile: 'text',
    province_id: 'int',
    city_id: 'int',
    district_id: 'int',
    address: 'text',
    full_address: 'text',
    description: 'text',
    logo: 'text',
    refuse_reason: 'text',
    site_id: 'int',
    reviewer_id: 'int',
    create_time: 'int',
    update_time: 'int',
    review_time: 'int',
  })
    .addCheckConstraint('shop_apply_state', sql`apply_state in ('pending', 'approved', 'refused')`)
    .execute();
  await db.schema
    .createIndex('shop_apply_open_member')
    .on('shop_apply')
    .column('member_id')
    .unique()
    .where(sql.ref('apply_state'), 'in', ['pending', 'refused'])
    .execute();
  await db.schema.createIndex('shop_apply_member').on('shop_apply').columns(['member_id', 'apply_id']).execute();
  await db.schema.createIndex('shop_apply_queue').on('shop_apply').columns(['apply_state', 'update_time']).execute();

  await db.schema
    .alterTable('servicer')
    .addColumn('member_id', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('servicer_member_unique')
    .on('servicer')
    .column('member_id')
    .unique()
    .where(sql.ref('member_id'), '>', 0)
    .execute();

  await createTable(db, dialect, 'shop_action_log', {
    id: 'id',
    site_id: 'int',
    staff_id: 'int',
    member_id: 'int',
    action: 'text',
    target_id: 'int',
    before_value: 'text',
    after_value: 'text',
    ip: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_action_log_site').on('shop_action_log').columns(['site_id', 'id']).execute();
}
