import {
  SHOP_CATEGORY_MAX,
  SHOP_FROZEN,
  type SellerShop,
  type SellerShopCategory,
  type SellerShopCategorySaveBody,
  type SellerShopEditBody,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { nameRegions } from '../../member';
import { shopNameTaken } from '../application/application.repository';
import { logShopAction, staffActor } from '../shop-log';
import * as repo from './shop-console.repository';

/*
 * `/seller/shop` and `/seller/categories` (issue 30, ADR 089): the owner's own shop only. The
 * platform's staff (site 0) have no shop here: SHOP_NOT_FOUND.
 */

/** The staff member's shop id; the platform's staff have none. */
function shopIdOf(staff: StaffScope) {
  if (staff.siteId <= 0) throw new AppError('SHOP_NOT_FOUND');
  return staff.siteId;
}

export async function shopProfile(ctx: RequestContext, staff: StaffScope): Promise<SellerShop> {
  const shop = await repo.findShop(ctx.db, shopIdOf(staff));
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

/** The fields that changed, before and after, for the log. */
function changes<T extends object>(before: T, after: Partial<T>) {
  const keys = (Object.keys(after) as (keyof T)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export async function editShop(ctx: RequestContext, staff: StaffScope, ip: string, body: SellerShopEditBody) {
  const siteId = shopIdOf(staff);
  const before = await shopProfile(ctx, staff);
  if (
    body.site_name.toLowerCase() !== before.site_name.toLowerCase() &&
    (await shopNameTaken(ctx.db, body.site_name, siteId))
  )
    throw new AppError('SHOP_NAME_TAKEN');
  const fullAddress = await nameRegions({ ...ctx, lang: 'md-mm' }, body);
  const set = { ...body, full_address: fullAddress, avatar: body.logo };
  await withTransaction(ctx, async (tx) => {
    await repo.updateShop(tx.db, siteId, set);
    const diff = changes(before, { ...body, full_address: fullAddress });
    await logShopAction(tx, staffActor(staff.id, ip), { siteId, action: 'shop.edit', targetId: siteId, ...diff });
  });
  return shopProfile(ctx, staff);
}

/** Opens (1) or closes (0) the shop; opening needs a goods on sale. Sending the state it is in changes nothing. */
export async function setShopStatus(ctx: RequestContext, staff: StaffScope, ip: string, status: 0 | 1) {
  const siteId = shopIdOf(staff);
  const before = await shopProfile(ctx, staff);
  if (before.shop_status === SHOP_FROZEN) throw new AppError('SHOP_FROZEN', { reason: before.freeze_reason });
  if (before.shop_status === status) return before;
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.setShopStatus(tx.db, siteId, status))) {
      throw new AppError(status === 1 && before.goods_on_sale === 0 ? 'SHOP_OPEN_NEEDS_GOODS' : 'SELLER_FORBIDDEN');
    }
    await logShopAction(tx, staffActor(staff.id, ip), {
      siteId,
      action: status === 1 ? 'shop.open' : 'shop.close',
      targetId: siteId,
      before: { shop_status: before.shop_status },
      after: { shop_status: status },
    });
  });
  return shopProfile(ctx, staff);
}

/** Top categories by order, each followed by its children by order. */
export async function shopCategories(ctx: RequestContext, staff: StaffScope): Promise<SellerShopCategory[]> {
  const rows = (await repo.listCategories(ctx.db, shopIdOf(staff))).map((r) => ({
    ...r,
    goods_count: Number(r.goods_count ?? 0),
  }));
  const tops = rows.filter((r) => r.pid === 0);
  const orphans = rows.filter((r) => r.pid !== 0 && !tops.some((t) => t.category_id === r.pid));
  return [...tops.flatMap((t) => [t, ...rows.filter((r) => r.pid === t.category_id)]), ...orphans];
}

/** Where a category may go: the top (pid 0), or under a top category of the same shop that is not itself. */
async function levelUnder(ctx: RequestContext, siteId: number, pid: number, self?: number) {
  if (pid === 0) return 1;
  const parent = await repo.findCategory(ctx.db, siteId, pid);
  if (!parent || parent.level !== 1 || parent.category_id === self) throw new AppError('SHOP_CATEGORY_PARENT_INVALID');
  return 2;
}

export async function saveCategory(
  ctx: RequestContext,
  staff: StaffScope,
  ip: string,
  body: SellerShopCategorySaveBody,
) {
  const siteId = shopIdOf(staff);
  const fields = { category_name: body.category_name, sort: body.sort, is_show: body.is_show, pid: body.pid };
  const actor = staffActor(staff.id, ip);
  const id = await withTransaction(ctx, async (tx) => {
    if (body.category_id === undefined) {
      if ((await repo.countCategories(tx.db, siteId)) >= SHOP_CATEGORY_MAX)
        throw new AppError('SHOP_CATEGORY_LIMIT', { max: SHOP_CATEGORY_MAX });
      const level = await levelUnder(tx, siteId, body.pid);
      const added = await repo.insertCategory(tx.db, { site_id: siteId, level, ...fields });
      await logShopAction(tx, actor, { siteId, action: 'category.add', targetId: added, after: { ...fields, level } });
      return added;
    }
    const before = await repo.findCategory(tx.db, siteId, body.category_id);
    if (!before) throw new AppError('SHOP_CATEGORY_NOT_FOUND');
    const level = await levelUnder(tx, siteId, body.pid, before.category_id);
    if (level === 2 && (await repo.countChildren(tx.db, siteId, before.category_id)) > 0)
      throw new AppError('SHOP_CATEGORY_PARENT_INVALID');
    await repo.updateCategory(tx.db, siteId, before.category_id, { ...fields, level });
    await logShopAction(tx, actor, {
      siteId,
      action: 'category.edit',
      targetId: before.category_id,
      ...changes(before, { ...fields, level }),
    });
    return before.category_id;
  });
  return (await shopCategories(ctx, staff)).find((c) => c.category_id === id)!;
}

/** Deletes an empty category; one with children or goods is refused, saying how many. */
export async function deleteCategory(ctx: RequestContext, staff: StaffScope, ip: string, categoryId: number) {
  const siteId = shopIdOf(staff);
  await withTransaction(ctx, async (tx) => {
    const before = await repo.findCategory(tx.db, siteId, categoryId);
    if (!before) throw new AppError('SHOP_CATEGORY_NOT_FOUND');
    if (!(await repo.deleteEmptyCategory(tx.db, siteId, categoryId))) {
      const children = await repo.countChildren(tx.db, siteId, categoryId);
      if (children > 0) throw new AppError('SHOP_CATEGORY_HAS_CHILDREN', { count: children });
      throw new AppError('SHOP_CATEGORY_HAS_GOODS', { count: await repo.countGoodsIn(tx.db, siteId, categoryId) });
    }
    await logShopAction(tx, staffActor(staff.id, ip), {
      siteId,
      action: 'category.delete',
      targetId: categoryId,
      before,
    });
  });
  return {};
}
