import { sql, type ExpressionBuilder } from 'kysely';
import type { EvaluateType } from '@zay/contract';
import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';
import type { Database } from '../../db/schema';

type Eb = ExpressionBuilder<Database, 'goods_evaluate'>;

function byType(eb: Eb, type: EvaluateType) {
  switch (type) {
    case 'good':
      return eb('scores', '>=', 4);
    case 'middle':
      return eb('scores', '=', 3);
    case 'bad':
      return eb('scores', '<=', 2);
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
      sql<number>`count(*) filter (where scores = 3)`.as('middle'),
      sql<number>`count(*) filter (where scores <= 2)`.as('bad'),
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
