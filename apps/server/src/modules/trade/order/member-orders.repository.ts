import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

/** A member's orders of every shop, newest first (the platform console's member detail, ADR 092). */
export async function pageMemberOrders(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db.selectFrom('orders').where('member_id', '=', memberId);
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'order_id',
          'order_no',
          'site_name',
          'order_name',
          'order_money',
          'order_status',
          'pay_status',
          'order_type',
          'delivery_type',
          'is_evaluate',
          'evaluate_status',
          'create_time',
        ])
        .orderBy('order_id', 'desc'),
    limit,
    offset,
  );
}
