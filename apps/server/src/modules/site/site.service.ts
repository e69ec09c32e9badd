import QRCode from 'qrcode';
import { pageCount, type AdvDetail, type Lang, type PageQuery, type Region, type Website } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import * as repo from './site.repository';
import { expandFloors } from './floors.service';
import { siteConfig } from './site-config';

export async function advDetail(ctx: RequestContext, keyword: string): Promise<AdvDetail> {
  const position = await repo.findAdvPosition(ctx.db, keyword);
  if (!position) return { adv_position: null, adv_list: [] };
  return { adv_position: position, adv_list: await repo.listAdverts(ctx.db, position.ap_id) };
}

type Pager<T> = (
  db: RequestContext['db'],
  limit: number | null,
  offset: number,
) => Promise<{ list: T[]; count: number }>;

export async function paged<T>(ctx: RequestContext, query: PageQuery, pager: Pager<T>) {
  const limit = query.page_size === 0 ? null : query.page_size;
  const { list, count } = await pager(ctx.db, limit, (query.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, query.page_size), count, list };
}

export const navPage = (ctx: RequestContext, q: PageQuery) => paged(ctx, q, repo.pageNav);
export const friendlyLinkPage = (ctx: RequestContext, q: PageQuery) => paged(ctx, q, repo.pageFriendlyLinks);

export async function floors(ctx: RequestContext) {
  return expandFloors(ctx, await repo.listFloors(ctx.db));
}

const regionName = (lang: Lang, r: { name: string; name_zh: string; name_mm: string }) =>
  (lang === 'md-mm' ? r.name_mm : lang === 'zh-cn' ? r.name_zh : r.name) || r.name;

const toRegion =
  (lang: Lang) =>
  (r: Awaited<ReturnType<typeof repo.listRegions>>[number]): Region => ({
    id: r.id,
    pid: r.pid,
    name: regionName(lang, r),
    level: r.level,
  });

export async function regions(ctx: RequestContext, pid: number): Promise<Region[]> {
  return (await repo.listRegions(ctx.db, pid)).map(toRegion(ctx.lang));
}

export async function cities(ctx: RequestContext): Promise<Region[]> {
  return (await repo.listRegionsOfLevel(ctx.db, 2)).map(toRegion(ctx.lang));
}

/** The city site covering the address; the main site (site_id 0) when none does. */
export async function websiteByAddress(
  ctx: RequestContext,
  address: { province?: string; city?: string; district?: string; region_id?: number },
): Promise<Website> {
  const names = [address.district, address.city, address.province].filter((n): n is string => !!n?.trim());
  const ids = [...(address.region_id ? [address.region_id] : []), ...(await repo.findRegionIdsByName(ctx.db, names))];
  const site = await repo.findWebsiteByRegion(ctx.db, ids);
  if (site) return site;
  const info = await siteConfig(ctx.db, 'site_info');
  return { site_id: 0, site_area_id: 0, site_area_name: '', title: info.title, logo: info.logo };
}

const qrCache = new Map<string, string>();
/** The mobile site's QR code; generated once per origin. */
export async function wapQrcode(origin: string) {
  const url = `${origin}/index`;
  let img = qrCache.get(url);
  if (!img) qrCache.set(url, (img = await QRCode.toDataURL(url, { margin: 1, width: 180 })));
  return { url, img };
}
