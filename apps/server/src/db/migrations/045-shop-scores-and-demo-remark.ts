import { sql, type Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * The reviews behind a shop's three scores (issue 35 §3): how many, and the sum of each score,
 * so a new review moves the average by its weight instead of replacing it.
 * - shops with reviewed orders: their `shop_evaluate` rows (the scores were already their averages);
 * - shops with scores but no reviewed orders (the demo seed's history): the seed's own rule,
 *   one review per 40 goods sold and at least 10, at the scores they show.
 *
 * And the demo seed's balance gift loses its English remark 'demo balance', which Burmese and
 * Chinese pages showed as it was (issue 35 §11); the gift's translated type name says what it is.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('shop')
    .addColumn('score_count', int, (c) => c.notNull().defaultTo(0))
    .execute();
  for (const col of ['score_desc_total', 'score_service_total', 'score_delivery_total'])
    await db.schema
      .alterTable('shop')
      .addColumn(col, sql`double precision`, (c) => c.notNull().defaultTo(0))
      .execute();
  await sql`
    update shop set
      score_count = (select count(*) from shop_evaluate e where e.site_id = shop.site_id),
      score_desc_total = (select coalesce(sum(e.shop_desccredit), 0) from shop_evaluate e where e.site_id = shop.site_id),
      score_service_total = (select coalesce(sum(e.shop_servicecredit), 0) from shop_evaluate e where e.site_id = shop.site_id),
      score_delivery_total = (select coalesce(sum(e.shop_deliverycredit), 0) from shop_evaluate e where e.site_id = shop.site_id)
  `.execute(db);
  await sql`
    update shop set score_count = case when shop_sales / 40 > 10 then shop_sales / 40 else 10 end
    where score_count = 0 and (shop_desccredit > 0 or shop_servicecredit > 0 or shop_deliverycredit > 0)
  `.execute(db);
  await sql`
    update shop set
      score_desc_total = shop_desccredit * score_count,
      score_service_total = shop_servicecredit * score_count,
      score_delivery_total = shop_deliverycredit * score_count
    where score_count > 0 and score_desc_total = 0 and score_service_total = 0 and score_delivery_total = 0
  `.execute(db);
  await sql`update member_balance_log set remark = '' where type = 'gift' and remark = 'demo balance'`.execute(db);
}
