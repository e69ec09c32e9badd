import { sql } from 'kysely';
import { REFUND_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { ORDER, type Move } from '../../../lib/order-state-machine';

/*
 * The order's side of after-sale (ADR 058): an order goods' refund status and the order a full
 * refund closes. Every change is a conditional update on the state it leaves.
 */

/** Holds the order's row for the rest of the transaction: after-sale changes of one order queue. */
export async function lockOrder(db: Db, orderId: number) {
  const r = await db
    .updateTable('orders')
    .set({ order_id: sql`order_id` })
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An order goods with what after-sale needs of its order; the member's or the shop's only when given. */
export async function findLine(db: Db, orderGoodsId: number, scope: { memberId?: number; siteId?: number | null }) {
  let q = db
    .selectFrom('order_goods as g')
    .innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .select([
      'g.order_goods_id',
      'g.order_id',
      'g.member_id',
      'g.site_id',
      'g.goods_id',
      'g.sku_id',
      'g.sku_name',
      'g.sku_image',
      'g.price',
      'g.num',
      'g.goods_money',
      'g.real_goods_money',
      'g.delivery_status',
      'g.refund_status',
      'o.order_no',
      'o.out_trade_no',
      'o.site_name',
      'o.order_type',
      'o.order_status',
      'o.pay_status',
      'o.pay_type',
      'o.order_money',
      'o.balance_money',
      'o.pay_money',
      'o.promotion_type',
      'o.name as buyer_name',
    ])
    .where('g.order_goods_id', '=', orderGoodsId);
  if (scope.memberId !== undefined) q = q.where('g.member_id', '=', scope.memberId);
  if (scope.siteId !== undefined && scope.siteId !== null) q = q.where('g.site_id', '=', scope.siteId);
  return q.executeTakeFirst();
}
export type RefundLine = NonNullable<Awaited<ReturnType<typeof findLine>>>;

/** The order's goods: their refund status and paid share. */
export async function findOrderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'refund_status', 'real_goods_money', 'delivery_status'])
    .where('order_id', '=', orderId)
    .orderBy('order_goods_id')
    .execute();
}

/** Makes a move of the REFUND machine on the goods; its order's id, null when the goods was in none of its sources. */
export async function setRefundStatus(db: Db, orderGoodsId: number, move: Move) {
  const r = await db
    .updateTable('order_goods')
    .set({ refund_status: move.to })
    .where('order_goods_id', '=', orderGoodsId)
    .where('refund_status', 'in', move.from)
    .returning('order_id')
    .executeTakeFirst();
  return r?.order_id ?? null;
}

/** Closes a paid order once every goods of it is refunded; false when one is not, or it moved on. */
export async function closeIfAllRefunded(db: Db, orderId: number, now: number) {
  const r = await db
    .updateTable('orders')
    .set({ order_status: ORDER.moves.closeRefunded.to, close_time: now, close_cause: 'refund', auto_close_time: 0 })
    .where('order_id', '=', orderId)
    .where('order_status', 'in', ORDER.moves.closeRefunded.from)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_goods')
            .select('order_goods_id')
            .where('order_id', '=', orderId)
            .where('refund_status', '!=', REFUND_STATUS.DONE),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
