import { ORDER_STATUS, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../db/database';
import { ORDER, PAY, type Move } from '../../lib/order-state-machine';

const PAY_COLUMNS = [
  'out_trade_no',
  'member_id',
  'pay_money',
  'pay_status',
  'pay_type',
  'pay_detail',
  'trade_no',
  'create_time',
  'pay_time',
  'offline_imgs',
  'offline_desc',
  'offline_time',
] as const;

/** The member's payment (another member's is not found); `memberId` null for the provider's notify. */
export async function findPay(db: Db, outTradeNo: string, memberId: number | null) {
  let q = db.selectFrom('pay').select(PAY_COLUMNS).where('out_trade_no', '=', outTradeNo);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return q.executeTakeFirst();
}
export type PayRow = NonNullable<Awaited<ReturnType<typeof findPay>>>;

export async function findPayOrders(db: Db, outTradeNo: string) {
  return db
    .selectFrom('orders')
    .select([
      'order_id',
      'order_no',
      'site_id',
      'site_name',
      'order_name',
      'order_type',
      'order_status',
      'pay_status',
      'order_money',
      'balance_money',
      'pay_money',
      'goods_num',
      'auto_close_time',
    ])
    .where('out_trade_no', '=', outTradeNo)
    .orderBy('order_id')
    .execute();
}

/** PAY.moves.pay (or confirmProof), only for the expected amount; false when it was closed or paid already. */
export async function markPayPaid(
  db: Db,
  outTradeNo: string,
  amount: number,
  payType: string,
  tradeNo: string,
  now: number,
  move: Move = PAY.moves.pay,
) {
  const res = await db
    .updateTable('pay')
    .set({ pay_status: move.to, pay_type: payType, trade_no: tradeNo, pay_time: now })
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_money', '=', amount)
    .where('pay_status', 'in', move.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The payment's orders follow it: ORDER.moves.pay, their pay_status paid. */
export async function markOrdersPaid(db: Db, outTradeNo: string, payType: string, now: number) {
  const res = await db
    .updateTable('orders')
    .set({
      order_status: ORDER.moves.pay.to,
      pay_status: PAY.moves.pay.to,
      pay_type: payType,
      pay_time: now,
      auto_close_time: 0,
    })
    .where('out_trade_no', '=', outTradeNo)
    .where('order_status', 'in', ORDER.moves.pay.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Records a bank-transfer proof (PAY.moves.sendProof: unpaid, or already waiting → paying); false otherwise. */
export async function markPayPaying(
  db: Db,
  outTradeNo: string,
  memberId: number,
  imgs: string,
  desc: string,
  now: number,
) {
  const res = await db
    .updateTable('pay')
    .set({
      pay_status: PAY.moves.sendProof.to,
      pay_type: 'offlinepay',
      offline_imgs: imgs,
      offline_desc: desc,
      offline_time: now,
    })
    .where('out_trade_no', '=', outTradeNo)
    .where('member_id', '=', memberId)
    .where('pay_status', 'in', PAY.moves.sendProof.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The orders of a payment wait for the shop until `deadline`, when they reopen for payment. */
export async function markOrdersPaying(db: Db, outTradeNo: string, deadline: number) {
  const res = await db
    .updateTable('orders')
    // A second proof for a payment already waiting keeps its first deadline.
    .set((eb) => ({
      pay_status: PAY.moves.sendProof.to,
      pay_type: 'offlinepay',
      auto_close_time: eb
        .case()
        .when('pay_status', '=', PAY_STATUS.UNPAID)
        .then(deadline)
        .else(eb.ref('auto_close_time'))
        .end(),
    }))
    .where('out_trade_no', '=', outTradeNo)
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', 'in', PAY.moves.sendProof.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function insertNotify(
  db: Db,
  row: {
    provider: string;
    notify_id: string;
    out_trade_no: string;
    trade_no: string;
    amount: number;
    result: string;
    create_time: number;
  },
) {
  await db.insertInto('pay_notify').values(row).execute();
}

export async function setNotifyResult(db: Db, provider: string, notifyId: string, result: string) {
  await db
    .updateTable('pay_notify')
    .set({ result })
    .where('provider', '=', provider)
    .where('notify_id', '=', notifyId)
    .execute();
}

export async function insertPay(
  db: Db,
  row: { out_trade_no: string; member_id: number; pay_money: number; pay_detail: string; create_time: number },
) {
  await db.insertInto('pay').values(row).execute();
}

/** Closes the member's unpaid payments (their orders move to a new one). */
export async function closePays(db: Db, memberId: number, outTradeNos: string[], now: number) {
  if (outTradeNos.length === 0) return;
  await db
    .updateTable('pay')
    .set({ pay_status: PAY.moves.close.to, close_time: now })
    .where('member_id', '=', memberId)
    .where('out_trade_no', 'in', outTradeNos)
    .where('pay_status', 'in', PAY.moves.close.from)
    .execute();
}

export async function findUnpaidOrders(db: Db, memberId: number, orderIds: number[], now: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'out_trade_no', 'pay_money', 'order_name'])
    .where('member_id', '=', memberId)
    .where('order_id', 'in', orderIds)
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .where((eb) => eb.or([eb('auto_close_time', '=', 0), eb('auto_close_time', '>', now)]))
    .orderBy('order_id')
    .execute();
}

/** Moves unpaid orders to a new payment; answers how many moved. */
export async function moveOrders(db: Db, memberId: number, orderIds: number[], outTradeNo: string) {
  const res = await db
    .updateTable('orders')
    .set({ out_trade_no: outTradeNo })
    .where('member_id', '=', memberId)
    .where('order_id', 'in', orderIds)
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Whether a proof image was sent for a payment of one of the shop's orders. */
export async function shopHasProof(db: Db, siteId: number, picPath: string) {
  // LIKE narrows the rows (its `_` wildcard only widens the match); the exact check follows.
  const rows = await db
    .selectFrom('pay')
    .innerJoin('orders', 'orders.out_trade_no', 'pay.out_trade_no')
    .select('pay.offline_imgs')
    .where('orders.site_id', '=', siteId)
    .where('pay.offline_imgs', 'like', `%${picPath.replace(/[%\\]/g, '')}%`)
    .limit(20)
    .execute();
  return rows.some((r) => r.offline_imgs.split(',').includes(picPath));
}

/** Binds proof files to a payment; false when one of them already serves another payment. */
export async function bindProofs(db: Db, outTradeNo: string, memberId: number, imgs: string[], now: number) {
  for (const pic_path of imgs) {
    await db
      .insertInto('pay_proof')
      .values({ pic_path, out_trade_no: outTradeNo, member_id: memberId, create_time: now })
      .onConflict((oc) => oc.column('pic_path').doNothing())
      .execute();
    const row = await db
      .selectFrom('pay_proof')
      .select('out_trade_no')
      .where('pic_path', '=', pic_path)
      .executeTakeFirst();
    if (row?.out_trade_no !== outTradeNo) return false;
  }
  return true;
}

/**
 * Takes the member's row lock (PostgreSQL; SQLite has one writer anyway), so that counting
 * their awaiting orders and adding some cannot interleave with another of their submissions.
 */
export async function lockMember(db: Db, memberId: number) {
  await db
    .updateTable('member')
    .set((eb) => ({ member_id: eb.ref('member_id') }))
    .where('member_id', '=', memberId)
    .execute();
}

/** The member's orders awaiting a shop's confirmation of a transfer. */
/** When each of the payments that wait for a shop's confirmation sent its proof. */
export async function findAwaitingProofTimes(db: Db, outTradeNos: string[]) {
  if (outTradeNos.length === 0) return [];
  return db
    .selectFrom('pay')
    .select(['out_trade_no', 'offline_time'])
    .where('out_trade_no', 'in', outTradeNos)
    .where('pay_status', '=', 1)
    .execute();
}

export async function countAwaitingOrders(db: Db, memberId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.PAYING)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payments whose orders waited for a shop past their deadline (of one member, or all). */
export async function findExpiredProofs(db: Db, now: number, limit: number, memberId: number | null) {
  let q = db
    .selectFrom('orders')
    .select('out_trade_no')
    .distinct()
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.PAYING)
    .where('auto_close_time', '>', 0)
    .where('auto_close_time', '<=', now);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return (await q.limit(limit).execute()).map((r) => r.out_trade_no);
}

/** A waiting payment and its orders back to unpaid (PAY.moves.reopen), the orders closing at `closeAt`. */
export async function reopenPayment(db: Db, outTradeNo: string, closeAt: number) {
  const res = await db
    .updateTable('pay')
    .set({ pay_status: PAY.moves.reopen.to })
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', 'in', PAY.moves.reopen.from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('orders')
    .set({ pay_status: PAY.moves.reopen.to, auto_close_time: closeAt })
    .where('out_trade_no', '=', outTradeNo)
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', 'in', PAY.moves.reopen.from)
    .execute();
  return true;
}

/** An unpaid payment's amount moves by `delta` (a price adjustment); false once paying, paid or closed. */
export async function addToUnpaidPayment(db: Db, outTradeNo: string, delta: number) {
  const res = await db
    .updateTable('pay')
    .set((eb) => ({ pay_money: eb('pay_money', '+', delta) }))
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .where('pay_money', '>=', -delta)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
