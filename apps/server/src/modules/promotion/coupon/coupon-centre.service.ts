import { randomBytes } from 'node:crypto';
import type { CouponTypePageQuery, MemberCouponPageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { translateRows } from '../../site';
import * as repo from './coupon.repository';
import * as types from './coupon-type.repository';
import type { CouponKind } from './coupon-type.repository';
import * as view from './coupon.view';

const DAY = 86_400;

type FoundType = NonNullable<Awaited<ReturnType<typeof types.findType>>>;

/** Coupon names in the request's language (kind `coupon_type`, ADR 097); a member's coupon is named by its type. */
const named = <T extends { coupon_type_id: number }>(ctx: RequestContext, rows: T[]) =>
  translateRows(ctx, 'coupon_type', rows, (r) => r.coupon_type_id);

/** The coupon centre's page of one kind of types on offer, with what the caller holds. */
function typePage(ctx: RequestContext, kind: CouponKind, q: CouponTypePageQuery) {
  const now = ctx.now();
  const filter: types.TypeFilter = {
    kind,
    now,
    memberId: ctx.memberId,
    siteId: kind === 'store' ? q.site_id : undefined,
    ids: q.coupon_type_id_arr && q.coupon_type_id_arr.length ? q.coupon_type_id_arr : undefined,
    onlyLeft: q.can_receive === 1,
  };
  return paged(ctx, q, (db, limit, offset) => types.findTypePage(db, filter, limit, offset));
}

export async function storeTypePage(ctx: RequestContext, q: CouponTypePageQuery) {
  const page = await typePage(ctx, 'store', q);
  return { ...page, list: (await named(ctx, page.list)).map((t) => view.toCouponType(t, ctx.now())) };
}

export async function platformTypePage(ctx: RequestContext, q: Omit<CouponTypePageQuery, 'site_id'>) {
  const page = await typePage(ctx, 'platform', { ...q, site_id: 0 });
  return { ...page, list: (await named(ctx, page.list)).map((t) => view.toPlatformCouponType(t, ctx.now())) };
}

/** The goods page's coupons: the shop's types on offer (Zay's apply to all its goods; ADR 062). */
export async function goodsCoupons(ctx: RequestContext, siteId: number) {
  const rows = await types.findShopTypes(ctx.db, { kind: 'store', now: ctx.now(), memberId: ctx.memberId, siteId });
  return (await named(ctx, rows)).map((t) => {
    const { image: _image, count: _count, ...rest } = view.toCouponType(t, ctx.now());
    return rest;
  });
}

/** How the member got the coupon (`get_type`): received in the centre or on a goods page, or given (a recharge gift). */
const GET_TYPE_RECEIVED = 2;
const GET_TYPE_GIVEN = 1;

/** A coupon's code: 16 hex digits, unguessable and never shown to another member. */
const couponCode = () => randomBytes(8).toString('hex').toUpperCase();

/** Writes one coupon of the type to the member: valid from now, to the type's end or its term. */
async function writeCoupon(tx: RequestContext, t: FoundType, memberId: number, getType: number) {
  const now = tx.now();
  await repo.insertCoupon(tx.db, {
    coupon_type_id: t.coupon_type_id,
    site_id: t.site_id,
    member_id: memberId,
    coupon_name: t.coupon_name,
    type: t.type,
    money: t.money,
    discount_rate: t.discount_rate,
    discount_limit: t.discount_limit,
    at_least: t.at_least,
    state: 1,
    start_time: now,
    end_time: t.validity_type === 1 ? now + t.fixed_term * DAY : t.end_time,
    fetch_time: now,
    coupon_code: couponCode(),
    get_type: getType,
  });
}

/**
 * The member receives one coupon of the type (API-SHAPES-MORE §5.1). In one transaction: the
 * per-member count rises only below the limit, the type's taken count only below its total, and
 * the coupon is written — either all of it or nothing (ADR 062).
 */
export function receive(ctx: RequestContext, kind: CouponKind, typeId: number) {
  const memberId = requireMember(ctx);
  return withTransaction(ctx, async (tx) => {
    const t = await types.findType(tx.db, kind, typeId);
    if (!t || (kind === 'store' && t.shop_status !== 1)) throw new AppError('COUPON_NOT_FOUND');
    if (view.typeStatus(t, tx.now()) !== 1) throw new AppError('COUPON_EXPIRED');
    if (t.lead_count >= t.count) throw new AppError('COUPON_ALL_TAKEN');
    if (!(await types.countFetch(tx.db, typeId, memberId, t.max_fetch))) throw new AppError('COUPON_LIMIT_REACHED');
    if (!(await types.takeOne(tx.db, typeId))) throw new AppError('COUPON_ALL_TAKEN');
    await writeCoupon(tx, t, memberId, GET_TYPE_RECEIVED);
    return { is_exist: 1 };
  });
}

/**
 * Gives the member one platform coupon of each type (a recharge package's `coupon_id`), inside the
 * caller's transaction. A gift does not count against the member's receiving limit, but it does
 * take one of the type's total: a type that ended or is all taken is skipped (ADR 061).
 */
export async function giveCoupons(tx: RequestContext, memberId: number, typeIds: number[]) {
  for (const typeId of typeIds) {
    const t = await types.findType(tx.db, 'platform', typeId);
    if (!t || view.typeStatus(t, tx.now()) !== 1) continue;
    if (await types.takeOne(tx.db, typeId)) await writeCoupon(tx, t, memberId, GET_TYPE_GIVEN);
  }
}

/** The member's coupons of one kind in a state (1 unused, 2 used, 3 expired), newest first. */
function memberPage(ctx: RequestContext, platform: boolean, q: MemberCouponPageQuery) {
  const memberId = requireMember(ctx);
  const now = ctx.now();
  return paged(ctx, q, (db, limit, offset) =>
    repo.findMemberCouponPage(db, { memberId, platform, state: q.state, now }, limit, offset),
  );
}

export async function storeMemberPage(ctx: RequestContext, q: MemberCouponPageQuery) {
  const page = await memberPage(ctx, false, q);
  return {
    ...page,
    list: (await named(ctx, page.list)).map((c) => view.toMemberCoupon(c, requireMember(ctx), ctx.now())),
  };
}

export async function platformMemberPage(ctx: RequestContext, q: MemberCouponPageQuery) {
  const page = await memberPage(ctx, true, q);
  return {
    ...page,
    list: (await named(ctx, page.list)).map((c) => view.toMemberPlatformCoupon(c, requireMember(ctx), ctx.now())),
  };
}

export const storeCouponNum = (ctx: RequestContext, state: 1 | 2 | 3) =>
  repo.countStoreCoupons(ctx.db, requireMember(ctx), state, ctx.now());

export const receivedNum = (ctx: RequestContext, typeId: number) =>
  types.receivedCount(ctx.db, typeId, requireMember(ctx));
