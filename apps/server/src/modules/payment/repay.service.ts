import { AppError } from '../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../lib/context';
import { newOrderNumber } from '../../lib/order-no';
import * as repo from './payment.repository';

/**
 * order/pay: a new payment for the member's unpaid orders (their old payment closes), so orders
 * left from a payment that closed can still be paid. Answers the new out_trade_no.
 */
export async function repayOrders(ctx: RequestContext, orderIds: number[]) {
  const memberId = requireMember(ctx);
  const t = ctx.now();
  const orders = await repo.findUnpaidOrders(ctx.db, memberId, orderIds, t);
  if (orders.length !== orderIds.length) throw new AppError('ORDER_STATE_CHANGED');
  const outTradeNo = newOrderNumber(t);
  await withTransaction(ctx, async ({ db }) => {
    await repo.closePays(db, memberId, [...new Set(orders.map((o) => o.out_trade_no))], t);
    if ((await repo.moveOrders(db, memberId, orderIds, outTradeNo)) !== orderIds.length)
      throw new AppError('ORDER_STATE_CHANGED');
    await repo.insertPay(db, {
      out_trade_no: outTradeNo,
      member_id: memberId,
      pay_money: orders.reduce((a, o) => a + o.pay_money, 0),
      pay_detail: orders
        .map((o) => o.order_name)
        .join(' ')
        .slice(0, 200),
      create_time: t,
    });
  });
  return outTradeNo;
}
