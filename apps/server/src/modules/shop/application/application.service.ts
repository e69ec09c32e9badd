import {
  APPLY_TABS,
  message,
  type ApplyState,
  type ApplyTab,
  type Lang,
  type MessageKey,
  type PageQuery,
  type ShopApplication,
  type ShopApplyBody,
  type ShopApplyInfo,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { paged } from '../../../lib/paged';
import { nameRegions } from '../../member';
import { createOwnerAccount, memberShopId } from '../../staff';
import { logShopAction, type ShopActor } from '../shop-log';
import * as repo from './application.repository';

/*
 * Joining the marketplace (issue 30, ADR 089). A member sends an application; the platform
 * approves it (the shop is created closed, the member's account becomes its owner's console
 * account) or refuses it with a reason; the member fixes a refused one and sends it again. Every
 * state change is a move of ./lifecycle.ts, made by a guarded update.
 */

const STATE_KEYS: Record<ApplyState, MessageKey> = {
  pending: 'APPLY_STATE_PENDING',
  approved: 'APPLY_STATE_APPROVED',
  refused: 'APPLY_STATE_REFUSED',
};

type Row = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;

function toApplication(ctx: RequestContext, row: Row): ShopApplication {
  const { member_id: _member, ...rest } = row;
  const state = row.apply_state as ApplyState;
  return { ...rest, apply_state: state, state_name: message(ctx.lang, STATE_KEYS[state]) };
}

/** A category's name in `lang` (Burmese, Chinese, English columns), falling back to the Chinese one. */
const categoryName = (lang: Lang, c: { category_name: string; category_name1: string; category_name2: string }) =>
  (lang === 'md-mm' ? c.category_name2 : lang === 'en-us' ? c.category_name1 : c.category_name) || c.category_name;

export async function applyInfo(ctx: RequestContext): Promise<ShopApplyInfo> {
  const memberId = requireMember(ctx);
  const [row, categories, siteId] = await Promise.all([
    repo.findLatestOfMember(ctx.db, memberId),
    repo.listTopCategories(ctx.db),
    memberShopId(ctx, memberId),
  ]);
  return {
    application: row ? toApplication(ctx, row) : null,
    categories: categories.map((c) => ({ category_id: c.category_id, category_name: categoryName(ctx.lang, c) })),
    owner_site_id: siteId,
  };
}

/** The fields as stored: the category named (Burmese, as the shop street searches it), the regions named. */
async function fieldsOf(ctx: RequestContext, body: ShopApplyBody): Promise<repo.ApplyFields> {
  const category = await repo.findTopCategory(ctx.db, body.category_id);
  if (!category) throw new AppError('APPLY_CATEGORY_REQUIRED');
  if (await repo.shopNameTaken(ctx.db, body.shop_name)) throw new AppError('SHOP_NAME_TAKEN');
  const fullAddress = await nameRegions({ ...ctx, lang: 'md-mm' }, body);
  return {
    shop_name: body.shop_name,
    category_id: category.category_id,
    category_name: categoryName('md-mm', category),
    contact_name: body.contact_name,
    contact_mobile: body.contact_mobile,
    province_id: body.province_id,
    city_id: body.city_id,
    district_id: body.district_id,
    address: body.address,
    full_address: fullAddress,
    description: body.description,
    logo: body.logo,
    create_time: ctx.now(),
    update_time: ctx.now(),
  };
}

/** A new application: refused while the member has an open one (the database decides a race) or owns a shop. */
export async function apply(ctx: RequestContext, actor: ShopActor, body: ShopApplyBody) {
  const memberId = requireMember(ctx);
  if (await memberShopId(ctx, memberId)) throw new AppError('APPLY_ALREADY_OWNER');
  const fields = await fieldsOf(ctx, body);
  const applyId = await withTransaction(ctx, async (tx) => {
    let id: number;
    try {
      id = await repo.insertApplication(tx.db, memberId, fields);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('APPLY_OPEN_EXISTS');
      throw err;
    }
    await logShopAction(tx, actor, { siteId: 0, action: 'apply.submit', targetId: id, after: fields });
    return id;
  });
  return toApplication(ctx, (await repo.findApplication(ctx.db, applyId, memberId))!);
}

/** The member's refused application, fixed: refused → pending with the new fields; another member's is not found. */
export async function resubmit(ctx: RequestContext, actor: ShopActor, applyId: number, body: ShopApplyBody) {
  const memberId = requireMember(ctx);
  const before = await repo.findApplication(ctx.db, applyId, memberId);
  if (!before) throw new AppError('APPLY_NOT_FOUND');
  const { create_time: _created, ...fields } = await fieldsOf(ctx, body);
  await withTransaction(ctx, async (tx) => {
    const moved = await repo.moveApplication(
      tx.db,
      applyId,
      'resubmit',
      { ...fields, refuse_reason: '', reviewer_id: 0, review_time: 0 },
      memberId,
    );
    if (!moved) throw new AppError('APPLY_STATE_CHANGED');
    await logShopAction(tx, actor, { siteId: 0, action: 'apply.resubmit', targetId: applyId, before, after: fields });
  });
  return toApplication(ctx, (await repo.findApplication(ctx.db, applyId, memberId))!);
}

/* The platform's side. */

const STATE_OF_TAB: Record<ApplyTab, ApplyState | null> = {
  pending: 'pending',
  approved: 'approved',
  refused: 'refused',
  all: null,
};

export async function applicationQueue(ctx: RequestContext, q: PageQuery & { tab: ApplyTab }) {
  const [page, counts] = await Promise.all([
    paged(ctx, q, (db, limit, offset) => repo.pageApplications(db, STATE_OF_TAB[q.tab], limit, offset)),
    repo.countByState(ctx.db),
  ]);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    ...page,
    list: page.list.map((r) => ({ ...toApplication(ctx, r), member_id: r.member_id, member_name: r.member_name })),
    tab_count: Object.fromEntries(
      APPLY_TABS.map((tab) => {
        const state = STATE_OF_TAB[tab];
        return [tab, state === null ? total : (counts.get(state) ?? 0)];
      }),
    ) as Record<ApplyTab, number>,
  };
}

