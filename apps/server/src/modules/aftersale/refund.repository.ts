import { sql, type Insertable, type Updateable } from 'kysely';
import { COMPLAIN_STATUS, DELIVERY_STATUS, REFUND_STATUS } from '@zay/contract';
import type { Db } from '../../db/database';
import { REFUND_PAID, type Move } from '../../lib/order-state-machine';
import { CODE_ORDER_TYPES } from '../trade';
import type { OrderRefundTable } from './aftersale.table';

/*
 * Refund applications, their negotiation record and the parts a paid refund went back as
 * (ADR 058). Status changes are conditional updates on the status they leave.
 */

const DAY = 86_400;
/** Statuses whose amount counts against the order's paid money (all but none: a revoke goes back to none). */
const RESERVING = Object.values(REFUND_STATUS).filter((s) => s !== REFUND_STATUS.NONE);

export async function findRefund(db: Db, orderGoodsId: number) {
  return db.selectFrom('order_refund').selectAll().where('order_goods_id', '=', orderGoodsId).executeTakeFirst();
}
export type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

/** The first application inserts the goods' row, a later one reuses it; its status was moved to APPLIED by the caller. */
export async function saveApplication(db: Db, row: Insertable<OrderRefundTable>) {
  const updated = await db
    .updateTable('order_refund')
    .set({ ...row, refund_real_money: 0, refund_refuse_reason: '', refund_time: 0 })
    .where('order_goods_id', '=', row.order_goods_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('order_refund').values(row).execute();
}

/** Makes a REFUND move with `set`; false when the refund was in none of the move's sources. */
export async function moveRefund(
  db: Db,
  orderGoodsId: number,
  move: Move,
  now: number,
  set: Updateable<OrderRefundTable> = {},
) {
  const r = await db
    .updateTable('order_refund')
    .set({ ...set, refund_status: move.to, status_time: now })
    .where('order_goods_id', '=', orderGoodsId)
    .where('refund_status', 'in', move.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** What the order's other goods hold of its paid money: applied, accepted, refused (may come back) or paid. */
export async function reservedByOthers(db: Db, orderId: number, orderGoodsId: number) {
  const row = await db
    .selectFrom('order_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_apply_money'), sql<number>`0`).as('total'))
    .where('order_id', '=', orderId)
    .where('order_goods_id', '!=', orderGoodsId)
    .where('refund_status', 'in', RESERVING)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the order has refunded so far (paid or awaiting the shop's transfer). */
export async function refundedOfOrder(db: Db, orderId: number) {
  const row = await db
    .selectFrom('order_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_real_money'), sql<number>`0`).as('total'))
    .where('order_id', '=', orderId)
    .where('refund_status', 'in', REFUND_PAID)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function addLog(db: Db, orderGoodsId: number, way: number, action: string, detail: string, now: number) {
  await db
    .insertInto('order_refund_log')
    .values({ order_goods_id: orderGoodsId, action_way: way, action, detail, action_time: now })
    .execute();
}

export async function findLogs(db: Db, orderGoodsId: number) {
  return db
    .selectFrom('order_refund_log')
    .select(['action_way', 'action', 'detail', 'action_time'])
    .where('order_goods_id', '=', orderGoodsId)
    .orderBy('id')
    .execute();
}

export interface PartRow {
  refund_no: string;
  order_goods_id: number;
  order_id: number;
  site_id: number;
  member_id: number;
  out_trade_no: string;
  route: 'balance' | 'wallet' | 'offline';
  amount: number;
  status: number;
  create_time: number;
  done_time: number;
}

export async function insertPart(db: Db, part: PartRow) {
  await db.insertInto('order_refund_part').values(part).execute();
}

export async function findParts(db: Db, refundNo: string) {
  return db
    .selectFrom('order_refund_part')
    .select(['route', 'amount', 'status', 'proof', 'done_time'])
    .where('refund_no', '=', refundNo)
    .orderBy('id')
    .execute();
}

/** Marks a waiting part done (a wallet's notify, a shop's transfer); false when it was not waiting. */
export async function markPartDone(
  db: Db,
  refundNo: string,
  route: 'wallet' | 'offline',
  now: number,
  set: { proof?: string; notify_id?: string; amount?: number },
) {
  let q = db
    .updateTable('order_refund_part')
    .set({
      status: 1,
      done_time: now,
      ...(set.proof ? { proof: set.proof } : {}),
      ...(set.notify_id ? { notify_id: set.notify_id } : {}),
    })
    .where('refund_no', '=', refundNo)
    .where('route', '=', route)
    .where('status', '=', 0);
  if (set.amount !== undefined) q = q.where('amount', '=', set.amount);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function waitingParts(db: Db, refundNo: string, route: 'wallet' | 'offline') {
  const row = await db
    .selectFrom('order_refund_part')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('refund_no', '=', refundNo)
    .where('route', '=', route)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Wallet refunds the wallet has not confirmed yet, oldest first (sent again until it does). */
export async function findWaitingWalletParts(db: Db, limit: number) {
  return db
    .selectFrom('order_refund_part')
    .select(['refund_no', 'out_trade_no', 'amount'])
    .where('route', '=', 'wallet')
    .where('status', '=', 0)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Refunds in `status` whose timer (`days` after their last change) ran out; the member's only when
 * given. A refusal under an open complaint waits for the platform; a return of goods a code handed
 * over waits for the shop (ADR 093: `handedOver`, no timer pays for them).
 */
export async function findDue(
  db: Db,
  status: number,
  days: number,
  now: number,
  limit: number,
  memberId: number | null,
) {
  let q = db
    .selectFrom('order_refund as r')
    .select('r.order_goods_id')
    .where('r.refund_status', '=', status)
    .where('r.status_time', '<=', now - days * DAY);
  if (status === REFUND_STATUS.REFUSED)
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_complain as c')
            .select('c.complain_id')
            .whereRef('c.order_goods_id', '=', 'r.order_goods_id')
            .where('c.complain_status', '=', COMPLAIN_STATUS.APPLIED),
        ),
      ),
    );
  if (status === REFUND_STATUS.WAIT_SHOP_RECEIVE)
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_goods as g')
            .innerJoin('orders as o', 'o.order_id', 'g.order_id')
            .select('g.order_goods_id')
            .whereRef('g.order_goods_id', '=', 'r.order_goods_id')
            .where('o.order_type', 'in', CODE_ORDER_TYPES)
            .where('g.delivery_status', '=', DELIVERY_STATUS.RECEIVED),
        ),
      ),
    );
  if (memberId !== null) q = q.where('r.member_id', '=', memberId);
  return (await q.orderBy('r.status_time').limit(limit).execute()).map((r) => r.order_goods_id);
}

/** The goods a refund number belongs to (a goods applying again gets a new number). */
export async function findPartGoods(db: Db, refundNo: string) {
  return db
    .selectFrom('order_refund_part')
    .select('order_goods_id')
    .where('refund_no', '=', refundNo)
    .executeTakeFirst();
}

export async function isPartDone(db: Db, refundNo: string, route: string, amount: number) {
  const row = await db
    .selectFrom('order_refund_part')
    .select('id')
    .where('refund_no', '=', refundNo)
    .where('route', '=', route)
    .where('amount', '=', amount)
    .where('status', '=', 1)
    .executeTakeFirst();
  return !!row;
}
