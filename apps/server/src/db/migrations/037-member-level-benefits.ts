import type { Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * A member level's benefits as members read them (the family's `remark`), in Chinese, English and
 * Burmese beside its names (issue 31, ADR 091).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const col of ['remark', 'remark_en', 'remark_mm'])
    await db.schema
      .alterTable('member_level')
      .addColumn(col, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}
