import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database';
import { createTestDb } from '../../test/test-db';
import { verifyPassword } from '../../lib/password';
import { fileOf } from './images';
import { diskStorage } from '../../lib/upload-storage';
import { isDatabaseEmpty, seedDemo } from './seed';
import { checkBalances, checkInterfaceLanguages, checkReadsInLanguage } from './seed-languages-test-kit';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const ids = (rows: { id: number }[]) => new Set(rows.map((r) => Number(r.id)));

async function checkReseed(h: DbHandle, dir: string): Promise<void> {
  expect(await isDatabaseEmpty(h)).toBe(false);
  await expect(seedDemo(h, { size: 'demo', storage: diskStorage(dir) })).rejects.toThrow(/empty database/);
}

async function checkShops(h: DbHandle): Promise<void> {
  const shops = await h.db.selectFrom('shop').selectAll().execute();
  const open = shops.filter((s) => s.shop_status === 1);
  expect(open.length).toBeGreaterThanOrEqual(8);
  expect(new Set(shops.map((s) => s.site_name)).size).toBe(shops.length);
  expect(shops.filter((s) => s.is_own === 1).map((s) => s.site_name)).toEqual(['Zay Official Store']);
  for (const s of open) expect(s.shop_desccredit).toBeGreaterThanOrEqual(4.2);
  // No English words in a Burmese member's ledger (issue 35 §11): the gift says what it is by its type.
  const gifts = await h.db.selectFrom('member_balance_log').select('remark').where('type', '=', 'gift').execute();
  expect(gifts.length).toBeGreaterThan(0);
  expect(gifts.map((g) => g.remark)).toEqual(gifts.map(() => ''));
  // The scores stand for a history of reviews (issue 35 §3), so one more moves them by its weight.
  for (const s of open) {
    expect(s.score_count).toBeGreaterThanOrEqual(10);
    expect(s.score_desc_total / s.score_count).toBeCloseTo(s.shop_desccredit, 6);
    expect(s.score_delivery_total / s.score_count).toBeCloseTo(s.shop_deliverycredit, 6);
  }
  const closed = shops.find((s) => s.shop_status === 0);
  expect(closed).toBeDefined();
  const closedGoods = await h.db
    .selectFrom('goods')
    .select('goods_id')
    .where('site_id', '=', closed?.site_id ?? -1)
    .execute();
  expect(closedGoods.length).toBeGreaterThan(0);
  const shopCats = await h.db.selectFrom('shop_goods_category').select(['site_id', 'level']).execute();
  for (const s of shops) {
    const own = shopCats.filter((c) => c.site_id === s.site_id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.length).toBeLessThanOrEqual(6);
    expect(new Set(own.map((c) => c.level))).toEqual(new Set([1, 2]));
  }
}

async function checkCategories(h: DbHandle): Promise<void> {
  const cats = await h.db.selectFrom('goods_category').selectAll().execute();
  const level = (n: number) => cats.filter((c) => c.level === n);
  expect(level(1).length).toBeGreaterThanOrEqual(10);
  expect(level(2).length).toBeGreaterThanOrEqual(40);
  expect(level(3).length).toBeGreaterThanOrEqual(120);
  const byId = new Map(cats.map((c) => [c.category_id, c]));
  for (const c of cats) {
    expect([c.category_name, c.category_name1, c.category_name2].every((n) => n.trim().length > 0)).toBe(true);
    expect(c[`category_id_${c.level}` as 'category_id_1']).toBe(c.category_id);
    if (c.level > 1) expect(byId.get(c.pid)?.level).toBe(c.level - 1);
    if (c.level < 3) expect(c.image).toMatch(/^upload\/seed\/category\/.+\.webp$/);
  }
  const regions = await h.db.selectFrom('region').select(['level']).execute();
  expect(regions.filter((r) => r.level === 1)).toHaveLength(15);
}

async function checkGoods(h: DbHandle): Promise<void> {
  const goods = await h.db.selectFrom('goods').selectAll().execute();
  const skus = await h.db.selectFrom('goods_sku').selectAll().execute();
  expect(goods.length).toBeGreaterThanOrEqual(400);
  const byGoods = new Map<number, typeof skus>();
  for (const s of skus) byGoods.set(s.goods_id, [...(byGoods.get(s.goods_id) ?? []), s]);
  for (const g of goods) {
    const own = byGoods.get(g.goods_id) ?? [];
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.length).toBeLessThanOrEqual(6);
    expect(own.map((s) => s.sku_id)).toContain(g.sku_id);
    expect(g.price).toBe(Math.min(...own.map((s) => s.price)));
    expect(g.goods_stock).toBe(own.reduce((n, s) => n + s.stock, 0));
    for (const s of own) expect(s.discount_price).toBeLessThanOrEqual(s.price);
    expect(JSON.parse(g.goods_spec_format)).toBeInstanceOf(Array);
    expect(g.keywords.length).toBeGreaterThan(0);
  }
  expect(skus.filter((s) => s.promotion_type === 1 && s.discount_price < s.price).length).toBeGreaterThan(0);
}

