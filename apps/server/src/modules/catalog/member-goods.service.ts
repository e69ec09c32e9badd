import { fromMinor, pageCount, type BrowseItem, type CollectItem, type Page, type PageQuery } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { withTransaction, type RequestContext } from '../../lib/context';
import * as detail from './goods-detail.repository';
import * as repo from './member-goods.repository';

/** Follows (goods_collect) and footprints (goods_browse) of the logged-in member. */
const member = (ctx: RequestContext) => ctx.memberId!;

type GoodsRef = { goods_id?: number; sku_id?: number };

/** The visible goods (with a SKU and its shop) a follow or footprint is about. */
async function visibleRef(ctx: RequestContext, ref: GoodsRef) {
  const found = ref.sku_id
    ? await detail.findVisibleSkuRef(ctx.db, ref.sku_id)
    : await detail.findVisibleGoodsRef(ctx.db, ref.goods_id!);
  if (!found || (ref.goods_id && ref.goods_id !== found.goods_id)) throw new AppError('GOODS_NOT_FOUND');
  return found;
}

/** The goods id of a reference; unfollowing works even for goods no longer shown. */
async function goodsIdOf(ctx: RequestContext, ref: GoodsRef) {
  const goodsId = ref.goods_id ?? (await repo.goodsIdOfSku(ctx.db, ref.sku_id!));
  if (!goodsId) throw new AppError('GOODS_NOT_FOUND');
  return goodsId;
}

/** Idempotent: following twice keeps one follow and counts it once, also under parallel calls. */
export async function collect(ctx: RequestContext, ref: GoodsRef) {
  const goods = await visibleRef(ctx, ref);
  const collectNum = await withTransaction(ctx, async ({ db }) => {
    const row = { member_id: member(ctx), goods_id: goods.goods_id, sku_id: goods.sku_id, site_id: goods.site_id };
    const added = await repo.insertCollect(db, { ...row, create_time: ctx.now() });
    return repo.adjustCollectNum(db, goods.goods_id, added ? 1 : 0);
  });
  return { collect_num: collectNum };
}

export async function uncollect(ctx: RequestContext, ref: GoodsRef) {
  const goodsId = await goodsIdOf(ctx, ref);
  const collectNum = await withTransaction(ctx, async ({ db }) => {
    const removed = await repo.deleteCollect(db, member(ctx), goodsId);
    return repo.adjustCollectNum(db, goodsId, removed ? -1 : 0);
  });
  return { collect_num: collectNum };
}

export async function isCollect(ctx: RequestContext, ref: GoodsRef): Promise<0 | 1> {
  const goodsId = ref.goods_id ?? (await repo.goodsIdOfSku(ctx.db, ref.sku_id!));
  return goodsId && (await repo.isCollected(ctx.db, member(ctx), goodsId)) ? 1 : 0;
}

const withMoney = <T extends { price: number; market_price: number; discount_price: number }>(r: T) => ({
  ...r,
  price: fromMinor(r.price),
  market_price: fromMinor(r.market_price),
  discount_price: fromMinor(r.discount_price),
});

export async function collectPage(ctx: RequestContext, q: PageQuery): Promise<Page<CollectItem>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageCollects(ctx.db, member(ctx), limit, (q.page - 1) * (limit ?? 0));
  const items = list.map((r) => ({ ...withMoney(r), sku_price: fromMinor(r.discount_price) }));
  return { page_count: pageCount(count, q.page_size), count, list: items };
}

export async function browseAdd(ctx: RequestContext, ref: GoodsRef): Promise<1> {
  const goods = await visibleRef(ctx, ref);
  await repo.upsertBrowse(ctx.db, {
    member_id: member(ctx),
    goods_id: goods.goods_id,
    sku_id: goods.sku_id,
    site_id: goods.site_id,
    browse_time: ctx.now(),
  });
  return 1;
}

export async function browsePage(ctx: RequestContext, q: PageQuery): Promise<Page<BrowseItem>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageBrowses(ctx.db, member(ctx), limit, (q.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, q.page_size), count, list: list.map(withMoney) };
}

/** Only the member's own footprints go; other ids are ignored. */
export const browseDelete = (ctx: RequestContext, ids: number[]) => repo.deleteBrowses(ctx.db, member(ctx), ids);
