import {
  fromMinor,
  GOODS_VERIFY,
  message,
  pageCount,
  type GoodsBatchResult,
  type GoodsSaved,
  type MessageKey,
  type SellerGoodsPage,
} from '@zay/contract';
import type { z } from 'zod';
import type { goodsBatchBodySchema, SkuLock, sellerGoodsPageBodySchema } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { shopCategoriesOf } from '../../shop';
import type { Audit } from '../../site';
import * as repo from './goods-edit.repository';
import { canSell, lockParams, shopOfStaff } from './goods-edit.service';
import { skuLocks } from './sku-locks';

/** The shop's goods for the console list, with each tab's count. */
export async function sellerGoodsPage(
  ctx: RequestContext,
  staff: StaffScope,
  q: z.output<typeof sellerGoodsPageBodySchema>,
): Promise<SellerGoodsPage> {
  const filter = { siteId: shopOfStaff(staff), keyword: q.keyword };
  const [{ list, count }, counts] = await Promise.all([
    repo.pageSellerGoods(ctx.db, filter, q.tab, q.order, q.sort, q.page_size, (q.page - 1) * q.page_size),
    repo.tabCounts(ctx.db, filter),
  ]);
  return {
    page_count: pageCount(count, q.page_size),
    count,
    counts,
    list: list.map((r) => ({
      ...r,
      goods_image: r.goods_image.split(',')[0] ?? '',
      price: fromMinor(Number(r.price)),
      price_max: fromMinor(Number(r.price_max)),
      stock: Number(r.stock),
      sku_count: Number(r.sku_count),
    })),
  };
}

type Row = Awaited<ReturnType<typeof repo.findShopGoodsByIds>>[number];
type Refusal = { key: MessageKey; params?: Record<string, string | number> };

/**
 * A bulk action on the shop's selected goods. Each goods is checked on its own — on sale only
 * with an image and priced SKUs; off sale or deleted only when no running promotion relies on
 * it — and the ones that pass change together, logged one by one. Another shop's ids are
 * refused as not found.
 */
export async function goodsBatch(
  ctx: RequestContext,
  staff: StaffScope,
  body: z.output<typeof goodsBatchBodySchema>,
  audit: Audit,
): Promise<GoodsBatchResult> {
  const siteId = shopOfStaff(staff);
  const ids = [...new Set(body.goods_ids)];
  if (body.action === 'shop_category' && body.shop_category_id > 0) {
    const mine = await shopCategoriesOf(ctx, siteId);
    if (!mine.some((c) => c.category_id === body.shop_category_id)) throw new AppError('GOODS_SHOP_CATEGORY_INVALID');
  }
  return withTransaction(ctx, async (tx) => {
    const rows = await repo.findShopGoodsByIds(tx.db, siteId, ids);
    const byId = new Map(rows.map((r) => [r.goods_id, r]));
    const locked = new Map<number, SkuLock>();
    if (body.action === 'off_sale' || body.action === 'delete') {
      const skus = await repo.liveSkuIdsOf(
        tx.db,
        rows.map((r) => r.goods_id),
      );
      const locks = await skuLocks(
        tx,
        skus.map((s) => s.sku_id),
      );
      for (const s of skus) {
        const lock = locks.get(s.sku_id)?.[0];
        if (lock && !locked.has(s.goods_id)) locked.set(s.goods_id, lock);
      }
    }
    const refusal = (id: number, g: Row | undefined): Refusal | null => {
      if (!g) return { key: 'SELLER_GOODS_NOT_FOUND' };
      if (body.action === 'restore') return g.is_delete === 1 ? null : { key: 'GOODS_NOT_DELETED' };
      if (g.is_delete === 1) return { key: 'SELLER_GOODS_NOT_FOUND' };
      if (body.action === 'on_sale' && g.verify_state === GOODS_VERIFY.TAKEN_DOWN) return { key: 'GOODS_TAKEN_DOWN' };
      if (body.action === 'on_sale' && !canSell(g.goods_image ? 1 : 0, Number(g.sku_count), Number(g.free_skus)))
        return { key: 'GOODS_CANNOT_SELL' };
      const lock = locked.get(id);
      if (lock) return { key: 'GOODS_IN_PROMOTION', params: lockParams(tx, lock) };
      return null;
    };
    const done: number[] = [];
    const refused: GoodsBatchResult['refused'] = [];
    for (const id of ids) {
      const why = refusal(id, byId.get(id));
      if (why) refused.push({ goods_id: id, error_code: why.key, message: message(tx.lang, why.key, why.params) });
      else done.push(id);
    }
    const now = tx.now();
    const patch = {
      on_sale: { goods_state: 1 },
      off_sale: { goods_state: 0 },
      delete: { is_delete: 1, goods_state: 0 },
      restore: { is_delete: 0 },
      shop_category: { shop_category_id: body.shop_category_id },
    }[body.action];
    await repo.setShopGoods(tx.db, siteId, done, { ...patch, modify_time: now });
    for (const id of done) {
      const g = byId.get(id)!;
      const was = { goods_state: g.goods_state, is_delete: g.is_delete, shop_category_id: g.shop_category_id };
      await audit(tx, { action: `goods.${body.action}`, target: String(id), before: was, after: { ...was, ...patch } });
    }
    return { done, refused };
  });
}

/** The platform's decision on a goods: approved, or refused with the reason the shop sees (ADR 090). */
export async function verifyGoods(
  ctx: RequestContext,
  staff: StaffScope,
  body: { goods_id: number; pass: 0 | 1; reason: string },
  audit: Audit,
): Promise<GoodsSaved> {
  return withTransaction(ctx, async (tx) => {
    const state = body.pass ? GOODS_VERIFY.APPROVED : GOODS_VERIFY.REFUSED;
    const row = await repo.setVerifyState(tx.db, body.goods_id, state, body.pass ? '' : body.reason, tx.now());
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    const { site_id, ...saved } = row;
    await audit(tx, {
      action: body.pass ? 'goods.approve' : 'goods.refuse',
      target: String(row.goods_id),
      after: { site_id, verify_state: state, reason: body.reason },
    });
    return saved;
  });
}
