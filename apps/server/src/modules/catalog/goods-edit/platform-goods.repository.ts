import { sql, type ExpressionBuilder } from 'kysely';
import type { Lang, PlatformGoodsState } from '@zay/contract';
import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { likePattern } from '../goods-search.repository';

/*
 * Every shop's goods as the platform reviews them (`/platform/goods`, ADR 099). Goods in a shop's
 * recycle bin are the shop's own business and are not listed.
 */

export interface PlatformGoodsFilter {
  keyword: string;
  state: PlatformGoodsState;
  siteId: number;
  categoryId: number;
}

type Eb = ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>;

const STATE_CONDITIONS: Record<PlatformGoodsState, ((eb: Eb) => ReturnType<Eb['and']>) | null> = {
  all: null,
  waiting: (eb) => eb.and([eb('g.verify_state', '=', 0)]),
  refused: (eb) => eb.and([eb('g.verify_state', '=', -2)]),
  approved: (eb) => eb.and([eb('g.verify_state', '=', 1)]),
  on_sale: (eb) => eb.and([eb('g.verify_state', '=', 1), eb('g.goods_state', '=', 1)]),
  taken_down: (eb) => eb.and([eb('g.verify_state', '=', -3)]),
};

/** The category's name column in `lang` (Chinese `category_name`, English `category_name1`, Burmese `category_name2`). */
const CATEGORY_NAME = { 'zh-cn': 'c.category_name', 'en-us': 'c.category_name1', 'md-mm': 'c.category_name2' } as const;

function platformGoods(db: Db, f: PlatformGoodsFilter) {
  const like = dialectOf(db) === 'postgres' ? 'ilike' : 'like';
  const condition = STATE_CONDITIONS[f.state];
  return db
    .selectFrom('goods as g')
    .leftJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .where('g.is_delete', '=', 0)
    .$if(condition !== null, (q) => q.where((eb) => condition!(eb as unknown as Eb)))
    .$if(f.siteId > 0, (q) => q.where('g.site_id', '=', f.siteId))
    .$if(f.categoryId > 0, (q) =>
      q.where((eb) =>
        eb.or([
          eb('g.category_id', '=', f.categoryId),
          eb('g.category_id_1', '=', f.categoryId),
          eb('g.category_id_2', '=', f.categoryId),
          eb('g.category_id_3', '=', f.categoryId),
        ]),
      ),
    )
    .$if(f.keyword !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb('g.goods_name', like, likePattern(f.keyword)),
          eb('g.search_words', like, likePattern(f.keyword)),
          eb('sh.site_name', like, likePattern(f.keyword)),
        ]),
      ),
    );
}

/** One page of goods, newest first, with the shop's and the category's names. */
export async function pagePlatformGoods(db: Db, f: PlatformGoodsFilter, lang: Lang, limit: number, offset: number) {
  const skuAgg = (fn: 'min' | 'sum', col: string) =>
    sql<number>`(select coalesce(${sql.raw(fn)}(${sql.ref(col)}), 0) from goods_sku as a where a.goods_id = g.goods_id and a.is_delete = 0)`;
  const base = platformGoods(db, f);
  const [list, total] = await Promise.all([
    base
      .leftJoin('goods_category as c', 'c.category_id', 'g.category_id')
      .select([
        'g.goods_id',
        'g.goods_name',
        'g.goods_image',
        'g.site_id',
        sql<string>`coalesce(sh.site_name, '')`.as('shop_name'),
        'g.category_id',
        sql<string>`coalesce(${sql.ref(CATEGORY_NAME[lang])}, '')`.as('category_name'),
        'g.sale_num',
        'g.goods_state',
        'g.verify_state',
        'g.verify_state_remark',
        'g.create_time',
        'g.modify_time',
        skuAgg('min', 'a.price').as('price'),
        skuAgg('sum', 'a.stock').as('stock'),
      ])
      .orderBy('g.create_time', 'desc')
      .orderBy('g.goods_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, count: Number(total.n) };
}

/** How many goods wait for the platform's review. */
export async function countWaiting(db: Db) {
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_delete', '=', 0)
    .where('verify_state', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A goods the platform acts on (not in a recycle bin), locked for the change on PostgreSQL. */
export async function findLiveGoods(db: Db, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['goods_id', 'site_id', 'sku_id', 'goods_state', 'verify_state', 'verify_state_remark', 'modify_time'])
    .where('goods_id', '=', goodsId)
    .where('is_delete', '=', 0)
    .$if(dialectOf(db) === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Off sale and taken down, with the reason the shop reads. */
export async function takeDown(db: Db, goodsId: number, reason: string, modifyTime: number) {
  return db
    .updateTable('goods')
    .set({ goods_state: 0, verify_state: -3, verify_state_remark: reason, modify_time: modifyTime })
    .where('goods_id', '=', goodsId)
    .returning(['goods_id', 'sku_id', 'goods_state', 'verify_state', 'modify_time'])
    .executeTakeFirstOrThrow();
}
