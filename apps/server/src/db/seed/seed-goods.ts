import { goodsAttrText, goodsSaveBodySchema, goodsSpecText, skuSpecText, type GoodsSaveBody } from '@zay/contract';
import { sql } from 'kysely';
import { createContext } from '../../lib/context';
import { saveGoods } from '../../modules/catalog';
import { BATCH_SIZE, type Trx } from './insert';
import { writeTranslations } from './seed-translations';
import type { GoodsPlan } from './goods-plan';
import type { SeedPlan } from './plan';
import { at, chunk } from './random';
import type { CategoryIds } from './seed-catalogue';
import type { ShopIds } from './seed-shops';

/*
 * The demo's goods are written as a shop writes them (ADR 109): each goods with its SKUs, texts
 * and translations through the goods service's `saveGoods`, in plan order, on the seed's
 * transaction. What a shop never writes is set afterwards as figures: sales, clicks, favourites
 * and ratings, the goods' own limited-time prices and the colour pictures of its spec values.
 */

function placement(g: GoodsPlan, cats: CategoryIds, brands: number[], shops: ShopIds) {
  const { t, m, l } = g.source.ref;
  return {
    site_id: at(shops.ids, g.shop),
    category_id: at(at(at(cats.leaf, t), m), l),
    shop_category_id: shops.shopCategory(g.shop, t, m),
    brand_id: g.source.brand >= 0 ? at(brands, g.source.brand) : 0,
  };
}

/** The goods as the console's form would send it. */
function saveBody(g: GoodsPlan, where: ReturnType<typeof placement>): GoodsSaveBody {
  const specs = goodsSpecText.decode(g.specFormat) ?? [];
  return {
    goods_name: g.name,
    introduction: g.introduction,
    goods_content: g.content,
    keywords: g.keywords,
    category_id: where.category_id,
    shop_category_id: where.shop_category_id,
    brand_id: where.brand_id,
    unit: g.unit,
    attrs: goodsAttrText.decode(g.attrFormat) ?? [],
    specs: specs.map((s) => ({
      spec_id: s.spec_id,
      spec_name: s.spec_name,
      value: s.value.map((v) => ({ spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name })),
    })),
    skus: g.skus.map((s) => ({
      spec_value_ids: (skuSpecText.decode(s.specFormat) ?? []).map((v) => v.spec_value_id),
      price: s.price / 100,
      market_price: s.marketPrice / 100,
      stock: s.stock,
      sku_no: s.no,
      weight: s.weight,
      sku_image: s.image,
    })),
    images: g.source.images,
    is_free_shipping: g.freeShipping,
    min_buy: g.minBuy,
    max_buy: g.maxBuy,
    goods_state: g.state as 0 | 1,
  };
}

/** The seed is no staff member's action: nothing goes to the action log. */
const noAudit = async () => undefined;

/** Numbers inline (PostgreSQL reads a bound CASE value as text); text bound. */
const literal = (v: number | string) => (typeof v === 'number' ? sql.lit(v) : sql`${v}`);

/** Sets `columns` of the rows `ids` of `table` to `values[i]`, one statement per batch. */
async function setFigures<C extends string>(
  trx: Trx,
  table: 'goods' | 'goods_sku',
  key: 'goods_id' | 'sku_id',
  ids: number[],
  values: Record<C, number | string>[],
): Promise<void> {
  if (ids.length === 0) return;
  const columns = Object.keys(values[0]!) as C[];
  const rows = ids.map((id, i) => [id, at(values, i)] as const);
  for (const batch of chunk(rows, BATCH_SIZE)) {
    const set = Object.fromEntries(
      columns.map((c) => [
        c,
        sql`case ${sql.ref(key)} ${sql.join(
          batch.map(([id, v]) => sql`when ${sql.lit(id)} then ${literal(v[c])}`),
          sql` `,
        )} end`,
      ]),
    );
    await trx
      .updateTable(table)
      .set(set as never)
      .where(
        key,
        'in',
        batch.map(([id]) => id),
      )
      .execute();
  }
}

/** Writes the planned goods and their SKUs through the goods service; answers goods ids in plan order. */
export async function insertGoods(
  trx: Trx,
  plan: SeedPlan,
  cats: CategoryIds,
  brands: number[],
  shops: ShopIds,
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const g of plan.goods) {
    const where = placement(g, cats, brands, shops);
    const input = goodsSaveBodySchema.parse(saveBody(g, where));
    // The translations as the seed has them: with the unit, which the console's form does not translate.
    input.translations = { 'zh-cn': g.translations.zh, 'en-us': g.translations.en };
    const ctx = createContext(trx, () => g.createTime * 1000);
    const saved = await saveGoods(ctx, { id: 0, siteId: where.site_id, role: 'owner' }, input, noAudit);
    ids.push(saved.goods_id);
  }
  // The seed writes into empty tables: the SKUs in id order are the plan's, goods by goods.
  const skuIds = (await trx.selectFrom('goods_sku').select('sku_id').orderBy('sku_id').execute()).map((r) => r.sku_id);
  const skus = plan.goods.flatMap((g) => g.skus);
  if (skuIds.length !== skus.length) throw new Error(`seed: ${skuIds.length} SKUs written for ${skus.length} planned`);

  await setFigures(
    trx,
    'goods',
    'goods_id',
    ids,
    plan.goods.map((g) => ({
      sale_num: g.skus.reduce((n, s) => n + s.saleNum, 0),
      click_num: g.clickNum,
      collect_num: g.collectNum,
      evaluate: g.evaluate,
      goods_spec_format: g.specFormat,
    })),
  );
  await setFigures(
    trx,
    'goods_sku',
    'sku_id',
    skuIds,
    skus.map((s) => ({
      sale_num: s.saleNum,
      discount_price: s.discountPrice,
      promotion_type: s.promotionType,
      start_time: s.startTime,
      end_time: s.endTime,
    })),
  );
  await writeTranslations(
    trx,
    skus.map((s, i) => ({
      kind: 'sku' as const,
      ref: at(skuIds, i),
      fields: { 'en-us': { sku_name: s.names.en }, 'zh-cn': { sku_name: s.names.zh } },
    })),
    now,
  );
  return ids;
}
