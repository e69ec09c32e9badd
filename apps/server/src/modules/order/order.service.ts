import { pageCount, type OrderTab, type PageQuery } from '@zay/contract';
import { AppError, notFound } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import { closeDueOrders, closeOrder } from './order-close.service';
import * as repo from './order.repository';
import { orderDetailView, orderListView } from './order.view';

const now = () => Math.floor(Date.now() / 1000);
const stateChanged = () => new AppError('ORDER_STATE_CHANGED', 409);

export async function orderList(ctx: RequestContext, q: PageQuery & { order_status: OrderTab }) {
  const memberId = requireMember(ctx);
  await closeDueOrders(ctx.db, { memberId });
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageOrders(ctx.db, memberId, q.order_status, limit, (q.page - 1) * (limit ?? 0));
  const goods = await repo.findOrderGoods(
    ctx.db,
    list.map((o) => o.order_id),
  );
  return {
    page_count: pageCount(count, q.page_size),
    count,
    list: list.map((o) =>
      orderListView(
        ctx.lang,
        o,
        goods.filter((g) => g.order_id === o.order_id),
      ),
    ),
  };
}

/** The member's order; another member's is not found (code -1). A due unpaid order closes first. */
export async function orderDetail(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  let order = await repo.findOrderDetail(ctx.db, memberId, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const due = order.order_status === 0 && order.pay_status === 0 && order.auto_close_time > 0;
  if (due && order.auto_close_time <= now() && (await closeOrder(ctx.db, orderId, 'timeout', memberId)))
    order = (await repo.findOrderDetail(ctx.db, memberId, orderId))!;
  return orderDetailView(ctx.lang, order, await repo.findOrderGoods(ctx.db, [orderId]));
}

export async function orderNum(ctx: RequestContext) {
  return repo.countByTab(ctx.db, requireMember(ctx));
}

export async function closeByBuyer(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  if (await closeOrder(ctx.db, orderId, 'buyer', memberId)) return {};
  if (!(await repo.findOrderDetail(ctx.db, memberId, orderId))) throw notFound('ORDER_NOT_FOUND');
  throw stateChanged();
}

export async function takeDelivery(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  const done = await ctx.db.transaction().execute((trx) => repo.markReceived(trx, memberId, orderId, now()));
  if (done) return {};
  if (!(await repo.findOrderDetail(ctx.db, memberId, orderId))) throw notFound('ORDER_NOT_FOUND');
  throw stateChanged();
}