async function checkImages(h: DbHandle, dir: string): Promise<void> {
  const images = await h.db.selectFrom('image').selectAll().execute();
  for (const img of images) expect(fs.existsSync(fileOf(dir, img.path)), img.path).toBe(true);
  const goodsImages = images.filter((i) => i.kind === 'goods').slice(0, 40);
  expect(goodsImages.length).toBe(40);
  expect(new Set(goodsImages.map((i) => sha(fileOf(dir, i.path)))).size).toBe(40);
  const goods = await h.db.selectFrom('goods').select(['goods_image']).execute();
  const recorded = new Set(images.map((i) => i.path));
  for (const g of goods) for (const p of g.goods_image.split(',')) expect(recorded.has(p)).toBe(true);
}

async function checkFloors(h: DbHandle): Promise<void> {
  const floors = await h.db.selectFrom('floor').selectAll().execute();
  expect(new Set(floors.map((f) => f.block_name))).toEqual(
    new Set(['floor-style-1', 'floor-style-2', 'floor-style-3']),
  );
  const goods = ids(await h.db.selectFrom('goods').select('goods_id as id').where('goods_state', '=', 1).execute());
  const brands = ids(await h.db.selectFrom('goods_brand').select('brand_id as id').execute());
  const cats = ids(await h.db.selectFrom('goods_category').select('category_id as id').execute());
  for (const f of floors) {
    const slots = Object.values(
      JSON.parse(f.value) as Record<string, { type: string; value: Record<string, number[]> }>,
    );
    for (const slot of slots) {
      for (const id of slot.value.goodsIds ?? []) expect(goods.has(id)).toBe(true);
      for (const id of slot.value.brandIds ?? []) expect(brands.has(id)).toBe(true);
      for (const id of slot.value.categoryIds ?? []) expect(cats.has(id)).toBe(true);
    }
  }
}

async function checkSite(h: DbHandle): Promise<void> {
  const config = new Map(
    (await h.db.selectFrom('config').selectAll().execute()).map((c) => [c.config_key, JSON.parse(c.value)]),
  );
  expect(config.get('site_info')).toMatchObject({ title: 'Zay', web_status: 1 });
  expect(Object.keys(config.get('default_img') as object)).toHaveLength(8);
  expect(config.get('servicer')).toEqual({ type: 'system', third: '' });
  const words = (config.get('hot_search_words') as { words: string }).words.split(',');
  for (const w of words) {
    const hit = await h.db
      .selectFrom('goods')
      .select('goods_id')
      .where((eb) => eb.or([eb('goods_name', 'like', `%${w}%`), eb('keywords', 'like', `%${w}%`)]))
      .executeTakeFirst();
    expect(hit, w).toBeDefined();
  }
  const positions = await h.db
    .selectFrom('adv_position')
    .innerJoin('adv', 'adv.ap_id', 'adv_position.ap_id')
    .select(['keyword', 'adv_url'])
    .execute();
  expect(positions.filter((p) => p.keyword === 'NS_PC_INDEX').length).toBeGreaterThanOrEqual(4);
  for (const k of ['NS_PC_INDEX_MID_LEFT', 'NS_PC_INDEX_MID_RIGHT', 'NS_PC_TOP_BANNER'])
    expect(positions.some((p) => p.keyword === k)).toBe(true);
  for (const p of positions) expect(JSON.parse(p.adv_url)).toHaveProperty('url');
  const help = await h.db.selectFrom('help').select(['class_id']).execute();
  expect(new Set(help.map((h) => h.class_id)).size).toBeGreaterThanOrEqual(5);
  const buyer = await h.db.selectFrom('member').selectAll().where('username', '=', 'buyer').executeTakeFirstOrThrow();
  expect(buyer).toMatchObject({ nickname: 'မောင်မောင်', mobile: '09420000001', status: 1 });
  expect(await verifyPassword('Zay@2026', buyer.password)).toBe(true);
}

