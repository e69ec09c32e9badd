import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Reviews written by buyers (issue 14, ADR 053):
 * - `goods_evaluate.explain_type` (1 good, 2 middle, 3 bad, from the score), as
 *   the API family's review rows carry them; existing rows get theirs from their score;
 * - one review per order line: a unique index on `order_goods_id` (seeded reviews without an
 *   order line keep 0 and are left out of it);
 * - `shop_evaluate`: the three shop scores each reviewed order gave, one row per order; the
 *   shop's scores are their averages;
 * - `evaluate_upload`: who uploaded each review image, so a review may carry only its author's;
 * - received and completed orders are open for review (`is_evaluate` 1), as receipt now sets:
 *   no review could be written before this migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('goods_evaluate')
    .addColumn('explain_type', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update goods_evaluate set explain_type = case when scores >= 4 then 1 when scores >= 2 then 2 else 3 end`.execute(
    db,
  );
  await db.schema
    .createIndex('goods_evaluate_order_goods')
    .unique()
    .on('goods_evaluate')
    .column('order_goods_id')
    .where(sql.ref('order_goods_id'), '>', 0)
    .execute();
  await db.schema.createIndex('goods_evaluate_site').on('goods_evaluate').columns(['site_id', 'create_time']).execute();

  await sql`update orders set is_evaluate = 1 where order_status in (4, 10) and evaluate_status = 0`.execute(db);

  await createTable(db, dialect, 'shop_evaluate', {
    id: 'id',
    order_id: 'int',
    site_id: 'int',
    member_id: 'int',
    shop_desccredit: 'int',
    shop_servicecredit: 'int',
    shop_deliverycredit: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_evaluate_order').unique().on('shop_evaluate').column('order_id').execute();
  await db.schema.createIndex('shop_evaluate_site').on('shop_evaluate').column('site_id').execute();

  await createTable(db, dialect, 'evaluate_upload', {
    id: 'id',
    pic_path: 'text',
    member_id: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('evaluate_upload_path').unique().on('evaluate_upload').column('pic_path').execute();
}
