// The bare baseline of QUALITY.md §1: Fastify + better-sqlite3 answering /api/goodssku/page and
// /api/goodssku/detail with the very SQL the Zay server runs on a cache miss (prepared once, no
// validation, no cache, no security plugins), on the same database file.
//
//   BASELINE_DB=/path/to/zay.db PORT=3320 node bench/baseline-goods.mjs
//
// Bodies as the real calls: {page, page_size} and {sku_id}. Answers the same envelope.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const file = process.env.BASELINE_DB;
if (!file) throw new Error('set BASELINE_DB to the SQLite file the Zay server uses');
const port = Number(process.env.PORT ?? 3320);
const db = new Database(file.replace(/^sqlite:/, ''), { readonly: true });
db.pragma('journal_mode = WAL');

const LIST_SQL = `select "g"."goods_id", "s"."sku_id", "s"."sku_name", "g"."goods_name", "s"."price", "s"."market_price", "s"."discount_price", "s"."stock", "g"."sale_num", "s"."sku_image", "g"."goods_image", "g"."site_id", "sh"."site_name", "g"."website_id", "g"."is_own", "g"."is_free_shipping", "g"."introduction", "s"."promotion_type", "g"."goods_spec_format", "g"."is_virtual" from "goods" as "g" inner join "goods_sku" as "s" on "s"."sku_id" = "g"."sku_id" inner join "shop" as "sh" on "sh"."site_id" = "g"."site_id" where ("g"."goods_state" = ? and "g"."verify_state" = ? and "g"."is_delete" = ? and "g"."site_id" in (select "shop"."site_id" from "shop" where "shop"."shop_status" = ?)) order by "g"."sort" asc, "g"."goods_id" desc limit ? offset ?`;
const COUNT_SQL = `select count(*) as "n" from "goods" as "g" where ("g"."goods_state" = ? and "g"."verify_state" = ? and "g"."is_delete" = ? and "g"."site_id" in (select "shop"."site_id" from "shop" where "shop"."shop_status" = ?))`;
const DETAIL_SQL = `select "g"."goods_id", "s"."sku_id", "g"."goods_name", "s"."sku_name", "s"."sku_spec_format", "s"."price", "s"."market_price", "s"."discount_price", "s"."promotion_type", "s"."start_time", "s"."end_time", "s"."stock", "g"."click_num", "g"."sale_num", "g"."collect_num", "s"."sku_image", "s"."sku_images", "g"."site_id", "g"."goods_content", "g"."goods_state", "g"."verify_state", "g"."is_free_shipping", "g"."goods_spec_format", "g"."goods_attr_format", "g"."introduction", "g"."unit", "g"."video_url", "g"."evaluate", "g"."is_virtual", "g"."max_buy", "g"."min_buy", "g"."goods_image", "g"."category_id", "g"."category_id_1", "g"."category_id_2", "g"."category_id_3", "g"."brand_id", "sh"."site_name", "sh"."is_own", "sh"."logo", "sh"."avatar", "sh"."banner", "sh"."seo_description", "sh"."telephone", "sh"."shop_desccredit", "sh"."shop_servicecredit", "sh"."shop_deliverycredit", "sh"."shop_sales", "sh"."sub_num" from "goods_sku" as "s" inner join "goods" as "g" on "g"."goods_id" = "s"."goods_id" inner join "shop" as "sh" on "sh"."site_id" = "g"."site_id" where "s"."sku_id" = ? and "g"."goods_state" = ? and "g"."verify_state" = ? and "g"."is_delete" = ? and "sh"."shop_status" = ?`;
const SKUS_SQL = `select "sku_id", "sku_spec_format", "stock" from "goods_sku" where "goods_id" = ? order by "sku_id"`;
const MANJIAN_SQL = `select "manjian_id", "site_id", "manjian_name", "manjian_type", "goods_ids", "rule_json", "start_time", "end_time", "status" from "promotion_manjian" where "site_id" = ? and "status" in (?, ?) and "start_time" <= ? and "end_time" > ? order by "manjian_id" desc`;

const list = db.prepare(LIST_SQL);
const count = db.prepare(COUNT_SQL);
const detail = db.prepare(DETAIL_SQL);
const skus = db.prepare(SKUS_SQL);
const manjian = db.prepare(MANJIAN_SQL);

const money = (minor) => `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;
const withMoney = (r) => ({
  ...r,
  price: money(r.price),
  market_price: money(r.market_price),
  discount_price: money(r.discount_price),
});
const envelope = (data) => ({
  code: 0,
  message: 'operation successful',
  data,
  timestamp: Math.floor(Date.now() / 1000),
});

const app = Fastify({ logger: false });

app.post('/api/goodssku/page', async (req) => {
  const page = Number(req.body?.page ?? 1);
  const pageSize = Number(req.body?.page_size ?? 10);
  const rows = list.all(1, 1, 0, 1, pageSize, (page - 1) * pageSize);
  const { n } = count.get(1, 1, 0, 1);
  return envelope({ page_count: Math.max(1, Math.ceil(n / pageSize)), count: n, list: rows.map(withMoney) });
});

app.post('/api/goodssku/detail', async (req, reply) => {
  const row = detail.get(Number(req.body?.sku_id), 1, 1, 0, 1);
  if (!row)
    return reply.status(404).send({ code: -1, message: 'not found', data: null, error_code: 'GOODS_NOT_FOUND' });
  const now = Math.floor(Date.now() / 1000);
  const specs = skus.all(row.goods_id);
  const promotions = manjian.all(row.site_id, 0, 1, now, now);
  const {
    site_name,
    is_own,
    logo,
    avatar,
    banner,
    seo_description,
    telephone,
    shop_desccredit,
    shop_servicecredit,
    shop_deliverycredit,
    shop_sales,
    sub_num,
    ...goods
  } = row;
  return envelope({
    goods_sku_detail: {
      ...withMoney(goods),
      purchased_num: 0,
      goods_promotion: promotions.length ? [{ promotion_type: 'manjian' }] : [],
      skus: specs.length,
    },
    shop_info: {
      site_id: row.site_id,
      site_name,
      is_own,
      logo,
      avatar,
      banner,
      seo_description,
      telephone,
      shop_desccredit,
      shop_servicecredit,
      shop_deliverycredit,
      shop_sales,
      sub_num,
    },
  });
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on http://127.0.0.1:${port}`);
