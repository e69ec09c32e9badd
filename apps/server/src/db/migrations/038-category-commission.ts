import type { Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * Issue 31, ADR 092: a category's commission rate, set by the platform's catalogue, in hundredths
 * of a percent like the settlement ledger's rates; -1 (the default) means none of its own (the
 * shop's rate applies). Goods are counted per brand when a brand is deleted: an index on it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('goods_category')
    .addColumn('commission_rate', int, (c) => c.notNull().defaultTo(-1))
    .execute();
  await db.schema.createIndex('goods_brand_id').ifNotExists().on('goods').column('brand_id').execute();
}
