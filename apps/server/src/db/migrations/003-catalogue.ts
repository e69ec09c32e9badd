import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Goods and shop follows, footprints, evaluations, full-reduction promotions, click counts per
 * SKU, and keyword search: `goods.search_text` (name + keywords + shop name) kept in step by
 * triggers, indexed by an FTS5 trigram table on SQLite and a pg_trgm GIN index on PostgreSQL
 * (docs/decisions/004-search.md).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string, cols: Parameters<typeof createTable>[3]) => createTable(db, dialect, name, cols);
  const index = (name: string, on: string, cols: string[], unique = false) =>
    (unique ? db.schema.createIndex(name).unique() : db.schema.createIndex(name)).on(on).columns(cols).execute();

  await table('goods_collect', {
    collect_id: 'id',
    member_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    site_id: 'int',
    create_time: 'int',
  }).execute();
  await index('goods_collect_member_goods', 'goods_collect', ['member_id', 'goods_id'], true);
  await index('goods_collect_member_time', 'goods_collect', ['member_id', 'create_time']);

  await table('shop_member', { id: 'id', member_id: 'int', site_id: 'int', create_time: 'int' }).execute();
  await index('shop_member_member_site', 'shop_member', ['member_id', 'site_id'], true);
  await index('shop_member_site', 'shop_member', ['site_id']);

  await table('goods_browse', {
    id: 'id',
    member_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    site_id: 'int',
    browse_time: 'int',
  }).execute();
  await index('goods_browse_member_goods', 'goods_browse', ['member_id', 'goods_id'], true);
  await index('goods_browse_member_time', 'goods_browse', ['member_id', 'browse_time']);

  await table('goods_evaluate', {
    evaluate_id: 'id',
    order_id: 'int',
    order_goods_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    sku_name: 'text',
    site_id: 'int',
    member_id: 'int',
    member_name: 'text',
    member_headimg: 'text',
    content: 'text',
    images: 'text',
    scores: 'int',
    explain_first: 'text',
    again_content: 'text',
    again_images: 'text',
    again_explain: 'text',
    again_time: 'int',
    is_anonymous: 'int',
    is_audit: 'int',
    create_time: 'int',
  }).execute();
  await index('goods_evaluate_goods', 'goods_evaluate', ['goods_id', 'is_audit', 'create_time']);

  await table('promotion_manjian', {
    manjian_id: 'id',
    site_id: 'int',
    manjian_name: 'text',
    manjian_type: 'int',
    goods_ids: 'text',
    rule_json: 'text',
    start_time: 'int',
    end_time: 'int',
    status: 'int',
    create_time: 'int',
  }).execute();
  await index('promotion_manjian_site', 'promotion_manjian', ['site_id', 'status', 'end_time']);

  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('goods_sku')
    .addColumn('click_num', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('goods')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The list's default filters and sorts: visible goods in sort order (newest first among
  // equals), by sales, by newest; the count of visible goods from the index alone.
  await index('goods_visible_sort', 'goods', ['goods_state', 'verify_state', 'is_delete', 'sort', 'goods_id desc']);
  await index('goods_visible_site', 'goods', ['goods_state', 'verify_state', 'is_delete', 'site_id']);
  await index('goods_visible_sales', 'goods', ['goods_state', 'verify_state', 'is_delete', 'sale_num']);
  await index('goods_visible_new', 'goods', ['goods_state', 'verify_state', 'is_delete', 'create_time']);
  await index('goods_shop_category', 'goods', ['shop_category_id']);

  if (dialect === 'sqlite') await sqliteSearch(db);
  else await postgresSearch(db);
}

/** The text a goods is found by; `g` is the goods row, the shop name is looked up. */
const SQLITE_TEXT = (g: string) =>
  `${g}.goods_name || ' ' || ${g}.keywords || ' ' || coalesce((SELECT site_name FROM shop WHERE shop.site_id = ${g}.site_id), '')`;

/** An FTS5 trigram table of our own (rowid = goods_id), kept in step with goods and shop names by triggers. */
async function sqliteSearch(db: Kysely<unknown>) {
  const statements = [
    `CREATE VIRTUAL TABLE goods_fts USING fts5(search_text, tokenize = 'trigram')`,
    `CREATE TRIGGER goods_search_ai AFTER INSERT ON goods BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('new')} WHERE goods_id = new.goods_id;
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE goods_id = new.goods_id;
     END`,
    `CREATE TRIGGER goods_search_au AFTER UPDATE OF goods_name, keywords, site_id ON goods BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('new')} WHERE goods_id = new.goods_id;
       DELETE FROM goods_fts WHERE rowid = old.goods_id;
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE goods_id = new.goods_id;
     END`,
    `CREATE TRIGGER goods_search_ad AFTER DELETE ON goods BEGIN
       DELETE FROM goods_fts WHERE rowid = old.goods_id;
     END`,
    ...['INSERT', 'UPDATE OF site_name'].map(
      (event, i) => `CREATE TRIGGER shop_search_${i} AFTER ${event} ON shop BEGIN
       UPDATE goods SET search_text = ${SQLITE_TEXT('goods')} WHERE site_id = new.site_id;
       DELETE FROM goods_fts WHERE rowid IN (SELECT goods_id FROM goods WHERE site_id = new.site_id);
       INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods WHERE site_id = new.site_id;
     END`,
    ),
    `UPDATE goods SET search_text = ${SQLITE_TEXT('goods')}`,
    `INSERT INTO goods_fts(rowid, search_text) SELECT goods_id, search_text FROM goods`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

const PG_TEXT = (g: string, shopName: string) => `concat_ws(' ', ${g}.goods_name, ${g}.keywords, ${shopName})`;

/** pg_trgm GIN index on `goods.search_text`, which triggers keep in step with goods and shop names. */
async function postgresSearch(db: Kysely<unknown>) {
  const shopOf = (g: string) => `coalesce((SELECT site_name FROM shop WHERE shop.site_id = ${g}.site_id), '')`;
  const statements = [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `CREATE FUNCTION goods_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.search_text := ${PG_TEXT('NEW', shopOf('NEW'))};
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER goods_search_text BEFORE INSERT OR UPDATE OF goods_name, keywords, site_id ON goods
     FOR EACH ROW EXECUTE FUNCTION goods_search_text()`,
    `CREATE FUNCTION shop_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE goods SET search_text = ${PG_TEXT('goods', 'NEW.site_name')} WHERE site_id = NEW.site_id;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER shop_search_text AFTER INSERT OR UPDATE OF site_name ON shop
     FOR EACH ROW EXECUTE FUNCTION shop_search_text()`,
    `UPDATE goods SET search_text = ${PG_TEXT('goods', shopOf('goods'))}`,
    `CREATE INDEX goods_search_trgm ON goods USING gin (search_text gin_trgm_ops)`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}
