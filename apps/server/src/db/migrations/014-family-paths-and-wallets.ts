import { sql, type Kysely } from 'kysely';

/** Columns holding one image path. */
const PATHS: [string, string][] = [
  ['website', 'logo'],
  ['shop', 'logo'],
  ['shop', 'avatar'],
  ['shop', 'banner'],
  ['goods_category', 'image'],
  ['goods_category', 'image_adv'],
  ['goods_brand', 'image_url'],
  ['goods_brand', 'banner'],
  ['goods_sku', 'sku_image'],
  ['goods_evaluate', 'member_headimg'],
  ['image', 'path'],
  ['adv', 'adv_image'],
  ['nav', 'nav_icon'],
  ['friendly_link', 'link_pic'],
  ['member', 'headimg'],
  ['servicer', 'avatar'],
  ['order_goods', 'sku_image'],
  ['pay_proof', 'pic_path'],
];
/** Columns holding a comma-separated list of image paths. */
const LISTS: [string, string][] = [
  ['goods', 'goods_image'],
  ['goods_sku', 'sku_images'],
  ['goods_evaluate', 'images'],
  ['goods_evaluate', 'again_images'],
  ['pay', 'offline_imgs'],
];
/** Columns holding JSON with image paths among its strings. */
const JSON_TEXT: [string, string][] = [
  ['config', 'value'],
  ['floor', 'value'],
];
const WALLETS: [string, string][] = [
  ['mobilewallet', 'wechatpay'],
  ['onlinewallet', 'alipay'],
];

/**
 * Issue 13, for the stored rows (ADR 044, 045):
 * - image paths become relative, without the leading slash (`/upload/…` → `upload/…`), as the
 *   API family's clients put their image domain and a `/` in front. Rich text keeps its own
 *   `src` (answers make those absolute);
 * - the wallets take the family's keys: `mobilewallet` → `wechatpay`, `onlinewallet` → `alipay`
 *   (paid orders, payments and the `pay_config` setting).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of PATHS)
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = substr(${sql.ref(column)}, 2)
      where ${sql.ref(column)} like '/upload/%'`.execute(db);
  for (const [table, column] of LISTS)
    await sql`update ${sql.table(table)}
      set ${sql.ref(column)} = substr(replace(',' || ${sql.ref(column)}, ',/upload/', ',upload/'), 2)
      where ${sql.ref(column)} like '%/upload/%'`.execute(db);
  for (const [table, column] of JSON_TEXT)
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, '"/upload/', '"upload/')
      where ${sql.ref(column)} like '%"/upload/%'`.execute(db);
  await sql`update chat_message set content = substr(content, 2)
    where content_type = 3 and content like '/upload/%'`.execute(db);
  for (const [old, key] of WALLETS) {
    for (const table of ['orders', 'pay'])
      await sql`update ${sql.table(table)} set pay_type = ${key} where pay_type = ${old}`.execute(db);
    await sql`update config set value = replace(value, ${`"${old}"`}, ${`"${key}"`})
      where config_key = 'pay_config'`.execute(db);
  }
}