/** Issue 14: the demo verifier redeems codes for a shop with pickup stores that sells vouchers. */
async function checkDesk(h: DbHandle): Promise<void> {
  const m = await h.db
    .selectFrom('member')
    .select('member_id')
    .where('username', '=', 'verifier')
    .executeTakeFirstOrThrow();
  const v = await h.db
    .selectFrom('verifier')
    .selectAll()
    .where('member_id', '=', m.member_id)
    .executeTakeFirstOrThrow();
  const pickup = await h.db
    .selectFrom('shop_delivery')
    .select('store_enabled')
    .where('site_id', '=', v.site_id)
    .executeTakeFirstOrThrow();
  expect(pickup.store_enabled).toBe(1);
  const vouchers = await h.db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as k', 'k.sku_id', 'g.sku_id')
    .select(['g.goods_name', 'k.stock', 'g.goods_state'])
    .where('g.site_id', '=', v.site_id)
    .where('g.is_virtual', '=', 1)
    .execute();
  expect(vouchers).toHaveLength(2);
  for (const g of vouchers) expect(g).toMatchObject({ stock: 500, goods_state: 1 });
}

const BURMESE = /[\u1000-\u109f]/;
const REQUIRED: Record<string, string[]> = {
  help_class: ['class_name'],
  help: ['content', 'title'],
  notice: ['content', 'title'],
  nav: ['nav_title'],
  adv: ['adv_title'],
  floor: ['texts', 'title'],
};

/** Every platform text the seed writes in Burmese has its Chinese and English (ADR 057). */
async function checkSeckill(h: DbHandle): Promise<void> {
  const slots = await h.db.selectFrom('seckill_time').selectAll().orderBy('seckill_start_time').execute();
  // The slots cover the whole day back to back, so one always runs.
  expect(slots[0]!.seckill_start_time).toBe(0);
  expect(slots.at(-1)!.seckill_end_time).toBe(86_400);
  slots.slice(1).forEach((s, i) => expect(s.seckill_start_time).toBe(slots[i]!.seckill_end_time));
  const seckills = await h.db.selectFrom('seckill').selectAll().execute();
  expect(seckills).toHaveLength(12);
  for (const slot of slots) expect(seckills.filter((k) => k.seckill_time_id.includes(`,${slot.id},`)).length).toBe(6);
  const skus = await h.db
    .selectFrom('goods_sku')
    .select(['sku_id', 'stock', 'discount_price'])
    .where(
      'sku_id',
      'in',
      seckills.map((k) => k.sku_id),
    )
    .execute();
  for (const k of seckills) {
    const sku = skus.find((s) => s.sku_id === k.sku_id)!;
    expect(k.stock).toBeLessThanOrEqual(sku.stock);
    expect(k.seckill_price).toBeLessThan(sku.discount_price);
  }
}

/** Combo packages of one shop's on-sale goods each, priced below the goods together (ADR 071). */
async function checkBundling(h: DbHandle): Promise<void> {
  const packages = await h.db.selectFrom('bundling').selectAll().execute();
  expect(packages.length).toBeGreaterThanOrEqual(4);
  for (const p of packages) {
    const goods = await h.db
      .selectFrom('bundling_goods as bg')
      .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['g.site_id', 'g.goods_state', 's.discount_price'])
      .where('bg.bl_id', '=', p.bl_id)
      .execute();
    expect(goods.length).toBeGreaterThanOrEqual(2);
    expect(goods.every((g) => g.site_id === p.site_id && g.goods_state === 1)).toBe(true);
    expect(p.bl_price).toBeLessThan(goods.reduce((n, g) => n + g.discount_price, 0));
    expect(p.status).toBe(1);
  }
  expect(new Set(packages.map((p) => p.shipping_fee_type))).toEqual(new Set([1, 2]));
}

/** Group buys of real goods run on a fresh install, below their SKU's price, within its stock (ADR 070). */
async function checkGroupbuy(h: DbHandle): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const rows = await h.db
    .selectFrom('groupbuy as k')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id')
    .select([
      'k.groupbuy_price',
      'k.stock',
      'k.buy_num',
      'k.start_time',
      'k.end_time',
      's.discount_price',
      's.stock as goods_stock',
    ])
    .execute();
  expect(rows).toHaveLength(8);
  for (const k of rows) {
    expect(k.start_time).toBeLessThanOrEqual(now);
    expect(k.end_time).toBeGreaterThan(now);
    expect(k.groupbuy_price).toBeLessThan(k.discount_price);
    expect(k.stock).toBeLessThanOrEqual(k.goods_stock);
    expect(k.stock).toBeGreaterThanOrEqual(k.buy_num);
  }
}

async function checkTopics(h: DbHandle): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const topics = await h.db.selectFrom('topic').selectAll().execute();
  expect(topics).toHaveLength(2);
  for (const topic of topics) {
    expect(topic.start_time).toBeLessThanOrEqual(now);
    expect(topic.end_time).toBeGreaterThan(now);
    expect(topic.topic_adv).not.toBe('');
    const names = await h.db
      .selectFrom('content_translation')
      .select('lang')
      .where('kind', '=', 'topic')
      .where('ref', '=', String(topic.topic_id))
      .execute();
    expect(names.map((n) => n.lang).sort()).toEqual(['en-us', 'zh-cn']);
    const goods = await h.db
      .selectFrom('topic_goods as tg')
      .innerJoin('goods_sku as s', 's.sku_id', 'tg.sku_id')
      .select(['tg.topic_price', 'tg.stock', 's.discount_price', 's.stock as sku_stock'])
      .where('tg.topic_id', '=', topic.topic_id)
      .execute();
    expect(goods.length).toBeGreaterThan(0);
    for (const g of goods) {
      expect(g.topic_price).toBeLessThan(g.discount_price);
      expect(g.stock).toBeLessThanOrEqual(g.sku_stock);
    }
  }
}

