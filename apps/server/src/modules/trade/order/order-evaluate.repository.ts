import { REFUND_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { ORDER_REVIEWABLE } from '../../../lib/order-state-machine';

/** The member's order with what reviewing needs; another member's is not found. */
export function findOrderToEvaluate(db: Db, memberId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select([
      'order_id',
      'order_no',
      'site_id',
      'site_name',
      'member_id',
      'order_status',
      'is_evaluate',
      'evaluate_status',
    ])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The order's lines a review covers: all but those refunded in full (REFUND_STATUS.DONE). */
export function findGoodsToEvaluate(db: Db, orderId: number) {
  return db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'goods_id', 'sku_id', 'sku_name', 'sku_image', 'price', 'num'])
    .where('order_id', '=', orderId)
    .where('refund_status', '!=', REFUND_STATUS.DONE)
    .orderBy('order_goods_id')
    .execute();
}

/**
 * evaluate_status `from` → `from + 1`, only while the order is received or completed and open
 * for review; false when another request moved it first. The follow-up closes reviewing.
 */
export async function advanceEvaluateStatus(db: Db, memberId: number, orderId: number, from: 0 | 1) {
  const res = await db
    .updateTable('orders')
    .set(from === 0 ? { evaluate_status: 1 } : { evaluate_status: 2, is_evaluate: 0 })
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('order_status', 'in', ORDER_REVIEWABLE)
    .where('is_evaluate', '=', 1)
    .where('evaluate_status', '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  if (from === 0) await db.updateTable('order_goods').set({ is_evaluate: 1 }).where('order_id', '=', orderId).execute();
  return true;
}
