import { sql } from 'kysely';
import { BATCH_SIZE, insertBatches, type Trx } from './insert';
import { writeTranslations } from './seed-translations';
import type { GoodsPlan } from './goods-plan';
import type { SeedPlan } from './plan';
import { at, chunk } from './random';
import type { CategoryIds } from './seed-catalogue';
import type { ShopIds } from './seed-shops';

function cheapest(g: GoodsPlan) {
  return g.skus.reduce((best, s) => (s.price < best.price ? s : best), at(g.skus, 0));
}

function placement(g: GoodsPlan, cats: CategoryIds, brands: number[], shops: ShopIds) {
  const { t, m, l } = g.source.ref;
  const leaf = at(at(at(cats.leaf, t), m), l);
  return {
    site_id: at(shops.ids, g.shop),
    website_id: at(shops.websiteOf, g.shop),
    category_id: leaf,
    category_id_1: at(cats.top, t),
    category_id_2: at(at(cats.mid, t), m),
    category_id_3: leaf,
    shop_category_id: shops.shopCategory(g.shop, t, m),
    brand_id: g.source.brand >= 0 ? at(brands, g.source.brand) : 0,
  };
}

function figures(g: GoodsPlan) {
  const low = cheapest(g);
  return {
    price: low.price,
    market_price: low.marketPrice,
    goods_stock: g.skus.reduce((n, s) => n + s.stock, 0),
    sale_num: g.skus.reduce((n, s) => n + s.saleNum, 0),
    click_num: g.clickNum,
    collect_num: g.collectNum,
    evaluate: g.evaluate,
  };
}

function goodsRow(g: GoodsPlan, plan: SeedPlan, cats: CategoryIds, brands: number[], shops: ShopIds) {
  return {
    ...placement(g, cats, brands, shops),
    ...figures(g),
    goods_name: g.name,
    sku_id: 0,
    goods_image: g.source.images.join(','),
    goods_content: g.content,
    goods_state: g.state,
    verify_state: 1,
    is_delete: 0,
    is_free_shipping: g.freeShipping,
    is_own: plan.shops[g.shop]?.isOwn ? 1 : 0,
    is_virtual: 0,
    unit: g.unit,
    introduction: g.introduction,
    keywords: g.keywords,
    goods_spec_format: g.specFormat,
    goods_attr_format: g.attrFormat,
    video_url: '',
    max_buy: g.maxBuy,
    min_buy: g.minBuy,
    sort: 0,
    create_time: g.createTime,
    modify_time: g.createTime,
  };
}

function skuRows(g: GoodsPlan, goodsId: number, siteId: number) {
  return g.skus.map((s) => ({
    goods_id: goodsId,
    site_id: siteId,
    sku_name: s.name,
    sku_no: s.no,
    sku_spec_format: s.specFormat,
    price: s.price,
    market_price: s.marketPrice,
    discount_price: s.discountPrice,
    promotion_type: s.promotionType,
    start_time: s.startTime,
    end_time: s.endTime,
    stock: s.stock,
    sale_num: s.saleNum,
    sku_image: s.image,
    sku_images: s.images,
    weight: s.weight,
  }));
}

/** One statement per batch; ids are our own integers, so they are inlined as literals. */
async function setDefaultSkus(trx: Trx, goodsIds: number[], skuIds: number[]): Promise<void> {
  const pairs = goodsIds.map((g, i) => [g, at(skuIds, i)] as const);
  for (const batch of chunk(pairs, BATCH_SIZE)) {
    const cases = sql.join(
      batch.map(([g, k]) => sql`when ${sql.lit(g)} then ${sql.lit(k)}`),
      sql` `,
    );
    await trx
      .updateTable('goods')
      .set({ sku_id: sql<number>`case goods_id ${cases} end` })
      .where(
        'goods_id',
        'in',
        batch.map(([g]) => g),
      )
      .execute();
  }
}

/** Inserts goods and their SKUs, then points each goods at its first SKU; answers goods ids in plan order. */
export async function insertGoods(
  trx: Trx,
  plan: SeedPlan,
  cats: CategoryIds,
  brands: number[],
  shops: ShopIds,
  now: number,
): Promise<number[]> {
  const rows = plan.goods.map((g) => goodsRow(g, plan, cats, brands, shops));
  const ids = await insertBatches(rows, (b) => trx.insertInto('goods').values(b).returning('goods_id as id').execute());
  const skus = plan.goods.flatMap((g, i) => skuRows(g, at(ids, i), at(shops.ids, g.shop)));
  const skuIds = await insertBatches(skus, (b) =>
    trx.insertInto('goods_sku').values(b).returning('sku_id as id').execute(),
  );
  let offset = 0;
  const firstSku = plan.goods.map((g) => {
    const id = at(skuIds, offset);
    offset += g.skus.length;
    return id;
  });
  await setDefaultSkus(trx, ids, firstSku);
  await writeTranslations(
    trx,
    [
      ...plan.goods.map((g, i) => ({
        kind: 'goods' as const,
        ref: at(ids, i),
        fields: { 'en-us': g.translations.en, 'zh-cn': g.translations.zh },
      })),
      ...plan.goods
        .flatMap((g) => g.skus)
        .map((s, i) => ({
          kind: 'sku' as const,
          ref: at(skuIds, i),
          fields: { 'en-us': { sku_name: s.names.en }, 'zh-cn': { sku_name: s.names.zh } },
        })),
    ],
    now,
  );
  return ids;
}
