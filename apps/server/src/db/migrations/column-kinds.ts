import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Column kinds shared by both dialects. Every column is NOT NULL with a neutral default so that
 * rows are complete and clients never meet a null where the API family sends '' or 0.
 * - id: auto-increment primary key   - int: 64-bit integer   - text: text
 * - real: double precision           - money: integer minor units (same as int)
 */
export type Kind = 'id' | 'int' | 'text' | 'real' | 'money';

export function createTable(db: Kysely<unknown>, dialect: Dialect, name: string, columns: Record<string, Kind>) {
  let t = db.schema.createTable(name) as CreateTableBuilder<string, string>;
  for (const [col, kind] of Object.entries(columns)) {
    if (kind === 'id') {
      t =
        dialect === 'sqlite'
          ? t.addColumn(col, 'integer', (c) => c.primaryKey().autoIncrement())
          : t.addColumn(col, 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());
    } else if (kind === 'text') {
      t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
    } else if (kind === 'real') {
      t = t.addColumn(col, sql`double precision`, (c) => c.notNull().defaultTo(0));
    } else {
      t = t.addColumn(col, dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull().defaultTo(0));
    }
  }
  return t;
}
