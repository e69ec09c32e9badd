import type { Insertable } from 'kysely';
import { ORDER_TYPE, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { CODE, CODE_STATE, type Move } from '../../../lib/order-state-machine';
import type { VerifyTable } from './verification.table';

const VERIFY_COLUMNS = [
  'id',
  'site_id',
  'site_name',
  'member_id',
  'verify_code',
  'verify_type',
  'relate_id',
  'item_array',
  'is_verify',
  'verifier_id',
  'verifier_name',
  'create_time',
  'verify_time',
] as const;

/** The paid pickup and virtual orders of a payment, with their goods, for their codes. */
export async function findCodeOrders(db: Db, outTradeNo: string) {
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'order_type', 'site_id', 'site_name', 'member_id'])
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', '=', PAY_STATUS.PAID)
    .where('order_type', 'in', [ORDER_TYPE.STORE, ORDER_TYPE.VIRTUAL])
    .execute();
  if (orders.length === 0) return [];
  const goods = await db
    .selectFrom('order_goods')
    .select(['order_id', 'sku_image', 'sku_name', 'price', 'num'])
    .where(
      'order_id',
      'in',
      orders.map((o) => o.order_id),
    )
    .orderBy('order_goods_id')
    .execute();
  return orders.map((o) => ({ ...o, goods: goods.filter((g) => g.order_id === o.order_id) }));
}

/** Inserts a code unless its order has one or the code is taken; true when inserted. */
export async function insertCode(db: Db, row: Insertable<VerifyTable>) {
  const res = await db
    .insertInto('verify')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

export async function findCodeOfOrder(db: Db, orderId: number) {
  return db.selectFrom('verify').select(VERIFY_COLUMNS).where('relate_id', '=', orderId).executeTakeFirst();
}

export async function findCode(db: Db, code: string) {
  return db.selectFrom('verify').select(VERIFY_COLUMNS).where('verify_code', '=', code).executeTakeFirst();
}
export type VerifyRowData = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/** The order facts the desk shows beside a code. */
export async function findOrderFacts(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['order_no', 'order_money', 'create_time', 'pay_time', 'full_address', 'address', 'delivery_store_name'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function findVerifiers(db: Db, memberId: number) {
  return db
    .selectFrom('verifier')
    .select(['verifier_id', 'site_id', 'verifier_name'])
    .where('member_id', '=', memberId)
    .orderBy('verifier_id')
    .execute();
}

/** The goods of a code's order: what the code is worth (code-worth.ts) and what the desk shows. */
export async function findCodeLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'refund_status', 'delivery_status', 'sku_image', 'sku_name', 'price', 'num'])
    .where('order_id', '=', orderId)
    .orderBy('order_goods_id')
    .execute();
}
export type CodeLine = Awaited<ReturnType<typeof findCodeLines>>[number];

/** The code's row as it is now (inside a transaction: after the order's lock). */
export async function findCodeById(db: Db, id: number) {
  return db.selectFrom('verify').select(VERIFY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Used by this verifier (CODE.moves.redeem); false when it was not unused. */
export async function markUsed(
  db: Db,
  id: number,
  verifier: { verifier_id: number; verifier_name: string },
  now: number,
) {
  const res = await db
    .updateTable('verify')
    .set({
      is_verify: CODE.moves.redeem.to,
      verifier_id: verifier.verifier_id,
      verifier_name: verifier.verifier_name,
      verify_time: now,
    })
    .where('id', '=', id)
    .where('is_verify', 'in', CODE.moves.redeem.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A CODE move (freeze, thaw, void); false when the code was in none of its sources. */
export async function moveCode(db: Db, id: number, move: Move) {
  const res = await db
    .updateTable('verify')
    .set({ is_verify: move.to })
    .where('id', '=', id)
    .where('is_verify', 'in', move.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Codes these verifiers used, newest first. */
export async function pageUsed(
  db: Db,
  verifierIds: number[],
  type: string | null,
  limit: number | null,
  offset: number,
) {
  let base = db.selectFrom('verify').where('verifier_id', 'in', verifierIds).where('is_verify', '=', CODE_STATE.USED);
  if (type) base = base.where('verify_type', '=', type);
  return fetchPage(
    base,
    (q) => q.select(VERIFY_COLUMNS).orderBy('verify_time', 'desc').orderBy('id', 'desc'),
    limit,
    offset,
  );
}

export async function insertVerifier(db: Db, siteId: number, memberId: number, name: string, now: number) {
  await db
    .insertInto('verifier')
    .values({ site_id: siteId, member_id: memberId, verifier_name: name, create_time: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
