import {
  fromMinor,
  message,
  ORDER_STATUS,
  pageCount,
  PAY_STATUS,
  type DeskListQuery,
  type DeskOrderDetail,
  type MessageKey,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { allows, PAY } from '../../../lib/order-state-machine';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { adjustOrder } from '../order/fulfil.service';
import { payWallets } from '../../payment';
import { confirmProof, movePaymentAmount, paymentForDesk, proofSentTimes, rejectProof } from '../../payment';
import { staffNames } from '../../staff';
import type { Audit } from '../../site';
import { logAction, shopOrder } from './fulfilment-order.service';
import * as repo from './fulfilment.repository';
import { deskOrderView } from './fulfilment.view';
import { orderPackages } from './shipping.service';

/*
 * The order desk of the shop console (ADR 050): the shop's orders, one order in full, and the
 * payment moves — a transfer proof confirmed or rejected, an unpaid order's price adjusted.
 * Shipping is in shipping.service.ts.
 */

export async function deskOrders(ctx: RequestContext, staff: StaffScope, q: DeskListQuery) {
  const { list, count } = await repo.pageDeskOrders(ctx.db, shopOf(staff), q);
  const goods = await repo.findDeskGoods(
    ctx.db,
    list.map((o) => o.order_id),
  );
  const wallets = await payWallets(ctx);
  const sent = await proofSentTimes(
    ctx,
    list.map((o) => o.out_trade_no),
  );
  return {
    page_count: pageCount(count, q.page_size),
    count,
    list: list.map((o) =>
      deskOrderView(ctx.lang, o, goods, wallets, staff.role, proofWait(o, sent.get(o.out_trade_no))),
    ),
  };
}

/** The proof's age and window while the order's payment waits for the shop (ADR 087). */
const proofWait = (o: { auto_close_time: number }, sentAt: number | undefined) =>
  sentAt === undefined ? undefined : { proof_time: sentAt, proof_expire_time: o.auto_close_time };

const LOG_KEYS: Record<string, MessageKey> = {
  confirmProof: 'DESK_LOG_CONFIRM_PROOF',
  rejectProof: 'DESK_LOG_REJECT_PROOF',
  adjustPrice: 'DESK_LOG_ADJUST_PRICE',
  ship: 'DESK_LOG_SHIP',
  dispatch: 'DESK_LOG_DISPATCH',
  readyPickup: 'DESK_LOG_READY_PICKUP',
  addTrace: 'DESK_LOG_ADD_TRACE',
};

export async function deskOrderDetail(
  ctx: RequestContext,
  staff: StaffScope,
  orderId: number,
): Promise<DeskOrderDetail> {
  const o = await shopOrder(ctx, staff, orderId);
  const [goods, wallets, pay, packages, log] = await Promise.all([
    repo.findDeskGoods(ctx.db, [orderId]),
    payWallets(ctx),
    paymentForDesk(ctx, o.out_trade_no),
    orderPackages(ctx, orderId),
    repo.findLog(ctx.db, orderId),
  ]);
  const names = await staffNames(
    ctx,
    log.map((l) => l.staff_id),
  );
  const waiting = pay?.payStatus === 1 ? proofWait(o, pay.time) : undefined;
  return {
    ...deskOrderView(ctx.lang, o, goods, wallets, staff.role, waiting),
    goods_money: fromMinor(o.goods_money),
    delivery_money: fromMinor(o.delivery_money),
    promotion_money: fromMinor(o.promotion_money),
    coupon_money: fromMinor(o.coupon_money),
    platform_coupon_money: fromMinor(o.platform_coupon_money),
    invoice_money: fromMinor(o.invoice_money),
    balance_money: fromMinor(o.balance_money),
    full_address: o.full_address,
    address: o.address,
    buyer_message: o.buyer_message,
    buyer_ask_delivery_time: o.buyer_ask_delivery_time,
    delivery_store_name: o.delivery_store_name,
    delivery_time: o.delivery_time,
    close_time: o.close_time,
    proof:
      pay && pay.imgs.length > 0
        ? {
            imgs: pay.imgs,
            desc: pay.desc,
            time: pay.time,
            expire_time:
              o.order_status === ORDER_STATUS.UNPAID && o.pay_status === PAY_STATUS.PAYING ? o.auto_close_time : 0,
          }
        : null,
    package_list: packages,
    log: log.map((l) => ({
      action: l.action,
      action_name: LOG_KEYS[l.action] ? message(ctx.lang, LOG_KEYS[l.action]!) : l.action,
      remark: l.remark,
      staff_name: names.get(l.staff_id) ?? '',
      create_time: l.create_time,
    })),
  };
}

/** An order whose transfer proof waits for the shop, every order of its payment the staff member's shop's. */
async function waitingProof(ctx: RequestContext, staff: StaffScope, orderId: number) {
  const order = await shopOrder(ctx, staff, orderId);
  if (order.order_status !== ORDER_STATUS.UNPAID || !allows(PAY.moves.confirmProof, order.pay_status))
    throw new AppError('ORDER_STATE_CHANGED');
  const pay = await paymentForDesk(ctx, order.out_trade_no);
  if (!pay || !allows(PAY.moves.confirmProof, pay.payStatus)) throw new AppError('ORDER_STATE_CHANGED');
  if (staff.siteId !== 0 && pay.siteIds.some((id) => id !== staff.siteId))
    throw new AppError('SELLER_PROOF_OTHER_SHOPS');
  return order;
}

/** The transfer arrived: the payment (and every order it pays) is paid, once. */
export async function confirmTransfer(ctx: RequestContext, staff: StaffScope, audit: Audit, orderId: number) {
  const order = await waitingProof(ctx, staff, orderId);
  await withTransaction(ctx, async (ctx) => {
    if (!(await confirmProof(ctx, order.out_trade_no))) throw new AppError('ORDER_STATE_CHANGED');
    await logAction(ctx, staff, audit, order, 'confirmProof');
  });
  return {};
}

/** The transfer did not arrive: the payment reopens for the buyer to pay another way. */
export async function rejectTransfer(
  ctx: RequestContext,
  staff: StaffScope,
  audit: Audit,
  orderId: number,
  reason: string,
) {
  const order = await waitingProof(ctx, staff, orderId);
  await withTransaction(ctx, async (ctx) => {
    if (!(await rejectProof(ctx, order.out_trade_no))) throw new AppError('ORDER_STATE_CHANGED');
    await logAction(ctx, staff, audit, order, 'rejectProof', reason);
  });
  return {};
}

/** Sets an unpaid order's adjustment; its payment's amount moves with it in one transaction. */
export async function adjustPrice(
  ctx: RequestContext,
  staff: StaffScope,
  audit: Audit,
  body: { order_id: number; adjust_money: number; reason: string },
) {
  const order = await shopOrder(ctx, staff, body.order_id);
  if (order.order_status !== ORDER_STATUS.UNPAID || order.pay_status !== PAY_STATUS.UNPAID)
    throw new AppError('ORDER_STATE_CHANGED');
  const delta = body.adjust_money - order.adjust_money;
  await withTransaction(ctx, async (ctx) => {
    const scope = { orderId: order.order_id, siteId: shopOf(staff) };
    await adjustOrder(ctx, scope, order.adjust_money, body.adjust_money, order.pay_money);
    if (!(await movePaymentAmount(ctx, order.out_trade_no, delta))) throw new AppError('ORDER_STATE_CHANGED');
    const remark = `${fromMinor(order.adjust_money)} → ${fromMinor(body.adjust_money)}: ${body.reason}`;
    await logAction(ctx, staff, audit, order, 'adjustPrice', remark);
  });
  return { adjust_money: fromMinor(body.adjust_money), pay_money: fromMinor(order.pay_money + delta) };
}
