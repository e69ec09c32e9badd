import type { Insertable } from 'kysely';
import { RECHARGE_ORDER_STATUS, RECHARGE_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { MemberRechargeOrderTable } from './recharge.table';

export async function packagePage(db: Db, limit: number | null, offset: number) {
  const base = db.selectFrom('member_recharge').where('status', '=', RECHARGE_STATUS.ON);
  return fetchPage(
    base,
    (q) => q.selectAll().orderBy('create_time', 'desc').orderBy('recharge_id', 'desc'),
    limit,
    offset,
  );
}

/** A package on sale, or undefined. */
export function findPackage(db: Db, rechargeId: number) {
  return db
    .selectFrom('member_recharge')
    .selectAll()
    .where('recharge_id', '=', rechargeId)
    .where('status', '=', RECHARGE_STATUS.ON)
    .executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<MemberRechargeOrderTable>) {
  await db.insertInto('member_recharge_order').values(row).execute();
}

/** Unpaid → paid for the payment's order; answers the order when this call moved it, else undefined. */
export function markOrderPaid(db: Db, outTradeNo: string, payType: string, now: number) {
  return db
    .updateTable('member_recharge_order')
    .set({ status: RECHARGE_ORDER_STATUS.PAID, pay_type: payType, pay_time: now })
    .where('out_trade_no', '=', outTradeNo)
    .where('status', '=', RECHARGE_ORDER_STATUS.UNPAID)
    .returning(['member_id', 'recharge_id', 'order_no', 'face_value', 'point', 'growth', 'coupon_id'])
    .executeTakeFirst();
}

export async function countSale(db: Db, rechargeId: number) {
  await db
    .updateTable('member_recharge')
    .set((eb) => ({ sale_num: eb('sale_num', '+', 1) }))
    .where('recharge_id', '=', rechargeId)
    .execute();
}

/** The member's paid orders, newest first. */
export async function paidOrderPage(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db
    .selectFrom('member_recharge_order')
    .where('member_id', '=', memberId)
    .where('status', '=', RECHARGE_ORDER_STATUS.PAID);
  return fetchPage(base, (q) => q.selectAll().orderBy('order_id', 'desc'), limit, offset);
}
