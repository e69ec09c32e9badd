import { sql, type ExpressionBuilder } from 'kysely';
import type { EvaluateType } from '@zay/contract';
import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';
import type { Database } from '../../db/schema';

type Eb = ExpressionBuilder<Database, 'goods_evaluate'>;

/** Good 4–5 stars, middle 2–3, bad 1: the reviews' explain_type (API-SHAPES-MORE §3.6). */
function byType(eb: Eb, type: EvaluateType) {
  switch (type) {
    case 'good':
      return eb('scores', '>=', 4);
    case 'middle':
      return eb.between('scores', 2, 3);
    case 'bad':
      return eb('scores', '<=', 1);
    case 'image':
      return eb('images', '<>', '');
    default:
      return eb.lit(true);
  }
}

/** Approved reviews of a goods, newest first. */
export async function pageEvaluations(
  db: Db,
  goodsId: number,
  type: EvaluateType,
  limit: number | null,
  offset: number,
) {
  const base = db
    .selectFrom('goods_evaluate')
    .where('goods_id', '=', goodsId)
    .where('is_audit', '=', 1)
    .where((eb) => byType(eb, type));
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'evaluate_id',
          'goods_id',
          'sku_id',
          'sku_name',
          'member_name',
          'member_headimg',
          'content',
          'images',
          'scores',
          'explain_first',
          'again_content',
          'again_images',
          'again_explain',
          'again_time',
          'is_anonymous',
          'create_time',
        ])
        .orderBy('create_time', 'desc')
        .orderBy('evaluate_id', 'desc'),
    limit,
    offset,
  );
}

/** Approved reviews of a goods per filter, in one statement. */
export async function countEvaluations(db: Db, goodsId: number) {
  const row = await db
    .selectFrom('goods_evaluate')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where scores >= 4)`.as('good'),
      sql<number>`count(*) filter (where scores between 2 and 3)`.as('middle'),
      sql<number>`count(*) filter (where scores <= 1)`.as('bad'),
      sql<number>`count(*) filter (where images <> '')`.as('image'),
    ])
    .where('goods_id', '=', goodsId)
    .where('is_audit', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    good: Number(row.good),
    middle: Number(row.middle),
    bad: Number(row.bad),
    image: Number(row.image),
  };
}

/** `goods.evaluate` (the review count goods pages show) up by `n` for each goods, in id order. */
export async function addEvaluateCounts(db: Db, counts: Map<number, number>) {
  for (const goodsId of [...counts.keys()].sort((a, b) => a - b)) {
    await db
      .updateTable('goods')
      .set((eb) => ({ evaluate: eb('evaluate', '+', counts.get(goodsId)!) }))
      .where('goods_id', '=', goodsId)
      .execute();
  }
}
