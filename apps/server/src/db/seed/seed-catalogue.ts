import { sql } from 'kysely';
import { BRANDS } from './brands-data';
import { CATEGORIES } from './categories-data';
import { insertBatches, type Trx } from './insert';
import type { SeedPlan } from './plan';
import { at } from './random';

export interface CategoryIds {
  top: number[];
  mid: number[][];
  leaf: number[][][];
}

function shortName(en: string): string {
  return en.split(/ & | \(/)[0] ?? en;
}

async function fillOwnLevelId(trx: Trx, level: 1 | 2 | 3): Promise<void> {
  const own = sql<number>`category_id`;
  const query = trx.updateTable('goods_category');
  const update =
    level === 1
      ? query.set({ category_id_1: own })
      : level === 2
        ? query.set({ category_id_2: own })
        : query.set({ category_id_3: own });
  await update.where('level', '=', level).execute();
}

async function insertTops(trx: Trx, plan: SeedPlan): Promise<number[]> {
  const rows = CATEGORIES.map((c, t) => ({
    pid: 0,
    level: 1,
    category_name: c.zh,
    category_name1: c.en,
    category_name2: c.mm,
    short_name: c.short,
    image: at(plan.topImages, t),
    sort: t + 1,
    is_show: 1,
  }));
  const ids = await insertBatches(rows, (b) =>
    trx.insertInto('goods_category').values(b).returning('category_id as id').execute(),
  );
  await fillOwnLevelId(trx, 1);
  return ids;
}

async function insertMids(trx: Trx, plan: SeedPlan, top: number[]): Promise<number[][]> {
  const rows = CATEGORIES.flatMap((c, t) =>
    c.mids.map((mid, m) => ({
      pid: at(top, t),
      level: 2,
      category_name: mid.zh,
      category_name1: mid.en,
      category_name2: mid.mm,
      short_name: shortName(mid.en),
      image: at(at(plan.midImages, t), m),
      category_id_1: at(top, t),
      sort: m + 1,
      is_show: 1,
    })),
  );
  const ids = await insertBatches(rows, (b) =>
    trx.insertInto('goods_category').values(b).returning('category_id as id').execute(),
  );
  await fillOwnLevelId(trx, 2);
  let k = 0;
  return CATEGORIES.map((c) => c.mids.map(() => at(ids, k++)));
}

async function insertLeaves(trx: Trx, top: number[], mid: number[][]): Promise<number[][][]> {
  const rows = CATEGORIES.flatMap((c, t) =>
    c.mids.flatMap((m, mi) =>
      m.leaves.map((leaf, l) => ({
        pid: at(at(mid, t), mi),
        level: 3,
        category_name: leaf.zh,
        category_name1: leaf.en,
        category_name2: leaf.mm,
        short_name: shortName(leaf.en),
        category_id_1: at(top, t),
        category_id_2: at(at(mid, t), mi),
        sort: l + 1,
        is_show: 1,
      })),
    ),
  );
  const ids = await insertBatches(rows, (b) =>
    trx.insertInto('goods_category').values(b).returning('category_id as id').execute(),
  );
  await fillOwnLevelId(trx, 3);
  let k = 0;
  return CATEGORIES.map((c) => c.mids.map((m) => m.leaves.map(() => at(ids, k++))));
}

export async function insertCategories(trx: Trx, plan: SeedPlan): Promise<CategoryIds> {
  const top = await insertTops(trx, plan);
  const mid = await insertMids(trx, plan, top);
  const leaf = await insertLeaves(trx, top, mid);
  return { top, mid, leaf };
}

export async function insertBrands(trx: Trx, plan: SeedPlan): Promise<number[]> {
  const rows = BRANDS.map((b, i) => ({
    brand_name: b.name,
    brand_initial: b.name.charAt(0).toUpperCase(),
    image_url: at(plan.brandLogos, i),
    brand_desc: `${b.name} ၏ မူရင်းထုတ်ကုန်များကို Zay တွင် ယုံကြည်စိတ်ချစွာ ဝယ်ယူနိုင်ပါသည်။`,
    is_recommend: i < 24 ? 1 : 0,
    sort: i + 1,
  }));
  return insertBatches(rows, (b) => trx.insertInto('goods_brand').values(b).returning('brand_id as id').execute());
}
