import type { Db } from '../../db/database';

const ORDER_COLUMNS = [
  'order_id',
  'order_no',
  'member_id',
  'site_id',
  'order_name',
  'order_money',
  'order_status',
  'pay_status',
  'order_type',
  'delivery_type',
  'is_evaluate',
  'evaluate_status',
  'create_time',
] as const;

export async function ordersByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('order_id', 'in', ids).execute();
}

export async function orderGoodsOf(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_goods')
    .select(['order_id', 'sku_id', 'sku_name', 'sku_image', 'num', 'price'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_goods_id')
    .execute();
}

export async function findMemberOrderInShop(db: Db, orderId: number, memberId: number, siteId: number) {
  return db
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

export async function countMemberOrdersInShop(db: Db, memberId: number, siteId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function memberOrdersInShop(db: Db, memberId: number, siteId: number, limit: number, offset: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .orderBy('create_time', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
