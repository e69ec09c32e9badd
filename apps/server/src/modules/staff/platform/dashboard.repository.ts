import { sql } from 'kysely';
import { COMPLAIN_STATUS, GOODS_VERIFY, PAY_STATUS, WITHDRAW_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';

/*
 * The dashboard's figures (ADR 107), read across the marketplace's tables by aggregation. A market
 * day is `(t + offset) / 86400` in integer arithmetic: the same number on SQLite and PostgreSQL
 * for the positive Unix times both store.
 */

const DAY = 86_400;

/** Per market day from `from` (a Unix time at the start of a market day): how many rows, and the sum of `money`. */
export type DaySeries = Map<number, { count: number; money: number }>;

async function perDay(
  db: Db,
  table: 'orders' | 'member' | 'shop',
  time: 'create_time' | 'pay_time' | 'reg_time',
  offset: number,
  from: number,
  money?: 'order_money',
  paidOnly = false,
): Promise<DaySeries> {
  // Literals, not parameters: SQLite would divide a bound number as a real.
  const day = sql<number>`(${sql.ref(time)} + ${sql.lit(Math.trunc(offset))}) / ${sql.lit(DAY)}`;
  let q = db
    .selectFrom(table as 'orders')
    .select([
      day.as('day'),
      sql<number>`count(*)`.as('count'),
      (money ? sql<number>`coalesce(sum(${sql.ref(money)}), 0)` : sql<number>`0`).as('money'),
    ])
    .where(sql.ref(time), '>=', from)
    .groupBy(day);
  if (paidOnly) q = q.where('pay_status', '=', PAY_STATUS.PAID);
  const rows = await q.execute();
  return new Map(rows.map((r) => [Number(r.day), { count: Number(r.count), money: Number(r.money) }]));
}

/** Orders placed, paid orders' money by the day paid, members registered and shops created, from `from`. */
export async function dailySeries(db: Db, offset: number, from: number) {
  const [orders, sales, members, shops] = [
    await perDay(db, 'orders', 'create_time', offset, from),
    await perDay(db, 'orders', 'pay_time', offset, from, 'order_money', true),
    await perDay(db, 'member', 'reg_time', offset, from),
    await perDay(db, 'shop', 'create_time', offset, from),
  ];
  return { orders, sales, members, shops };
}

const count = sql<number>`count(*)`.as('n');
const n = (row: { n: number } | undefined) => Number(row?.n ?? 0);

/** What waits: pending shop applications, goods waiting for review, pending withdrawals (members, shops), open complaints. */
export async function queueCounts(db: Db) {
  const withdrawals = await db
    .selectFrom('member_withdraw')
    .select([sql<number>`case when site_id > 0 then 1 else 0 end`.as('shop'), count])
    .where('status', '=', WITHDRAW_STATUS.PENDING)
    .groupBy(sql`case when site_id > 0 then 1 else 0 end`)
    .execute();
  const of = (shop: number) => n(withdrawals.find((w) => Number(w.shop) === shop));
  return {
    shop_applications: n(
      await db.selectFrom('shop_apply').select(count).where('apply_state', '=', 'pending').executeTakeFirst(),
    ),
    goods_review: n(
      await db
        .selectFrom('goods')
        .select(count)
        .where('verify_state', '=', GOODS_VERIFY.WAITING)
        .where('is_delete', '=', 0)
        .executeTakeFirst(),
    ),
    member_withdrawals: of(0),
    shop_withdrawals: of(1),
    complaints: n(
      await db
        .selectFrom('order_complain')
        .select(count)
        .where('complain_status', '=', COMPLAIN_STATUS.APPLIED)
        .executeTakeFirst(),
    ),
  };
}
