import type { AddonName, AdvDetail, City, CitySite, Lang, PageQuery, Region, Website } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { qrcodeAnswer, qrcodeFile, type QrcodeStore } from '../../../lib/qrcode';
import { translateRows } from '../../site';
import * as repo from './site.repository';
import { expandFloors, translateFloors } from './floors.service';
import { siteText } from '../../site';

export async function advDetail(ctx: RequestContext, keyword: string): Promise<AdvDetail> {
  const position = await repo.findAdvPosition(ctx.db, keyword);
  if (!position) return { adv_position: null, adv_list: [] };
  const adverts = await repo.listAdverts(ctx.db, position.ap_id, ctx.now());
  return { adv_position: position, adv_list: await translateRows(ctx, 'adv', adverts, (a) => a.adv_id) };
}

/**
 * The storefront pages each addon owns, by path prefix — the one mapping (ADR 076). A page is
 * gone while none of its addons is installed: the coupon centre shows store and platform coupons.
 */
const ADDON_PAGES: [prefix: string, addons: AddonName[]][] = [
  ['/promotion/seckill', ['seckill']],
  ['/promotion/groupbuy', ['groupbuy']],
  ['/promotion/combo', ['bundling']],
  ['/promotion/topic', ['topic']],
  ['/shop/live', ['live']],
  ['/coupon', ['coupon', 'platformcoupon']],
];

/** The path prefixes of the pages whose addons are all missing from `installed`. */
export function missingAddonPages(installed: ReadonlySet<string>): string[] {
  return ADDON_PAGES.filter(([, names]) => !names.some((n) => installed.has(n))).map(([prefix]) => prefix);
}

/** The navigation, without links to the pages of addons not installed (`hidden`, missingAddonPages). */
export async function navPage(ctx: RequestContext, q: PageQuery, hidden: readonly string[]) {
  const page = await paged(ctx, q, (db, limit, offset) => repo.pageNav(db, hidden, limit, offset));
  return { ...page, list: await translateRows(ctx, 'nav', page.list, (n) => n.id) };
}
export async function friendlyLinkPage(ctx: RequestContext, q: PageQuery) {
  const page = await paged(ctx, q, repo.pageFriendlyLinks);
  return { ...page, list: await translateRows(ctx, 'friendly_link', page.list, (l) => l.id) };
}

export async function floors(ctx: RequestContext) {
  return expandFloors(ctx, await translateFloors(ctx, await repo.listFloors(ctx.db)));
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

export async function cities(ctx: RequestContext): Promise<City[]> {
  return (await repo.listRegionsOfLevel(ctx.db, 2)).map((r) => ({
    id: r.id,
    title: regionName(ctx.lang, r),
    pid: r.pid,
  }));
}

/** The open city sites, their areas named in the request's language. */
export async function citySites(ctx: RequestContext): Promise<CitySite[]> {
  return (await repo.listWebsites(ctx.db)).map((w) => ({
    site_id: w.site_id,
    site_area_id: w.site_area_id,
    site_area_name: w.name
      ? regionName(ctx.lang, { name: w.name, name_zh: w.name_zh ?? '', name_mm: w.name_mm ?? '' })
      : w.site_area_name,
    title: w.title,
  }));
}

/** The city site covering the address; the main site (site_id 0) when none does. */
export async function websiteByAddress(
  ctx: RequestContext,
  address: { province?: string; city?: string; district?: string; region_id?: number },
): Promise<Website> {
  const names = [address.district, address.city, address.province].filter((n): n is string => !!n?.trim());
  const asked = [...(address.region_id ? [address.region_id] : []), ...(await repo.findRegionIdsByName(ctx.db, names))];
  // A site covers its area and everything in it: a township of Yangon Region is Zay Yangon's.
  const site = await repo.findWebsiteByRegion(ctx.db, await repo.withAncestors(ctx.db, asked));
  if (site) return site;
  const info = await siteText(ctx, 'site_info');
  return { site_id: 0, site_area_id: 0, site_area_name: '', title: info.title, logo: info.logo };
}

/** The mobile site's QR code: a PNG served from the upload directory, drawn once per origin. */
export async function wapQrcode(origin: string, store: QrcodeStore) {
  const url = `${origin}/index`;
  return qrcodeAnswer(url, await qrcodeFile(store, url));
}

/** The float layer, its link as a JSON string like the other links of this family. */
export async function floatLayer(ctx: RequestContext) {
  const layer = await siteText(ctx, 'float_layer');
  return { ...layer, url: JSON.stringify(layer.url) };
}
