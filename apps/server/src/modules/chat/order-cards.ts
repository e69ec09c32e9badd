import {
  deliveryTypeName,
  fromMinor,
  orderStatusName,
  pageCount,
  type ChatRecord,
  type WorkbenchOrder,
} from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import type { MessageRow } from './chat.repository';
import * as repo from './order-cards.repository';

export type OrderCard = Pick<
  ChatRecord,
  | 'order_no'
  | 'order_name'
  | 'order_money'
  | 'order_status'
  | 'order_status_name'
  | 'delivery_type_name'
  | 'order_goods'
>;

type OrderRow = Awaited<ReturnType<typeof repo.ordersByIds>>[number];
type GoodsRow = Awaited<ReturnType<typeof repo.orderGoodsOf>>[number];

function goodsByOrder(rows: GoodsRow[]) {
  const out = new Map<number, WorkbenchOrder['order_goods']>();
  for (const g of rows) {
    const list = out.get(g.order_id) ?? [];
    list.push({
      sku_id: g.sku_id,
      sku_name: g.sku_name,
      sku_image: g.sku_image,
      num: g.num,
      price: fromMinor(g.price),
    });
    out.set(g.order_id, list);
  }
  return out;
}

function card(ctx: RequestContext, o: OrderRow, goods: WorkbenchOrder['order_goods']): OrderCard {
  return {
    order_no: o.order_no,
    order_name: o.order_name,
    order_money: fromMinor(o.order_money),
    order_status: o.order_status,
    order_status_name: orderStatusName(ctx.lang, o),
    delivery_type_name: deliveryTypeName(ctx.lang, o.delivery_type),
    order_goods: goods,
  };
}

/**
 * Order cards of order messages, keyed by order id. An order shows only in a conversation of its
 * own buyer with its own shop, so a forged order id reveals nothing.
 */
export async function orderCards(ctx: RequestContext, rows: MessageRow[]): Promise<Map<number, OrderCard>> {
  const orders = await repo.ordersByIds(ctx.db, [...new Set(rows.map((r) => r.order_id))]);
  const owned = orders.filter((o) =>
    rows.some((r) => r.order_id === o.order_id && r.member_id === o.member_id && r.site_id === o.site_id),
  );
  const goods = goodsByOrder(
    await repo.orderGoodsOf(
      ctx.db,
      owned.map((o) => o.order_id),
    ),
  );
  return new Map(owned.map((o) => [o.order_id, card(ctx, o, goods.get(o.order_id) ?? [])]));
}

/** The order is the member's, with that shop. */
export async function orderOfMemberInShop(ctx: RequestContext, orderId: number, memberId: number, siteId: number) {
  return !!(await repo.findMemberOrderInShop(ctx.db, orderId, memberId, siteId));
}

/** The buyer's orders with the shop, newest first. */
export async function recentOrders(
  ctx: RequestContext,
  memberId: number,
  siteId: number,
  page: number,
  pageSize: number,
): Promise<{ list: WorkbenchOrder[]; count: number; page_count: number }> {
  const [count, orders] = await Promise.all([
    repo.countMemberOrdersInShop(ctx.db, memberId, siteId),
    repo.memberOrdersInShop(ctx.db, memberId, siteId, pageSize, (page - 1) * pageSize),
  ]);
  const goods = goodsByOrder(
    await repo.orderGoodsOf(
      ctx.db,
      orders.map((o) => o.order_id),
    ),
  );
  const list = orders.map((o) => {
    const c = card(ctx, o, goods.get(o.order_id) ?? []);
    return {
      order_id: o.order_id,
      order_no: o.order_no,
      order_status: o.order_status,
      order_status_name: c.order_status_name!,
      order_money: c.order_money!,
      delivery_type_name: c.delivery_type_name!,
      create_time: o.create_time,
      order_goods: c.order_goods!,
    };
  });
  return { list, count, page_count: pageCount(count, pageSize) };
}
