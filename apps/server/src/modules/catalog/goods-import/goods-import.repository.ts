import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/*
 * The export's reads and the import jobs (ADR 108). Every query names the shop.
 */

/** The shop's goods (not deleted) from `afterId` on, by id, `limit` at a time: the export reads in pages. */
export function exportGoodsPage(db: Db, siteId: number, afterId: number, limit: number) {
  return db
    .selectFrom('goods')
    .select([
      'goods_id',
      'goods_name',
      'category_id',
      'shop_category_id',
      'brand_id',
      'unit',
      'keywords',
      'goods_spec_format',
      'goods_image',
      'goods_state',
    ])
    .where('site_id', '=', siteId)
    .where('is_delete', '=', 0)
    .where('goods_id', '>', afterId)
    .orderBy('goods_id')
    .limit(limit)
    .execute();
}

/** The live SKUs of these goods, oldest first. */
export function exportSkus(db: Db, goodsIds: number[]) {
  if (!goodsIds.length) return Promise.resolve([]);
  return db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'sku_spec_format', 'sku_no', 'price', 'market_price', 'cost_price', 'stock'])
    .select(['weight', 'sku_image'])
    .where('goods_id', 'in', goodsIds)
    .where('is_delete', '=', 0)
    .orderBy('goods_id')
    .orderBy('sku_id')
    .execute();
}

/** Which of `ids` are the shop's goods, not deleted. */
export async function liveShopGoodsIds(db: Db, siteId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('goods')
    .select('goods_id')
    .where('site_id', '=', siteId)
    .where('is_delete', '=', 0)
    .where('goods_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.goods_id));
}

const JOB_COLUMNS = [
  'job_id',
  'state',
  'total',
  'done',
  'created',
  'updated',
  'errors',
  'create_time',
  'finish_time',
] as const;

/**
 * Starts a job unless the shop has one running: the unique index over running jobs makes the
 * second of two racing starts insert nothing (undefined), on either database.
 */
export function insertRunningJob(db: Db, siteId: number, staffId: number, total: number, now: number) {
  return db
    .insertInto('goods_import_job')
    .values({ site_id: siteId, staff_id: staffId, state: 0, total, create_time: now, beat_time: now, errors: '[]' })
    .onConflict((oc) =>
      oc
        .column('site_id')
        .where(sql<boolean>`state = 0`)
        .doNothing(),
    )
    .returning(JOB_COLUMNS)
    .executeTakeFirst();
}

/** Marks failed the shop's running job whose runner has been silent since `before` (it died with its process). */
export async function failSilentJobs(db: Db, siteId: number, before: number, now: number) {
  await db
    .updateTable('goods_import_job')
    .set({ state: 2, finish_time: now })
    .where('site_id', '=', siteId)
    .where('state', '=', 0)
    .where('beat_time', '<', before)
    .execute();
}

/** A job of the shop by id, or its latest. */
export function findJob(db: Db, siteId: number, jobId: number | undefined) {
  return db
    .selectFrom('goods_import_job')
    .select(JOB_COLUMNS)
    .where('site_id', '=', siteId)
    .$if(jobId !== undefined, (q) => q.where('job_id', '=', jobId!))
    .orderBy('job_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** The runner's progress (and, with `state`, its end). */
export async function updateJob(
  db: Db,
  jobId: number,
  patch: {
    done: number;
    created: number;
    updated: number;
    errors: string;
    beat_time: number;
    state?: number;
    finish_time?: number;
  },
) {
  await db.updateTable('goods_import_job').set(patch).where('job_id', '=', jobId).execute();
}
