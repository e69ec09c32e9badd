import { fromMinor } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import type { Audit } from '../../site';
import * as repo from './fulfilment.repository';

/** The order of the staff member's shop (every shop's for the platform's staff); another shop's is not found. */
export async function shopOrder(ctx: RequestContext, staff: StaffScope, orderId: number) {
  const order = await repo.findDeskOrder(ctx.db, shopOf(staff), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** Writes what a staff member did to an order into its desk log, at the request's time. */
export function insertDeskLog(
  ctx: RequestContext,
  staff: StaffScope,
  order: { order_id: number; site_id: number },
  action: string,
  remark = '',
) {
  return repo.insertLog(ctx.db, {
    order_id: order.order_id,
    site_id: order.site_id,
    staff_id: staff.id,
    action,
    remark,
    create_time: ctx.now(),
  });
}

/** The desk log's action (`adjustPrice`) as an action log key (`adjust_price`). */
const snakeCase = (action: string) => action.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

type OrderState = { order_status: number; pay_status: number; adjust_money: number; pay_money: number };
const stateOf = (o: OrderState) => ({
  order_status: o.order_status,
  pay_status: o.pay_status,
  adjust_money: fromMinor(o.adjust_money),
  pay_money: fromMinor(o.pay_money),
});

/**
 * Writes what a staff member did to an order into its desk log and into the shop's action log
 * (`order.<action>` in snake case, ADR 100) with the order's state before (the row the action read) and after
 * (read again in the action's transaction), at the request's time.
 */
export async function logAction(
  ctx: RequestContext,
  staff: StaffScope,
  audit: Audit,
  order: OrderState & { order_id: number; site_id: number; order_no: string },
  action: string,
  remark = '',
) {
  await insertDeskLog(ctx, staff, order, action, remark);
  const now = (await repo.findDeskOrder(ctx.db, order.site_id, order.order_id))!;
  await audit(ctx, {
    action: `order.${snakeCase(action)}`,
    target: order.order_no,
    before: stateOf(order),
    after: { ...stateOf(now), ...(remark ? { remark } : {}) },
  });
}
