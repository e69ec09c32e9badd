import { fromMinor, type PlatformShopDetail } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { Audit } from '../../site';
import * as repo from './platform-shop.repository';

/*
 * The platform runs its shops (issue 31, ADR 103): a shop's detail, freezing and unfreezing.
 * A freeze is `shop_status` −1: every storefront query that shows a shop's goods or page asks for
 * status 1 (ADR 038's `visibleGoods`), so the goods leave search, lists, the goods page and the
 * shop page at once; orders already placed go on (nothing in the order's life reads the status).
 * The owner can neither open nor close a frozen shop (their moves go only between 0 and 1).
 */

export async function shopDetail(ctx: RequestContext, siteId: number): Promise<PlatformShopDetail> {
  const [row, orders] = await Promise.all([repo.findShopDetail(ctx.db, siteId), repo.orderCounts(ctx.db, siteId)]);
  if (!row) throw new AppError('SHOP_NOT_FOUND');
  return {
    ...row,
    owner_name: row.owner_name ?? '',
    staff_count: Number(row.staff_count ?? 0),
    goods_count: Number(row.goods_count ?? 0),
    goods_on_sale: Number(row.goods_on_sale ?? 0),
    ...orders,
    sales: fromMinor(orders.sales),
  };
}

/** Open or closed → frozen with the reason the owner reads; logged with the state before and after. */
export async function freezeShop(ctx: RequestContext, siteId: number, reason: string, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const before = await repo.findShopState(tx.db, siteId);
    if (!before) throw new AppError('SHOP_NOT_FOUND');
    if (!(await repo.freezeShop(tx.db, siteId, reason, tx.now())))
      throw new AppError('SHOP_FROZEN', { reason: before.freeze_reason });
    await audit(tx, {
      action: 'shop.freeze',
      target: String(siteId),
      before: { shop_status: before.shop_status },
      after: { shop_status: -1, freeze_reason: reason },
    });
    return { site_id: siteId };
  });
}

/** Frozen → open or closed as it was before the freeze. */
export async function unfreezeShop(ctx: RequestContext, siteId: number, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const before = await repo.findShopState(tx.db, siteId);
    if (!before) throw new AppError('SHOP_NOT_FOUND');
    if (!(await repo.unfreezeShop(tx.db, siteId))) throw new AppError('SHOP_NOT_FROZEN');
    await audit(tx, {
      action: 'shop.unfreeze',
      target: String(siteId),
      before: { shop_status: before.shop_status, freeze_reason: before.freeze_reason },
      after: { shop_status: before.status_before_freeze },
    });
    return { site_id: siteId };
  });
}
