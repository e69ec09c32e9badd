import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';

export type NewReview = Insertable<Database['goods_evaluate']>;

export async function insertReviews(db: Db, rows: NewReview[]) {
  await db.insertInto('goods_evaluate').values(rows).execute();
}

/** The reviews of the member's order, by order line. */
export function findOrderReviews(db: Db, memberId: number, orderId: number) {
  return db
    .selectFrom('goods_evaluate')
    .select(['evaluate_id', 'order_goods_id', 'again_time'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .execute();
}

/** The follow-up of one review, once (`again_time` still 0). */
export async function saveFollowUp(
  db: Db,
  evaluateId: number,
  again: { again_content: string; again_images: string; again_time: number },
) {
  const res = await db
    .updateTable('goods_evaluate')
    .set(again)
    .where('evaluate_id', '=', evaluateId)
    .where('again_time', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertShopScores(db: Db, row: Insertable<Database['shop_evaluate']>) {
  await db.insertInto('shop_evaluate').values(row).execute();
}

export async function insertUpload(db: Db, memberId: number, picPath: string, now: number) {
  await db.insertInto('evaluate_upload').values({ pic_path: picPath, member_id: memberId, create_time: now }).execute();
}

/** Which of `paths` the member uploaded as review images. */
export async function ownUploads(db: Db, memberId: number, paths: string[]) {
  if (paths.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('evaluate_upload')
    .select('pic_path')
    .where('member_id', '=', memberId)
    .where('pic_path', 'in', paths)
    .execute();
  return new Set(rows.map((r) => r.pic_path));
}

/** One review of the shop; another shop's is not found. */
export function findShopReview(db: Db, siteId: number | null, evaluateId: number) {
  let q = db
    .selectFrom('goods_evaluate')
    .select(['evaluate_id', 'site_id', 'explain_first', 'again_time', 'again_explain'])
    .where('evaluate_id', '=', evaluateId);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  return q.executeTakeFirst();
}

/**
 * The shop's answer: to the review while it has none, else to its follow-up while that has
 * none; false when another answer got there first.
 */
export async function saveReply(
  db: Db,
  siteId: number,
  evaluateId: number,
  column: 'explain_first' | 'again_explain',
  text: string,
) {
  let q = db
    .updateTable('goods_evaluate')
    .set({ [column]: text })
    .where('evaluate_id', '=', evaluateId)
    .where('site_id', '=', siteId)
    .where(column, '=', '');
  if (column === 'again_explain') q = q.where('again_time', '>', 0);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The shop's reviews, newest first; `unreplied`: those still waiting for an answer. */
export function pageShopReviews(
  db: Db,
  siteId: number | null,
  unreplied: boolean,
  limit: number | null,
  offset: number,
) {
  let base = db
    .selectFrom('goods_evaluate as e')
    .leftJoin('order_goods as og', 'og.order_goods_id', 'e.order_goods_id');
  if (siteId !== null) base = base.where('e.site_id', '=', siteId);
  if (unreplied)
    base = base.where((eb) =>
      eb.or([eb('e.explain_first', '=', ''), eb.and([eb('e.again_time', '>', 0), eb('e.again_explain', '=', '')])]),
    );
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'e.evaluate_id',
          'e.order_id',
          'e.goods_id',
          'e.sku_id',
          'e.sku_name',
          'e.member_name',
          'e.content',
          'e.images',
          'e.scores',
          'e.explain_type',
          'e.explain_first',
          'e.again_content',
          'e.again_images',
          'e.again_explain',
          'e.again_time',
          'e.is_anonymous',
          'e.is_audit',
          'e.create_time',
        ])
        .select((eb) => eb.fn.coalesce('og.sku_image', eb.val('')).as('sku_image'))
        .orderBy('e.create_time', 'desc')
        .orderBy('e.evaluate_id', 'desc'),
    limit,
    offset,
  );
}
