import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';

/** Migration 045 on a database that had shops before it (issue 35 §3, §11). */
const handle = openDatabase('sqlite::memory:');
afterAll(() => handle.close());

it('gives existing shops the history behind their scores and drops the demo gift’s English remark', async () => {
  await migrateToLatest(handle, '039-login-devices');
  const db = handle.db;
  // A seeded shop (scores, no reviewed orders), a reviewed one, a new one without scores.
  await sql`insert into shop (site_id, site_name, shop_desccredit, shop_servicecredit, shop_deliverycredit, shop_sales)
    values (1, 'Seeded', 4.4, 4.67, 4.84, 2000), (2, 'Reviewed', 4.5, 4, 3, 10), (3, 'New', 0, 0, 0, 0)`.execute(db);
  await sql`insert into shop_evaluate (order_id, site_id, member_id, shop_desccredit, shop_servicecredit, shop_deliverycredit, create_time)
    values (1, 2, 1, 5, 4, 3, 1), (2, 2, 1, 4, 4, 3, 1)`.execute(db);
  await sql`insert into member_balance_log (member_id, amount, balance_after, type, remark, create_time)
    values (1, 100, 100, 'gift', 'demo balance', 1), (1, 5, 105, 'adjust', 'demo balance', 1)`.execute(db);
  await migrateToLatest(handle);
  const shops = await sql<{
    site_id: number;
    score_count: number;
    score_desc_total: number;
    score_delivery_total: number;
  }>`
    select site_id, score_count, score_desc_total, score_delivery_total from shop order by site_id`.execute(db);
  expect(
    shops.rows.map((s) => [
      s.site_id,
      s.score_count,
      Math.round(s.score_desc_total * 100) / 100,
      s.score_delivery_total,
    ]),
  ).toEqual([
    [1, 50, 220, 242],
    [2, 2, 9, 6],
    [3, 0, 0, 0],
  ]);
  const remarks = await sql<{ remark: string }>`select remark from member_balance_log order by id`.execute(db);
  expect(remarks.rows.map((r) => r.remark)).toEqual(['', 'demo balance']);
});
