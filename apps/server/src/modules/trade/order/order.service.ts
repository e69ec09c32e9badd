import { pageCount, type OrderTab, type PageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, type RequestContext } from '../../../lib/context';
import { closeDueOrders, closeOrder } from './order-close.service';
import { payWallets } from '../../payment';
import { orderCode } from '../verification/verification.service';
import * as repo from './order.repository';
import { runReceiptTimers, type ReceiptSettings } from './receipt.service';
import { orderDetailView, orderListView } from './order.view';

const stateChanged = () => new AppError('ORDER_STATE_CHANGED');

/** The member's due timers first: unpaid orders close, shipped ones are received, received ones complete. */
async function dueTimers(ctx: RequestContext, receipt: ReceiptSettings) {
  await closeDueOrders(ctx);
  await runReceiptTimers(ctx, receipt);
}

export async function orderList(
  ctx: RequestContext,
  q: PageQuery & { order_status: OrderTab },
  receipt: ReceiptSettings,
) {
  const memberId = requireMember(ctx);
  await dueTimers(ctx, receipt);
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageOrders(ctx.db, memberId, q.order_status, limit, (q.page - 1) * (limit ?? 0));
  const goods = await repo.findOrderGoods(
    ctx.db,
    list.map((o) => o.order_id),
  );
  const wallets = await payWallets(ctx);
  return {
    page_count: pageCount(count, q.page_size),
    count,
    list: list.map((o) =>
      orderListView(
        ctx.lang,
        o,
        goods.filter((g) => g.order_id === o.order_id),
        wallets,
      ),
    ),
  };
}

/** The member's order, its due timers run first; another member's is not this account's (code -1). */
export async function orderDetail(ctx: RequestContext, orderId: number, receipt: ReceiptSettings) {
  const memberId = requireMember(ctx);
  await dueTimers(ctx, receipt);
  const order = await repo.findOrderDetail(ctx.db, memberId, orderId);
  if (!order) throw new AppError('ORDER_NOT_MEMBER');
  const goods = await repo.findOrderGoods(ctx.db, [orderId]);
  return orderDetailView(ctx.lang, order, goods, await payWallets(ctx), receipt, await orderCode(ctx, orderId));
}

export async function orderNum(ctx: RequestContext) {
  return repo.countByTab(ctx.db, requireMember(ctx));
}

export async function closeByBuyer(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  if (await closeOrder(ctx, orderId, 'buyer')) return {};
  if (!(await repo.findOrderDetail(ctx.db, memberId, orderId))) throw new AppError('ORDER_NOT_FOUND');
  throw stateChanged();
}
