import { sql, type Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * Issue 30, ADR 090 — shops edit their goods:
 * - `goods.verify_state_remark`: why the platform refused a goods;
 * - `goods.search_words`: the goods' Chinese and English names, written by the goods service, so
 *   the search index (migration 003) finds a goods by its translations too; the triggers are
 *   replaced to include it;
 * - `goods_sku.cost_price` (minor units, the shop's own figure) and `goods_sku.is_delete`: a SKU
 *   removed from a goods that orders hold is retired, never deleted (old orders and reviews keep it);
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('goods')
    .addColumn('verify_state_remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('goods')
    .addColumn('search_words', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('goods_sku')
    .addColumn('cost_price', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('goods_sku')
    .addColumn('is_delete', int, (c) => c.notNull().defaultTo(0))
    .execute();
  // The console list: a shop's goods by newest; SKU codes of a shop.
  await db.schema.createIndex('goods_site_time').on('goods').columns(['site_id', 'is_delete', 'create_time']).execute();
  await db.schema.createIndex('goods_sku_site_no').on('goods_sku').columns(['site_id', 'sku_no']).execute();

  if (dialect === 'sqlite') await sqliteSearch(db);
  else await postgresSearch(db);
}

const SQLITE_TEXT = (g: string) =>
  `${g}.goods_name || ' ' || ${g}.keywords || ' ' || ${g}.search_words || ' ' || coalesce((SELECT site_name FROM shop WHERE shop.site_id = ${g}.site_id), '')`;

async function sqliteSearch(db: Kysely<unknown>) {
  const statements = [
    `DROP TRIGGER goods_search_ai`,
    `DROP TRIGGER goods_search_au`,
    `DROP TRIGGER shop_search_0`,
    `DROP TRIGGER shop_search_1`,
    `CREATE TRIGGER goods_search_ai AFTER INSERT ON goods BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('new')} WHERE goods_id = new.goods_id;
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE goods_id = new.goods_id;
     END`,
    `CREATE TRIGGER goods_search_au AFTER UPDATE OF goods_name, keywords, search_words, site_id ON goods BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('new')} WHERE goods_id = new.goods_id;
       DELETE FROM goods_fts WHERE rowid = old.goods_id;
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE goods_id = new.goods_id;
     END`,
    ...['INSERT', 'UPDATE OF site_name'].map(
      (event, i) => `CREATE TRIGGER shop_search_${i} AFTER ${event} ON shop BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('goods')} WHERE site_id = new.site_id;
       DELETE FROM goods_fts WHERE rowid IN (SELECT goods_id FROM goods WHERE site_id = new.site_id);
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE site_id = new.site_id;
     END`,
    ),
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

const PG_TEXT = (g: string, shopName: string) =>
  `concat_ws(' ', ${g}.goods_name, ${g}.keywords, ${g}.search_words, ${shopName})`;

async function postgresSearch(db: Kysely<unknown>) {
  const shopOf = (g: string) => `coalesce((SELECT site_name FROM shop WHERE shop.site_id = ${g}.site_id), '')`;
  const statements = [
    `CREATE OR REPLACE FUNCTION goods_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.search_text := ${PG_TEXT('NEW', shopOf('NEW'))};
       RETURN NEW;
     END $$`,
    `DROP TRIGGER goods_search_text ON goods`,
    `CREATE TRIGGER goods_search_text BEFORE INSERT OR UPDATE OF goods_name, keywords, search_words, site_id ON goods
     FOR EACH ROW EXECUTE FUNCTION goods_search_text()`,
    `CREATE OR REPLACE FUNCTION shop_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE goods SET search_text = ${PG_TEXT('goods', 'NEW.site_name')} WHERE site_id = NEW.site_id;
       RETURN NULL;
     END $$`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}