async function checkTranslations(h: DbHandle): Promise<void> {
  const rows = await h.db.selectFrom('content_translation').selectAll().execute();
  const has = (kind: string, ref: string | number, lang: string) =>
    rows.find((r) => r.kind === kind && r.ref === String(ref) && r.lang === lang);
  const refs = {
    help_class: (await h.db.selectFrom('help_class').select('class_id as id').execute()).map((r) => r.id),
    help: (await h.db.selectFrom('help').select('id').execute()).map((r) => r.id),
    notice: (await h.db.selectFrom('notice').select('id').execute()).map((r) => r.id),
    nav: (await h.db.selectFrom('nav').select('id').execute()).map((r) => r.id),
    adv: (await h.db.selectFrom('adv').select('adv_id as id').execute()).map((r) => r.id),
    floor: (await h.db.selectFrom('floor').select('id').execute()).map((r) => r.id),
    config: ['site_info', 'float_layer', 'hot_search_words', 'default_search_words', 'shop_service', 'register_config'],
  };
  for (const [kind, list] of Object.entries(refs))
    for (const ref of list)
      for (const lang of ['zh-cn', 'en-us']) {
        const row = has(kind, ref, lang);
        expect(row, `${kind} ${ref} ${lang}`).toBeDefined();
        const fields = JSON.parse(row!.fields) as Record<string, unknown>;
        expect(Object.keys(fields).sort(), `${kind} ${ref}`).toEqual(REQUIRED[kind] ?? Object.keys(fields).sort());
        if (kind === 'floor') expect(Object.keys(fields.texts as object).sort()).toEqual(['subTitle', 'title']);
        expect(JSON.stringify(Object.values(fields)), `${kind} ${ref} ${lang}`).not.toMatch(BURMESE);
      }
}

describe(`seedDemo on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  const ctx = { dir: '' } as { handle: DbHandle & { drop(): Promise<void> }; dir: string };

  beforeAll(async () => {
    ctx.handle = await createTestDb();
    ctx.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-seed-'));
    expect(await isDatabaseEmpty(ctx.handle)).toBe(true);
    await ctx.handle.db
      .insertInto('config')
      .values({ config_key: 'servicer', value: '{"type":"third","third":"https://old.example"}', update_time: 1 })
      .execute();
    await seedDemo(ctx.handle, { size: 'demo', storage: diskStorage(ctx.dir) });
  }, 180_000);

  afterAll(async () => {
    await ctx.handle?.drop();
    if (ctx.dir) fs.rmSync(ctx.dir, { recursive: true, force: true });
  });

  it('is no longer empty and refuses a second seed', () => checkReseed(ctx.handle, ctx.dir));
  it('has open shops with credits, an own shop and a closed shop with goods', () => checkShops(ctx.handle));
  it('has a three-level category tree named in three languages', () => checkCategories(ctx.handle));
  it('has at least 400 goods, each with 1 to 6 SKUs and a default SKU of its own', () => checkGoods(ctx.handle));
  it('writes every recorded image to disk, distinct per product', () => checkImages(ctx.handle, ctx.dir));
  it('lays out floors of all three styles whose ids exist', () => checkFloors(ctx.handle));
  it('configures the site, adverts, navigation, help and demo members', () => checkSite(ctx.handle));
  it('has a verifier member for a pickup shop that sells vouchers', () => checkDesk(ctx.handle));
  it('writes every platform text in Chinese and English too', () => checkTranslations(ctx.handle));
  it('has seckill slots through the day and a dozen seckills below their prices', () => checkSeckill(ctx.handle));
  it('has combo packages of each shop’s own goods below their prices', () => checkBundling(ctx.handle));
  it('has eight running group buys below their prices', () => checkGroupbuy(ctx.handle));
  it('has two running topics named in three languages with goods below their prices', () => checkTopics(ctx.handle));
  it('writes every interface text in Burmese with its Chinese and English', () => checkInterfaceLanguages(ctx.handle));
  it('answers a goods, shop, topic and the coupon centre in English and Chinese', () =>
    checkReadsInLanguage(ctx.handle));
  it('gives buyer2 withdrawable money and enough to try every promotion, ledger agreeing', () =>
    checkBalances(ctx.handle));
});
