import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Issue 30, ADR 101 — shops set their own delivery (`/seller/delivery`):
 * - `shop_express_template`: a shop's express fee templates. `rules` (JSON) lists the covered
 *   states/regions (level-1 `region` ids) with the first unit's and each extra unit's fee;
 *   `fee_type` 1 by piece, 2 by weight (kg); `free_money` the goods money from which the template
 *   ships free (0 never); one `is_default` per shop;
 * - `goods.express_template_id`: the goods' template (0: the shop's default);
 * - `shop_store.verifier_ids`: the shop's staff (JSON ids) who verify pickups there;
 * - `shop_delivery.local_area` (JSON region ids of the cities/townships served, [] everywhere)
 *   and `local_min_money`.
 * Every shop that ships by express today gets a default template covering every state/region at
 * its flat fee and free-from amount, so no buyer's freight changes.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'shop_express_template', {
    template_id: 'id',
    site_id: 'int',
    template_name: 'text',
    fee_type: 'int',
    rules: 'text',
    free_money: 'money',
    is_default: 'int',
    create_time: 'int',
    update_time: 'int',
  }).execute();
  await db.schema.createIndex('shop_express_template_site').on('shop_express_template').column('site_id').execute();
  await db.schema
    .alterTable('goods')
    .addColumn('express_template_id', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shop_store')
    .addColumn('verifier_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('shop_delivery')
    .addColumn('local_area', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('shop_delivery')
    .addColumn('local_min_money', int, (c) => c.notNull().defaultTo(0))
    .execute();

  const regions = await sql<{ id: number }>`select id from region where level = 1 order by sort, id`.execute(db);
  const ids = regions.rows.map((r) => Number(r.id));
  const shops = await sql<{ site_id: number; express_fee: number; express_free_money: number; update_time: number }>`
    select site_id, express_fee, express_free_money, update_time from shop_delivery where express_enabled = 1`.execute(
    db,
  );
  for (const s of shops.rows) {
    const rules = JSON.stringify([{ region_ids: ids, first_fee: Number(s.express_fee), extra_fee: 0 }]);
    await sql`insert into shop_express_template (site_id, template_name, fee_type, rules, free_money, is_default, create_time, update_time)
      values (${s.site_id}, 'ပုံမှန်ပို့ခ', 1, ${rules}, ${s.express_free_money}, 1, ${s.update_time}, ${s.update_time})`.execute(
      db,
    );
  }
}
