import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import { ORDER_STATUS, ORDER_TYPE, PAY_STATUS, type DeskListQuery, type DeskTab } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';

/*
 * The order desk's reads: the shop's orders joined with their buyers. `siteId` null is the
 * platform's staff (every shop); otherwise it is in every WHERE, so another shop's order is
 * simply not found.
 */

const DESK_COLUMNS = [
  'o.order_id',
  'o.order_no',
  'o.out_trade_no',
  'o.site_id',
  'o.site_name',
  'o.member_id',
  'o.order_type',
  'o.promotion_type',
  'o.order_status',
  'o.pay_status',
  'o.pay_type',
  'o.delivery_type',
  'o.name',
  'o.mobile',
  'o.goods_num',
  'o.order_money',
  'o.adjust_money',
  'o.pay_money',
  'o.create_time',
  'o.pay_time',
  'o.auto_close_time',
  'o.is_evaluate',
  'o.evaluate_status',
  'o.auto_close_time',
  'm.username',
  'm.nickname',
] as const;

type Eb = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

const O = ORDER_STATUS;
const STORE = ORDER_TYPE.STORE;

function tabFilter(eb: Eb, tab: Exclude<DeskTab, 'all'>) {
  switch (tab) {
    case 'waitpay':
      return eb.and([eb('o.order_status', '=', O.UNPAID), eb('o.pay_status', '=', PAY_STATUS.UNPAID)]);
    case 'waitproof':
      return eb.and([eb('o.order_status', '=', O.UNPAID), eb('o.pay_status', '=', PAY_STATUS.PAYING)]);
    case 'waitsend':
      return eb.or([
        eb('o.order_status', '=', O.PAID),
        eb.and([eb('o.order_status', '=', O.PREPARING), eb('o.order_type', '!=', STORE)]),
      ]);
    case 'shipped':
      return eb.or([
        eb('o.order_status', '=', O.SHIPPED),
        eb.and([eb('o.order_status', '=', O.PREPARING), eb('o.order_type', '=', STORE)]),
      ]);
    case 'received':
      return eb('o.order_status', '=', O.RECEIVED);
    case 'completed':
      return eb('o.order_status', '=', O.COMPLETED);
    case 'closed':
      return eb('o.order_status', '=', O.CLOSED);
  }
}

/** `%text%` for LIKE, with the wildcards of `text` taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containing(text)} escape '\\'`;

export async function pageDeskOrders(db: Db, siteId: number | null, q: DeskListQuery) {
  let base = db.selectFrom('orders as o').leftJoin('member as m', 'm.member_id', 'o.member_id');
  if (siteId !== null) base = base.where('o.site_id', '=', siteId);
  if (q.tab !== 'all') base = base.where((eb) => tabFilter(eb, q.tab as Exclude<DeskTab, 'all'>));
  if (q.order_no) base = base.where(like('o.order_no', q.order_no));
  if (q.buyer) {
    const b = q.buyer;
    base = base.where((eb) =>
      eb.or([like('m.username', b), like('m.nickname', b), like('o.name', b), like('o.mobile', b)]),
    );
  }
  if (q.start_time) base = base.where('o.create_time', '>=', q.start_time);
  if (q.end_time) base = base.where('o.create_time', '<=', q.end_time);
  const offset = (q.page - 1) * q.page_size;
  return fetchPage(base, (b) => b.select(DESK_COLUMNS).orderBy('o.order_id', 'desc'), q.page_size, offset);
}
export type DeskListRow = Awaited<ReturnType<typeof pageDeskOrders>>['list'][number];

export async function findDeskOrder(db: Db, siteId: number | null, orderId: number) {
  let q = db
    .selectFrom('orders as o')
    .leftJoin('member as m', 'm.member_id', 'o.member_id')
    .selectAll('o')
    .select(['m.username', 'm.nickname'])
    .where('o.order_id', '=', orderId);
  if (siteId !== null) q = q.where('o.site_id', '=', siteId);
  return q.executeTakeFirst();
}
export type DeskOrderRow = NonNullable<Awaited<ReturnType<typeof findDeskOrder>>>;

/** The goods of orders, each with the package that carries it (0 while none). */
export async function findDeskGoods(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_goods as g')
    .leftJoin('order_package_goods as pg', 'pg.order_goods_id', 'g.order_goods_id')
    .select([
      'g.order_goods_id',
      'g.order_id',
      'g.goods_id',
      'g.sku_id',
      'g.sku_name',
      'g.sku_image',
      'g.price',
      'g.num',
      'g.goods_money',
      'g.delivery_status',
      'g.refund_status',
      sql<number>`coalesce(pg.package_id, 0)`.as('package_id'),
    ])
    .where('g.order_id', 'in', orderIds)
    .orderBy('g.order_goods_id')
    .execute();
}
export type DeskGoodsRow = Awaited<ReturnType<typeof findDeskGoods>>[number];

export async function insertLog(db: Db, row: Insertable<Database['order_desk_log']>) {
  await db.insertInto('order_desk_log').values(row).execute();
}

export async function findLog(db: Db, orderId: number) {
  return db
    .selectFrom('order_desk_log')
    .select(['action', 'remark', 'staff_id', 'create_time'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The member's order (another member's is not found). */
export async function findMemberOrder(db: Db, memberId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'order_type', 'order_status'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
