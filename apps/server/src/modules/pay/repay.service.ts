import { AppError } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import { newOrderNumber } from '../ordercreate/order-no';
import * as repo from './pay.repository';

/**
 * order/pay: a new payment for the member's unpaid orders (their old payment closes), so orders
 * left from a payment that closed can still be paid. Answers the new out_trade_no.
 */
export async function repayOrders(ctx: RequestContext, orderIds: number[]) {
  const memberId = requireMember(ctx);
  const t = Math.floor(Date.now() / 1000);
  const orders = await repo.findUnpaidOrders(ctx.db, memberId, orderIds, t);
  if (orders.length !== orderIds.length) throw new AppError('ORDER_STATE_CHANGED', 409);
  const outTradeNo = newOrderNumber();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.closePays(trx, memberId, [...new Set(orders.map((o) => o.out_trade_no))], t);
    if ((await repo.moveOrders(trx, memberId, orderIds, outTradeNo)) !== orderIds.length)
      throw new AppError('ORDER_STATE_CHANGED', 409);
    await repo.insertPay(trx, {
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
