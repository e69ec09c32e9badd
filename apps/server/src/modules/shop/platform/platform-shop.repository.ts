import { sql } from 'kysely';
import { ORDER_STATUS, SHOP_FROZEN } from '@zay/contract';
import type { Db } from '../../../db/database';

/** One shop with its owner's account, staff, goods and order counts (ADR 103). */
export async function findShopDetail(db: Db, siteId: number) {
  const count = sql<number>`count(*)`;
  return db
    .selectFrom('shop as s')
    .leftJoin('servicer as o', (j) =>
      j
        .onRef('o.site_id', '=', 's.site_id')
        .on('o.role', '=', 'owner')
        .on('o.servicer_id', '=', (eb) =>
          eb
            .selectFrom('servicer as v')
            .select((e) => e.fn.min('v.servicer_id').as('m'))
            .whereRef('v.site_id', '=', 's.site_id')
            .where('v.role', '=', 'owner'),
        ),
    )
    .leftJoin('member as m', (j) => j.onRef('m.member_id', '=', 'o.member_id').on('o.member_id', '>', 0))
    .select([
      's.site_id',
      's.site_name',
      's.logo',
      's.category_name',
      's.shop_status',
      's.is_own',
      's.telephone',
      's.full_address',
      's.freeze_reason',
      's.freeze_time',
      's.create_time',
      'o.nickname as owner_name',
      sql<string>`coalesce(m.username, o.username, '')`.as('owner_username'),
      sql<string>`coalesce(m.mobile, '')`.as('owner_mobile'),
    ])
    .select((eb) => [
      eb.selectFrom('servicer as v').select(count.as('n')).whereRef('v.site_id', '=', 's.site_id').as('staff_count'),
      eb
        .selectFrom('goods as g')
        .select(count.as('n'))
        .whereRef('g.site_id', '=', 's.site_id')
        .where('g.is_delete', '=', 0)
        .as('goods_count'),
      eb
        .selectFrom('goods as g')
        .select(count.as('n'))
        .whereRef('g.site_id', '=', 's.site_id')
        .where('g.goods_state', '=', 1)
        .where('g.verify_state', '=', 1)
        .where('g.is_delete', '=', 0)
        .as('goods_on_sale'),
    ])
    .where('s.site_id', '=', siteId)
    .executeTakeFirst();
}

/** The shop's orders: all, open (neither completed nor closed), completed, and what completed ones were paid. */
export async function orderCounts(db: Db, siteId: number) {
  const { COMPLETED, CLOSED } = ORDER_STATUS;
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('order_count'),
      sql<number>`coalesce(sum(case when order_status not in (${COMPLETED}, ${CLOSED}) then 1 else 0 end), 0)`.as(
        'open_order_count',
      ),
      sql<number>`coalesce(sum(case when order_status = ${COMPLETED} then 1 else 0 end), 0)`.as(
        'completed_order_count',
      ),
      sql<number>`coalesce(sum(case when order_status = ${COMPLETED} then order_money else 0 end), 0)`.as('sales'),
    ])
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return {
    order_count: Number(row.order_count),
    open_order_count: Number(row.open_order_count),
    completed_order_count: Number(row.completed_order_count),
    sales: Number(row.sales),
  };
}

/** Open or closed → frozen, keeping the status to give back; answers whether it moved. */
export async function freezeShop(db: Db, siteId: number, reason: string, now: number) {
  const r = await db
    .updateTable('shop')
    .set((eb) => ({
      status_before_freeze: eb.ref('shop_status'),
      shop_status: SHOP_FROZEN,
      freeze_reason: reason,
      freeze_time: now,
    }))
    .where('site_id', '=', siteId)
    .where('shop_status', 'in', [0, 1])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Frozen → the status it had before; answers whether it moved. */
export async function unfreezeShop(db: Db, siteId: number) {
  const r = await db
    .updateTable('shop')
    .set((eb) => ({ shop_status: eb.ref('status_before_freeze'), freeze_reason: '', freeze_time: 0 }))
    .where('site_id', '=', siteId)
    .where('shop_status', '=', SHOP_FROZEN)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findShopState(db: Db, siteId: number) {
  return db
    .selectFrom('shop')
    .select(['site_id', 'shop_status', 'status_before_freeze', 'freeze_reason'])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}
