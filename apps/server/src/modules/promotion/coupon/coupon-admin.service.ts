import type { PageQuery, SellerCouponForm } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import type { StaffScope } from '../../../lib/staff-scope';
import * as types from './coupon-type.repository';
import { toSellerCouponType } from './coupon.view';

/*
 * The console's coupon types (ADR 063). A staff member manages their own shop's store coupons;
 * the platform's staff (site_id 0) the platform coupons. The shop is part of every query, so
 * another shop's type is COUPON_NOT_FOUND like an id that does not exist.
 */

/** The stored terms of a form: a discount "8.5" is rate 8500; platform coupons take money off only. */
function terms(staff: StaffScope, f: SellerCouponForm): Omit<types.TypeTerms, 'site_id'> {
  if (staff.siteId === 0 && f.type !== 'reward') throw new AppError('PARAMETER_ERROR');
  const discount = f.type === 'discount';
  return {
    coupon_name: f.coupon_name,
    type: f.type,
    money: discount ? 0 : f.money,
    discount_rate: discount ? Math.round(f.discount * 1000) : 0,
    discount_limit: discount ? f.discount_limit : 0,
    at_least: f.at_least,
    validity_type: f.validity_type,
    start_time: 0,
    end_time: f.validity_type === 0 ? f.end_time : 0,
    fixed_term: f.validity_type === 1 ? f.fixed_term : 0,
    count: f.count,
    max_fetch: f.max_fetch,
  };
}

export async function ownTypes(ctx: RequestContext, staff: StaffScope, q: PageQuery) {
  const page = await paged(ctx, q, (db, limit, offset) => types.findOwnTypePage(db, staff.siteId, limit, offset));
  return { ...page, list: page.list.map((t) => toSellerCouponType(t, ctx.now())) };
}

async function ownType(ctx: RequestContext, staff: StaffScope, typeId: number) {
  const t = await types.findOwnType(ctx.db, staff.siteId, typeId);
  if (!t) throw new AppError('COUPON_NOT_FOUND');
  return t;
}

export async function typeInfo(ctx: RequestContext, staff: StaffScope, typeId: number) {
  return toSellerCouponType(await ownType(ctx, staff, typeId), ctx.now());
}

export async function addType(ctx: RequestContext, staff: StaffScope, f: SellerCouponForm) {
  const t = terms(staff, f);
  if (t.validity_type === 0 && t.end_time <= ctx.now()) throw new AppError('COUPON_END_TIME_INVALID');
  return { coupon_type_id: await types.insertType(ctx.db, { ...t, site_id: staff.siteId }, ctx.now()) };
}

/** Rewrites an open type; coupons already received keep the terms they were received with. */
export async function editType(ctx: RequestContext, staff: StaffScope, typeId: number, f: SellerCouponForm) {
  const t = terms(staff, f);
  if (await types.updateType(ctx.db, staff.siteId, typeId, t)) return { coupon_type_id: typeId };
  const now = await ownType(ctx, staff, typeId);
  if (now.status !== 1) throw new AppError('COUPON_TYPE_CLOSED');
  throw new AppError('COUPON_COUNT_BELOW_TAKEN');
}

/** Ends a type: no more receipts. Ending an ended type again changes nothing. */
export async function closeType(ctx: RequestContext, staff: StaffScope, typeId: number) {
  if (!(await types.closeType(ctx.db, staff.siteId, typeId))) await ownType(ctx, staff, typeId);
  return { coupon_type_id: typeId };
}
