import { sql } from 'kysely';
import { ORDER_STATUS, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { REFUND_PAID } from '../../../lib/order-state-machine';

/** The shops' settlement ledger (ADR 059): signed rows; a shop's balance is their sum. */

export async function findRate(db: Db, siteId: number) {
  const row = await db
    .selectFrom('shop_settlement_rate')
    .select('rate')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row?.rate ?? null;
}

/**
 * The commission rate of the shop's main business category (the top category of its approved
 * application, ADR 089), or null when it has none or the category sets none (−1).
 */
export async function findCategoryRate(db: Db, siteId: number) {
  const row = await db
    .selectFrom('shop_apply as a')
    .innerJoin('goods_category as c', 'c.category_id', 'a.category_id')
    .select('c.commission_rate')
    .where('a.site_id', '=', siteId)
    .where('a.apply_state', '=', 'approved')
    .where('c.commission_rate', '>=', 0)
    .orderBy('a.apply_id', 'desc')
    .executeTakeFirst();
  return row?.commission_rate ?? null;
}

export async function shopExists(db: Db, siteId: number) {
  return !!(await db.selectFrom('shop').select('site_id').where('site_id', '=', siteId).executeTakeFirst());
}

export async function deleteRate(db: Db, siteId: number) {
  await db.deleteFrom('shop_settlement_rate').where('site_id', '=', siteId).execute();
}

export async function setRate(db: Db, siteId: number, rate: number) {
  const r = await db.updateTable('shop_settlement_rate').set({ rate }).where('site_id', '=', siteId).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0)
    await db.insertInto('shop_settlement_rate').values({ site_id: siteId, rate }).execute();
}

/** A completed order and the refunds paid on it. */
export async function findCompletedOrder(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['order_id', 'site_id', 'order_no', 'order_money', 'order_status', 'commission_rate'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.order_status !== ORDER_STATUS.COMPLETED) return null;
  const refunds = await db
    .selectFrom('order_refund')
    .select(['refund_no', 'refund_real_money'])
    .where('order_id', '=', orderId)
    .where('refund_status', 'in', REFUND_PAID)
    .orderBy('refund_id')
    .execute();
  return { ...order, refunds };
}

export interface SettlementRow {
  site_id: number;
  order_id: number;
  type: 'order_income' | 'refund' | 'commission' | 'withdraw' | 'withdraw_refuse';
  amount: number;
  ref: string;
  create_time: number;
}

export async function insertRows(db: Db, rows: SettlementRow[]) {
  if (rows.length) await db.insertInto('shop_settlement_log').values(rows).execute();
}

/** Marks a completed order settled; false when it is not completed or was settled already (ADR 102). */
export async function markSettled(db: Db, orderId: number) {
  const r = await db
    .updateTable('orders')
    .set({ is_settled: 1 })
    .where('order_id', '=', orderId)
    .where('order_status', '=', ORDER_STATUS.COMPLETED)
    .where('is_settled', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Adds `amount` (minor units, may be negative down to zero) to the shop's withdrawable balance. */
export async function addBalance(db: Db, siteId: number, amount: number) {
  await db
    .updateTable('shop')
    .set((eb) => ({ balance_money: eb('balance_money', '+', amount) }))
    .where('site_id', '=', siteId)
    .execute();
}

/** Takes `amount` from the shop's balance if it holds that much; false (nothing changed) otherwise. */
export async function takeBalance(db: Db, siteId: number, amount: number) {
  const r = await db
    .updateTable('shop')
    .set((eb) => ({ balance_money: eb('balance_money', '-', amount) }))
    .where('site_id', '=', siteId)
    .where('balance_money', '>=', amount)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function balanceOf(db: Db, siteId: number) {
  const row = await db.selectFrom('shop').select('balance_money').where('site_id', '=', siteId).executeTakeFirst();
  return row?.balance_money ?? 0;
}

/** The shop's paid orders not yet settled and still open (not completed, not closed): paid and refunded on them. */
export async function unsettled(db: Db, siteId: number) {
  const row = await db
    .selectFrom('orders as o')
    .select([
      sql<number>`coalesce(sum(o.order_money), 0)`.as('paid'),
      sql<number>`coalesce(sum((select coalesce(sum(r.refund_real_money), 0) from order_refund r
        where r.order_id = o.order_id and r.refund_status in (${sql.join(REFUND_PAID)}))), 0)`.as('refunded'),
    ])
    .where('o.site_id', '=', siteId)
    .where('o.pay_status', '=', PAY_STATUS.PAID)
    .where('o.is_settled', '=', 0)
    .where('o.order_status', 'not in', [ORDER_STATUS.COMPLETED, ORDER_STATUS.CLOSED])
    .executeTakeFirstOrThrow();
  return { paid: Number(row.paid), refunded: Number(row.refunded) };
}

export async function totals(db: Db, siteId: number) {
  const rows = await db
    .selectFrom('shop_settlement_log')
    .select(['type', (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total')])
    .where('site_id', '=', siteId)
    .groupBy('type')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.total)])) as Record<string, number>;
}

export async function findPage(db: Db, siteId: number, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('shop_settlement_log').where('site_id', '=', siteId),
    (q) => q.select(['id', 'order_id', 'type', 'amount', 'ref', 'create_time']).orderBy('id', 'desc'),
    limit,
    offset,
  );
}
