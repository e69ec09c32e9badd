import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import * as repo from './fulfilment.repository';

/** The order of the staff member's shop (every shop's for the platform's staff); another shop's is not found. */
export async function shopOrder(ctx: RequestContext, staff: StaffScope, orderId: number) {
  const order = await repo.findDeskOrder(ctx.db, shopOf(staff), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** Writes what a staff member did to an order into its desk log, at the request's time. */
export function logAction(
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
