import type { Insertable } from 'kysely';
import { ORDER_TYPE, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
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

/** Unused → used by this verifier; false when it was used already. */
export async function markUsed(
  db: Db,
  id: number,
  verifier: { verifier_id: number; verifier_name: string },
  now: number,
) {
  const res = await db
    .updateTable('verify')
    .set({ is_verify: 1, verifier_id: verifier.verifier_id, verifier_name: verifier.verifier_name, verify_time: now })
    .where('id', '=', id)
    .where('is_verify', '=', 0)
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
  let base = db.selectFrom('verify').where('verifier_id', 'in', verifierIds).where('is_verify', '=', 1);
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