/**
 * pending → approved, in one transaction: the move, the shop (closed to shoppers, ADR 038), its
 * owner's console account (the member's own sign-in, ADR 089) and the log. Two approvals at once
 * create one shop: the loser's guarded move finds no waiting row.
 */
export async function approve(ctx: RequestContext, actor: ShopActor, applyId: number) {
  return withTransaction(ctx, async (tx) => {
    const app = await repo.findApplication(tx.db, applyId);
    if (!app) throw new AppError('APPLY_NOT_FOUND');
    if (app.apply_state !== 'pending') throw new AppError('APPLY_STATE_CHANGED');
    const now = tx.now();
    // The move first: it takes the row, so a second approval waits here and then finds it moved
    // (checking the name before it, a loser on PostgreSQL saw the winner's new shop: SHOP_NAME_TAKEN).
    const moved = await repo.moveApplication(tx.db, applyId, 'approve', {
      reviewer_id: actor.staffId,
      review_time: now,
      update_time: now,
    });
    if (!moved) throw new AppError('APPLY_STATE_CHANGED');
    if (await repo.shopNameTaken(tx.db, app.shop_name)) throw new AppError('SHOP_NAME_TAKEN');
    const siteId = await repo.insertShop(tx.db, {
      site_name: app.shop_name,
      shop_status: 0,
      is_own: 0,
      logo: app.logo,
      avatar: app.logo,
      telephone: app.contact_mobile,
      province_id: app.province_id,
      city_id: app.city_id,
      district_id: app.district_id,
      address: app.address,
      full_address: app.full_address,
      category_name: app.category_name,
      seo_description: app.description,
      seo_keywords: [app.shop_name, app.category_name].join(','),
      create_time: now,
    });
    await createOwnerAccount(tx, { siteId, memberId: app.member_id, nickname: app.contact_name, avatar: app.logo });
    await repo.setApplicationShop(tx.db, applyId, siteId);
    await logShopAction(tx, actor, {
      siteId,
      action: 'apply.approve',
      targetId: applyId,
      before: { apply_state: app.apply_state },
      after: { apply_state: 'approved', site_id: siteId },
    });
    return { site_id: siteId };
  });
}

/** pending → refused with the reason the member reads. */
export async function refuse(ctx: RequestContext, actor: ShopActor, applyId: number, reason: string) {
  await withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const moved = await repo.moveApplication(tx.db, applyId, 'refuse', {
      refuse_reason: reason,
      reviewer_id: actor.staffId,
      review_time: now,
      update_time: now,
    });
    if (!moved)
      throw new AppError((await repo.findApplication(tx.db, applyId)) ? 'APPLY_STATE_CHANGED' : 'APPLY_NOT_FOUND');
    await logShopAction(tx, actor, {
      siteId: 0,
      action: 'apply.refuse',
      targetId: applyId,
      before: { apply_state: 'pending' },
      after: { apply_state: 'refused', refuse_reason: reason },
    });
  });
  return {};
}

export async function platformShops(ctx: RequestContext, q: PageQuery & repo.ShopFilter) {
  const page = await paged(ctx, q, (db, limit, offset) => repo.pageShops(db, q, limit, offset));
  return {
    ...page,
    list: page.list.map((s) => ({ ...s, owner_name: s.owner_name ?? '', goods_on_sale: Number(s.goods_on_sale ?? 0) })),
  };
}
