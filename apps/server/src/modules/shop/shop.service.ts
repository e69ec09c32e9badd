import {
  fromMinor,
  pageCount,
  type Page,
  type PageQuery,
  type ShopCategoryNode,
  type ShopInfo,
  type StreetShop,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { translateRows } from '../site';
import * as repo from './shop.repository';

/** The shop street shows this many best-selling goods per shop. */
export const STREET_GOODS_PER_SHOP = 4;

/** A missing or 0 site_id is the API family's REQUEST_SITE_ID ("missing shop id"). */
export function requireSiteId(siteId: number | undefined): number {
  if (!siteId) throw new AppError('REQUEST_SITE_ID');
  return siteId;
}

export async function shopInfo(ctx: RequestContext, siteId: number | undefined): Promise<ShopInfo> {
  const shop = await repo.findOpenShop(ctx.db, requireSiteId(siteId));
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const [named] = await translateRows(ctx, 'shop', [shop], (s) => s.site_id);
  return named ?? shop;
}

/** Open shops with their best sellers: two statements for the page, one for all its goods. */
export async function shopPage(
  ctx: RequestContext,
  q: PageQuery & { keyword: string; order: repo.ShopOrder; sort: 'asc' | 'desc'; website_id?: number },
): Promise<Page<StreetShop>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageShops(ctx.db, q, limit, (q.page - 1) * (limit ?? 0));
  const goods = await repo.topGoodsOfShops(
    ctx.db,
    list.map((s) => s.site_id),
    STREET_GOODS_PER_SHOP,
  );
  const bySite = new Map<number, typeof goods>();
  for (const g of goods) bySite.set(g.site_id, [...(bySite.get(g.site_id) ?? []), g]);
  return {
    page_count: pageCount(count, q.page_size),
    count,
    list: (await translateRows(ctx, 'shop', list, (s) => s.site_id)).map((shop) => ({
      ...shop,
      goods_list: (bySite.get(shop.site_id) ?? []).map((g) => ({
        ...g,
        price: fromMinor(g.price),
        discount_price: fromMinor(g.discount_price),
      })),
    })),
  };
}

/** The shop's categories as a tree (`child_list` only where a node has children). */
export async function shopCategoryTree(ctx: RequestContext, siteId: number | undefined): Promise<ShopCategoryNode[]> {
  const id = requireSiteId(siteId);
  if (!(await repo.openShopExists(ctx.db, id))) throw new AppError('SHOP_NOT_FOUND');
  const byId = new Map<number, ShopCategoryNode>();
  const roots: ShopCategoryNode[] = [];
  for (const row of await repo.listShopCategories(ctx.db, id)) {
    const node: ShopCategoryNode = { ...row };
    byId.set(node.category_id, node);
    const parent = byId.get(node.pid);
    if (node.pid === 0) roots.push(node);
    else if (parent) (parent.child_list ??= []).push(node);
  }
  return roots;
}

/** Where a buyer returns goods to the shop: its address and telephone, '' when it has none (after-sale). */
export async function shopReturnAddress(ctx: RequestContext, siteId: number) {
  const shop = await repo.findOpenShop(ctx.db, siteId);
  if (!shop) return '';
  return [shop.site_name, `${shop.full_address} ${shop.address}`.trim(), shop.telephone].filter(Boolean).join(' · ');
}

/** A shop's own visible categories (parents first, in display order), open or not: its console's choices. */
export const shopCategoriesOf = (ctx: RequestContext, siteId: number) => repo.listShopCategories(ctx.db, siteId);
